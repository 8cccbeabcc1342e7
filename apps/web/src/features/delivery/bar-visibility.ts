/** How the delivery-preferences bar shows on a page (spec 1 §2.4, §4.5). */
export type BarPresentation = 'hidden' | 'full' | 'summary';

/**
 * Pages that hide the bar (spec 1 §2.4 "an allowed list"; the spec does not give it). Ruling: pages that
 * are not about ordering hide it: account, documents, contracts, reporting, support, staff, the thank-you page
 * and the public information pages.
 */
const HIDDEN_PREFIXES = [
  '/my-profile',
  '/my-documents',
  '/contracts',
  '/reporting',
  '/support',
  '/thanks',
  '/staff',
  '/verification',
  '/error403',
  '/sustainability',
  '/become-partner',
  '/contact',
  '/foodparing',
  '/login',
  '/forgot-password',
  '/reset-password',
];

/** News and marketing pages show it as a collapsible summary (spec 1 §4.5), as phones do. */
const SUMMARY_PREFIXES = ['/news', '/marketing-materials'];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The bar's presentation at `pathname`, for a Catalogue user; `narrow` is a width of 768 px or less. */
export function barPresentation(pathname: string, narrow: boolean): BarPresentation {
  if (HIDDEN_PREFIXES.some((prefix) => under(pathname, prefix))) return 'hidden';
  if (narrow || SUMMARY_PREFIXES.some((prefix) => under(pathname, prefix))) return 'summary';
  return 'full';
}
