import type { RouteDecision } from './sections';

/**
 * Pages of the producer's customer-service staff (DESIGN §6: staff may act as a customer user). They sit
 * beside the customer routes of spec 1 §2.2 and are opened by staff only; a staff member acting as a
 * customer user is that user until acting stops, so the pages are closed meanwhile.
 */
export const STAFF_ROUTES = {
  staffActAs: { path: '/staff/act-as' },
  /** Customers' support tickets, to answer them (spec 3 §7 Tickets). */
  staffTickets: { path: '/staff/tickets' },
} as const;
export type StaffRouteName = keyof typeof STAFF_ROUTES;

/** Where a staff member lands after signing in: the page to find a customer user and act as them. */
export const STAFF_LANDING_PATH = STAFF_ROUTES.staffActAs.path;

/** True for the name of a staff page. */
export function isStaffRoute(name: string): name is StaffRouteName {
  return Object.hasOwn(STAFF_ROUTES, name);
}

/**
 * The guard of a staff page: a visitor gets the 401 page, a signed-in user who is not staff (a customer, or
 * staff acting as one) goes to /error403, staff open it.
 */
export function staffRouteDecision(user: { isLoggedIn: boolean; isStaff: boolean } | null): RouteDecision {
  if (!user?.isLoggedIn) return 'unauthorized';
  return user.isStaff ? 'allow' : 'forbidden';
}
