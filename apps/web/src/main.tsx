import '@mantine/core/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/App';
import { PortalRouter } from './app/PortalRouter';
import { createPortalRoutes } from './app/router';
import { preloadFirstRoute, prefetchOnIntent } from './app/route-prefetch';
import { createI18n } from './lib/i18n';
import { whenIdle } from './lib/idle';
import { storedLanguage } from './lib/i18n/language';
import { rememberStore, storedMarket } from './lib/market';
import { seedPortalConfig } from './lib/portal-config';
import { createQueryClient } from './lib/query-client';
import { hasStoredSession } from './features/auth';
import { preloadSessionChrome } from './features/shell';

const language = storedLanguage();
document.documentElement.lang = language;
// The store name goes with the first request, so it is set before anything is fetched.
rememberStore(storedMarket(), language);

const { i18n, ready } = createI18n(language);
const loadNamespaces = (namespaces: string[]) => i18n.loadNamespaces(namespaces);
const PortalRoutes = createPortalRoutes(loadNamespaces);
preloadFirstRoute(window.location.pathname, loadNamespaces);
prefetchOnIntent(loadNamespaces);
// A browser where a session is open: the signed-in frame's code loads while the session is restored.
if (hasStoredSession()) preloadSessionChrome();
const queryClient = createQueryClient();
seedPortalConfig(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
// The first render waits for the frame's texts: rendered before them, the portal showed a loader in their place,
// and React then held the frame back behind it for at least 300 ms (its throttled reveal of suspended content),
// the session's first calls with it. A catalogue that fails to load is shown by the frame, as later.
void ready
  .catch(() => undefined)
  .then(() =>
    // As a transition, the first render is built in slices that leave the main thread free, not in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <PortalRouter>
            <AppProviders i18n={i18n} queryClient={queryClient}>
              <PortalRoutes />
            </AppProviders>
          </PortalRouter>
        </StrictMode>,
      ),
    ),
  );

// The service worker exists in production builds only (vite.config.ts): neither `npm run dev` nor the tests have
// one. It is registered a few seconds after the page has loaded, at an idle moment: 'load' comes before the route's
// data and images, and the worker then downloads the whole shell, which must not compete with them on a phone.
const SERVICE_WORKER_DELAY_MS = 5_000;
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const start = () => void import('./lib/service-worker').then((module) => module.startServiceWorker());
  const later = () => window.setTimeout(() => whenIdle(start), SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
