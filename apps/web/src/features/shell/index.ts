// The shell feature's public face: other features, app/ and tests import it from here only (DESIGN §3).
export { AppStatus } from './components/AppStatus';
export { BreadcrumbBar, type Crumb } from './components/BreadcrumbBar';
export { HeaderIcons } from './components/HeaderIcons';
export { NavigationProgress } from './components/NavigationProgress';
export { PageLoader } from './components/PageLoader';
export { MAIN_CONTENT_ID } from './components/SkipLink';
export { BareLayout } from './layouts/BareLayout';
export { BeforeLoginLayout } from './layouts/BeforeLoginLayout';
export { PortalLayout } from './layouts/PortalLayout';
export { preloadSessionChrome } from './components/session-chrome';
export { MaintenancePage } from './pages/MaintenancePage';
export { UnauthorizedPage } from './pages/UnauthorizedPage';
export { PageErrorBoundary } from './pages/RouteErrorPage';
export { usePortalLinks } from './api/content';
export { useCustomerService, type CustomerService } from './api/customer-service';
export { useLanguage } from './hooks/use-language';

/** The error screens that are routes of their own, each loaded with its route. */
export const shellPages = {
  notFound: () => import('./pages/NotFoundPage'),
  forbidden: () => import('./pages/ForbiddenPage'),
  /** /page/{path}: an internal page (pagecontent). */
  content: () => import('./pages/ContentPage'),
};
