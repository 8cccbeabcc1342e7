import { useEffect, useSyncExternalStore } from 'react';

// One document, one title: the page on screen may name it after what it shows.
let ownTitle: string | null = null;
const listeners = new Set<() => void>();

function setOwnTitle(title: string | null): void {
  ownTitle = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Names the browser tab after what the page shows (a product's name) instead of its route's title, for as
 * long as the page is on screen. The frame's navigation effects write the title; this only tells them.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    setOwnTitle(title);
    return () => setOwnTitle(null);
  }, [title]);
}

/** The title the page on screen gave itself, or null to use its route's. */
export function usePageOwnTitle(): string | null {
  return useSyncExternalStore(subscribe, () => ownTitle);
}
