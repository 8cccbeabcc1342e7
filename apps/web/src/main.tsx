import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/App';
import { createPortalRoutes } from './app/router';
import { preloadFirstRoute, prefetchOnIntent } from './app/route-prefetch';
import { createI18n } from './lib/i18n';
import { storedLanguage } from './lib/i18n/language';
import { rememberStore, storedMarket } from './lib/market';
import { createQueryClient } from './lib/query-client';

const language = storedLanguage();
document.documentElement.lang = language;
// The store name goes with the first request, so it is set before anything is fetched.
rememberStore(storedMarket(), language);

const { i18n } = createI18n(language);
const loadNamespaces = (namespaces: string[]) => i18n.loadNamespaces(namespaces);
const PortalRoutes = createPortalRoutes(loadNamespaces);
preloadFirstRoute(window.location.pathname, loadNamespaces);
prefetchOnIntent(loadNamespaces);
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <PortalRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
