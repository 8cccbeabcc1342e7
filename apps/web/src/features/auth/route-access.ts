import {
  isStaffRoute,
  routeDecision,
  staffRouteDecision,
  type PortalSection,
  type RouteDecision,
  type RouteName,
  type StaffRouteName,
} from '@spina/domain';
import type { Session } from './session';

/**
 * What the route guard does now: wait, open the page, show the 401 page, go to /error403, or go to /login
 * remembering the page (sign-in: the session check failed).
 */
export type RouteAccess = 'loading' | 'allow' | 'unauthorized' | 'forbidden' | 'sign-in';

/**
 * The route guard of spec 1 §4.3. It waits until the session and, for a signed-in user, the portal-wide
 * section list are loaded; then the domain's rule decides: a route needing sign-in shows the 401 page to a
 * visitor, or sends to /login when the session check failed; a signed-in user opens a section only when it
 * is available to them and enabled portal-wide with value '1' (always-allowed sections open regardless).
 * Staff pages follow the domain's staff rule.
 */
export function routeAccess(
  routeName: RouteName | StaffRouteName,
  session: Pick<Session, 'status' | 'user'>,
  portalSections: readonly PortalSection[] | undefined,
): RouteAccess {
  if (session.status === 'loading') return 'loading';
  const user = session.status === 'authenticated' ? session.user : null;
  let decision: RouteDecision;
  if (isStaffRoute(routeName)) {
    decision = staffRouteDecision(user ? { isLoggedIn: true, isStaff: user.isStaff } : null);
  } else {
    if (user && portalSections === undefined) return 'loading';
    decision = routeDecision(
      routeName,
      user
        ? {
            isLoggedIn: true,
            availablePermissions: user.allAvailablePermission,
            portalSections: portalSections ?? [],
          }
        : null,
    );
  }
  if (decision === 'unauthorized' && session.status === 'expired') return 'sign-in';
  // Every route of the table is known to the domain, so 'not-found' cannot come back for one of them.
  return decision === 'not-found' ? 'forbidden' : decision;
}
