/**
 * The orders feature (issue 12 items 1, 3, 4, 5; spec 2 §2, §4): the order history, an order's detail, and
 * re-order, edit and cancel of a placed order.
 */

/** The orders pages, loaded with their routes. */
export const ordersPages = {
  history: () => import('./pages/OrderHistoryPage'),
  detail: () => import('./pages/OrderDetailPage'),
};
