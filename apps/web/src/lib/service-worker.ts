/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './app-update';

/** How often an open portal asks whether a new version was deployed, besides each time it is shown again. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (decision 0038). The first one takes over at once. A later version installs in
 * the background and waits: the page offers it ('A new version is available — Reload'), and taking it reloads
 * every open page of the portal, so none keeps running old code against the new files. Loaded after the
 * page, in production builds only (main.tsx).
 */
export function startServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh: () => offerUpdate(() => void update(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine && document.visibilityState === 'visible')
          registration.update().catch(() => undefined);
      };
      window.setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', check);
    },
    onRegisterError: (error: unknown) => console.warn('the service worker could not be registered', error),
  });
}
