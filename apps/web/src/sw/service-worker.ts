import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES } from './cache-names';
import { networkFirstRead, type OfflineReadsStore } from './offline-reads';

/**
 * The portal's service worker (decision 0038), built by vite-plugin-pwa, which writes the list of the build's
 * files into `self.__WB_MANIFEST`. It keeps the app shell so that a returning buyer sees the portal at once,
 * with or without network; product images; and the buyer's reads, for when the signal drops.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY_SECONDS = 24 * 60 * 60;

// The app shell: index.html, every script and stylesheet (pages load on demand, so all of them are kept for a
// page opened offline), the icons and the manifest. A new build replaces the list, and only the changed files
// are fetched again.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page address is the single-page app: answered with the kept index.html at once, even offline. The
// server's own addresses (the API, sign-in, media, health, the development mailbox) and files are not pages.
const SERVER_PATHS = /^\/(api|graphql|graphiql|media|auth|healthz|readyz|dev)(\/|$)/;
const FILE_NAME = /\/[^/]+\.[a-z0-9]+$/i;
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [SERVER_PATHS, FILE_NAME] }),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Product and content images: shown from the cache at once and refreshed behind, so a changed picture shows at
// the next visit; a few hundred at most, for a month.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/media/'),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.media,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// The buyer's reads: GraphQL queries (POST /graphql) and REST reads (GET /api/...), network first, the kept
// answer when the network cannot be reached. A week at most, and the 200 most recent.
const expiration = new CacheExpiration(CACHE_NAMES.offlineReads, {
  maxEntries: 200,
  maxAgeSeconds: 7 * DAY_SECONDS,
});
const offlineReads: OfflineReadsStore = {
  open: () => caches.open(CACHE_NAMES.offlineReads),
  written: async (key) => {
    await expiration.updateTimestamp(key);
    await expiration.expireEntries();
  },
  expired: (key) => expiration.isURLExpired(key),
};
const readHandler = ({ request, event }: { request: Request; event: ExtendableEvent }) =>
  networkFirstRead(request, offlineReads, (work) => event.waitUntil(work));
registerRoute(({ url }) => sameOrigin(url) && url.pathname === '/graphql', readHandler, 'POST');
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/'), readHandler, 'GET');

// A new version waits until the buyer chooses to reload (lib/service-worker.ts), so that an open page keeps
// the files it was built with; the first one takes over the page at once.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
