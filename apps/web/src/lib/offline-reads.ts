import { CACHE_NAMES } from '../sw/cache-names';

/**
 * Forgets the answers the service worker kept for reading offline (decision 0038): they are the data of the
 * user signed in until now, and must not outlive their session on this browser.
 */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(CACHE_NAMES.offlineReads);
  } catch (error) {
    console.warn('the answers kept for offline reading could not be removed', error);
  }
}
