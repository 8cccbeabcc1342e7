/**
 * The caches the service worker keeps besides its precache (the app shell), named here because the page
 * empties one of them too: the answers saved for reading offline belong to whoever is signed in (decision 0038).
 */
export const CACHE_NAMES = {
  /** Catalogue, cart and other reads of the signed-in user, saved for when the network drops. */
  offlineReads: 'spina-offline-reads-v1',
  /** Product and content images under /media. */
  media: 'spina-media-v1',
} as const;
