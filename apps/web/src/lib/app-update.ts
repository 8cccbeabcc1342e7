import { useSyncExternalStore } from 'react';

/**
 * A new version of the portal, installed by the service worker and waiting (lib/service-worker.ts): the way to
 * switch to it, which reloads the page. Outside React, so the lazily loaded registration can offer it.
 */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Offers the waiting version; `apply` switches to it. */
export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The way to switch to a waiting new version, or null when there is none. */
export function useAppUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  );
}
