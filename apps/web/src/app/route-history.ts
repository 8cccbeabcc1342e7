import { useSyncExternalStore } from 'react';

/** A visited route: its name and the address it was opened at. */
export type VisitedRoute = { name: string; path: string };

/** How many visited routes are kept (spec 1 §9 "Route history 10 entries"). */
export const ROUTE_HISTORY_SIZE = 10;

/** Adds a visit to the history, newest last, keeping the last 10; reopening the same address adds nothing. */
export function addVisit(history: readonly VisitedRoute[], visit: VisitedRoute): VisitedRoute[] {
  if (history.at(-1)?.path === visit.path) return [...history];
  return [...history, visit].slice(-ROUTE_HISTORY_SIZE);
}

let visits: VisitedRoute[] = [];
const listeners = new Set<() => void>();

/** Records a visit in the session's route history. */
export function recordVisit(visit: VisitedRoute): void {
  const next = addVisit(visits, visit);
  if (next.length === visits.length && next.at(-1)?.path === visits.at(-1)?.path) return;
  visits = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last visited routes, oldest first. */
export function useRouteHistory(): readonly VisitedRoute[] {
  return useSyncExternalStore(subscribe, () => visits);
}
