/**
 * The tickets feature (issue 15 item 6; spec 3 §2 "Support Tickets with case creation", §3, §7 Tickets): the
 * customer's tickets as a tab of /support, and customer service's page to answer them.
 */

/** The Tickets tab of the support area, loaded when it is shown. */
export const loadCustomerTicketsTab = () => import('./components/CustomerTicketsTab');

/** Customer service's tickets page, loaded with its route. */
export const ticketsPages = {
  staff: () => import('./pages/StaffTicketsPage'),
};
