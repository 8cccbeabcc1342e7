import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { RouteGuard, useSession } from '../features/auth';
import {
  AppStatus,
  BreadcrumbBar,
  PageLoader,
  BareLayout,
  BeforeLoginLayout,
  PortalLayout,
  MaintenancePage,
  NavigationProgress,
  UnauthorizedPage,
} from '../features/shell';
import { loadTutorial } from '../features/tutorial';
import { usePortalConfig } from '../lib/portal-config';
import { useRouteEffects } from './route-effects';
import { useRouteHistory } from './route-history';
import type { RouteMeta } from './route-meta';
import { useRouteMeta } from './route-meta';

function GuardedPage({ meta, children }: { meta: RouteMeta | null; children: ReactNode }) {
  const config = usePortalConfig();
  // A configuration that cannot be loaded leaves no section enabled (spec 1 §8: logged, no message).
  const portalSections = config.isError ? [] : config.data?.sections;
  const page = <Suspense fallback={<PageLoader />}>{children}</Suspense>;
  if (!meta || meta.name === 'Error404') return page;
  return (
    <RouteGuard
      routeName={meta.name}
      portalSections={portalSections}
      loading={<PageLoader />}
      unauthorized={<UnauthorizedPage />}
    >
      {page}
    </RouteGuard>
  );
}

function Breadcrumb({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const history = useRouteHistory();
  if (!meta.breadcrumb) return null;
  const items = [
    ...meta.breadcrumb.map((step) => ({ label: t(step.title), path: step.path })),
    { label: t(meta.title), path: pathname },
  ];
  // Back returns to the previous page of this visit, or home when the portal was opened here.
  const back = () => void (history.length > 1 ? navigate(-1) : navigate('/'));
  return <BreadcrumbBar items={items} onBack={back} />;
}

const Tutorial = lazy(loadTutorial);

/**
 * The first-login tutorial over the portal's pages (spec 3 §2, §4), for signed-in users only: its code loads
 * with their first page, and it appears when ready, without a loader, as the page is usable meanwhile.
 */
function SignedInTutorial() {
  const { status } = useSession();
  if (status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <Tutorial />
    </Suspense>
  );
}

function Layout({ meta, children }: { meta: RouteMeta | null; children: ReactNode }) {
  if (meta?.noPortalChrome) return <BareLayout>{children}</BareLayout>;
  if (meta?.layout === 'before-login') return <BeforeLoginLayout>{children}</BeforeLoginLayout>;
  return (
    <>
      <PortalLayout
        variant={meta?.layout === 'information' ? 'information' : 'default'}
        breadcrumb={meta ? <Breadcrumb meta={meta} /> : null}
        hideFooter={meta?.hideFooter}
        showScrollTop={meta?.name === 'homepage'}
      >
        {children}
      </PortalLayout>
      <SignedInTutorial />
    </>
  );
}

/**
 * The frame around every route: the maintenance gate, the route's layout, the route guard of spec 1 §4.3,
 * the effects of each navigation (title, scroll, route history) and, above all of it, the bar of a navigation
 * under way and the offline and new-version notices.
 */
export function RootFrame({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  useRouteEffects(meta);
  const config = usePortalConfig();
  return (
    <>
      <NavigationProgress />
      <AppStatus />
      {config.data?.maintenance ? (
        <MaintenancePage />
      ) : (
        <Layout meta={meta}>
          <GuardedPage meta={meta}>{children}</GuardedPage>
        </Layout>
      )}
    </>
  );
}
