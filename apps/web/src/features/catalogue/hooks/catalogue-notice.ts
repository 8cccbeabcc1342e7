import { useSyncExternalStore } from 'react';

/** A message about an action that failed in the background (a favourite not saved), shown as a toast. */
export type CatalogueNotice = { id: number; text: string };

let current: CatalogueNotice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Shows a notice, replacing the one shown. */
export function showCatalogueNotice(text: string): void {
  current = { id: nextId++, text };
  notify();
}

/** Hides the notice `id` (a newer one stays). */
export function dismissCatalogueNotice(id: number): void {
  if (current?.id !== id) return;
  current = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notice shown, or null. */
export function useCatalogueNotice(): CatalogueNotice | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
