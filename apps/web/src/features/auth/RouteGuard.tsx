import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PortalSection, RouteName, StaffRouteName } from '@spina/domain';
import { loginPathFor } from './redirect';
import { routeAccess } from './route-access';
import { useSession } from './session';

/** The path a missing permission leads to (spec 1 §4.3). */
export const FORBIDDEN_PATH = '/error403';

type RouteGuardProps = {
  routeName: RouteName | StaffRouteName;
  /** The portal-wide section list; undefined while it loads. */
  portalSections: readonly PortalSection[] | undefined;
  /** Shown while the session or the section list loads. */
  loading: ReactNode;
  /** The 401 page, shown in place of a page that needs sign-in. */
  unauthorized: ReactNode;
  children: ReactNode;
};

/**
 * Opens the page, shows the 401 page, goes to /error403, or, when the session check failed, goes to /login
 * remembering the page, as spec 1 §4.3 decides for the current session.
 */
export function RouteGuard({ routeName, portalSections, loading, unauthorized, children }: RouteGuardProps) {
  const session = useSession();
  const location = useLocation();
  switch (routeAccess(routeName, session, portalSections)) {
    case 'loading':
      return loading;
    case 'unauthorized':
      return unauthorized;
    case 'sign-in':
      return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
    case 'forbidden':
      return <Navigate to={FORBIDDEN_PATH} replace />;
    case 'allow':
      return children;
  }
}
