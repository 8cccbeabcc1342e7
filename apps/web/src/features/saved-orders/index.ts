/**
 * The saved orders feature (issue 12 item 2; spec 2 §2 saved-orders, §3 Saved order, §4 re-order and delete):
 * /orders/saved with its list, details, re-order and delete.
 */

/** The saved orders page, loaded with its route. */
export const savedOrdersPages = { list: () => import('./pages/SavedOrdersPage') };
