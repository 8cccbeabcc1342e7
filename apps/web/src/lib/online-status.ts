import { useSyncExternalStore } from 'react';
import { ApiError } from './api-errors';

/** Whether the browser has a network connection, as it reports it (navigator.onLine). */
export function isOnline(): boolean {
  return navigator.onLine !== false;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser is online, kept up to date by its online and offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * A change refused before it was sent because the browser is offline. It is a network failure (kind
 * 'network'), so screens tell it as one; nothing waits to be sent later.
 */
export class OfflineError extends ApiError {
  override name = 'OfflineError';
  constructor() {
    super('network', 'The browser is offline: nothing was sent', null, 'OFFLINE');
  }
}

/** Throws OfflineError while the browser is offline: a change is refused in sight, never queued. */
export function refuseWhileOffline(): void {
  if (!isOnline()) throw new OfflineError();
}
