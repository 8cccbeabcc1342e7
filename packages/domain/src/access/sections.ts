/** Section names used as permissions (spec 1 §6, spec 3 §6). */
export const SECTIONS = {
  homePage: 'Home Page',
  catalogue: 'Catalogue',
  myOrders: 'My Orders',
  myProfile: 'My Profile',
  contracts: 'Contracts',
  reporting: 'Reporting',
  myDocuments: 'My Documents',
  marketingMaterials: 'Marketing Materials',
  newsAndArticles: 'News & Articles',
  support: 'Support',
  emptiesManagement: 'Empties Management',
  academy: 'Academy',
  productRecommendation: 'Product Recommendation',
  pubMenu: 'Pub Menu',
  accessManagement: 'Access Management',
  menuCreator: 'Menu Creator',
} as const;
export type Section = (typeof SECTIONS)[keyof typeof SECTIONS];

/** Sections every signed-in user may open (spec 1 §4.3, spec 3 §6). */
export const ALWAYS_ALLOWED_SECTIONS: readonly string[] = [
  SECTIONS.homePage,
  SECTIONS.pubMenu,
  SECTIONS.productRecommendation,
  SECTIONS.myDocuments,
  SECTIONS.emptiesManagement,
];

/** One entry of the configuration's portal-wide section list; value '1' enables the section. */
export type PortalSection = { label: string; value: string };

/** The two layers of access: the user's available list and the portal-wide section list. */
export type AccessContext = {
  availablePermissions: readonly string[];
  portalSections: readonly PortalSection[];
};

/**
 * True when a section may open (spec 1 §4.3): always-allowed sections open; any other needs the
 * configuration entry with that label and value '1' and the user's permission.
 */
export function canOpenSection(section: string, context: AccessContext): boolean {
  const name = section.trim();
  if (ALWAYS_ALLOWED_SECTIONS.includes(name)) return true;
  const enabled = context.portalSections.some(
    (entry) => entry.label.trim() === name && String(entry.value).trim() === '1',
  );
  return enabled && context.availablePermissions.some((permission) => permission.trim() === name);
}

/** A route of spec 1 §2.2: its path, whether it needs sign-in, and the section it needs. */
export type RouteRule = { path: string; requiresLogin: boolean; section: Section | null };

const open = (path: string): RouteRule => ({ path, requiresLogin: false, section: null });
const signedIn = (path: string, section: Section | null = null): RouteRule => ({
  path,
  requiresLogin: true,
  section,
});

/** The route table of spec 1 §2.2, by route name. */
export const ROUTES = {
  homepage: { path: '/', requiresLogin: false, section: SECTIONS.homePage },
  userVerification: open('/verification'),
  products: signedIn('/catalog/products', SECTIONS.catalogue),
  productsDetail: signedIn('/catalog/:id', SECTIONS.catalogue),
  favorites: signedIn('/catalog/favorites', SECTIONS.catalogue),
  'suggested-cart': signedIn('/catalog/suggested-cart', SECTIONS.catalogue),
  'orders-history': signedIn('/orders/history', SECTIONS.myOrders),
  // Spec 2 §2: "order detail also exists (path not shown)".
  'orders-detail': signedIn('/orders/history/:orderNumber', SECTIONS.myOrders),
  'saved-orders': signedIn('/orders/saved', SECTIONS.myOrders),
  'my-profile': signedIn('/my-profile/:tab', SECTIONS.myProfile),
  contracts: signedIn('/contracts', SECTIONS.contracts),
  reporting: signedIn('/reporting', SECTIONS.reporting),
  myDocuments: signedIn('/my-documents/:tab', SECTIONS.myDocuments),
  marketingMaterials: signedIn('/marketing-materials', SECTIONS.marketingMaterials),
  news: open('/news'),
  newsItem: open('/news/:path'),
  support: signedIn('/support/:path', SECTIONS.support),
  login: open('/login'),
  forgotPassword: open('/forgot-password'),
  resetPassword: open('/reset-password'),
  cart: signedIn('/cart', SECTIONS.catalogue),
  'become-partner': open('/become-partner'),
  sustainability: open('/sustainability/:path?'),
  sustainabilitySurvey: signedIn('/sustainability/survey'),
  foodParingConfigurator: signedIn('/foodparing/configurator'),
  // Spec 3 §2 names the screen "Downloads and brand pages" and §7 its calls (ourbrand), not its routes.
  ourBrands: open('/our-brands'),
  ourBrand: open('/our-brands/:brand'),
  thanks: signedIn('/thanks'),
  contact: open('/contact'),
  // The portal's own pages (spec 3 §3 "page contents", §7 pagecontent): terms of use, cookies, privacy.
  page: open('/page/:path'),
  'saml-error': open('/saml-error'),
  Error403: open('/error403'),
} as const satisfies Record<string, RouteRule>;
export type RouteName = keyof typeof ROUTES;

/** What the route guard does: open the page, show 401, go to /error403, or show 404. */
export type RouteDecision = 'allow' | 'unauthorized' | 'forbidden' | 'not-found';

/**
 * The route guard of spec 1 §4.3: an unknown route is 404, a sign-in route for a visitor is 401, and a
 * signed-in user without the route's section goes to /error403. A visitor on the public homepage is let in.
 */
export function routeDecision(
  routeName: string,
  user: (AccessContext & { isLoggedIn: boolean }) | null,
): RouteDecision {
  const route = (ROUTES as Record<string, RouteRule>)[routeName];
  if (!route) return 'not-found';
  const isLoggedIn = user?.isLoggedIn === true;
  if (route.requiresLogin && !isLoggedIn) return 'unauthorized';
  if (route.section !== null && isLoggedIn && user && !canOpenSection(route.section, user))
    return 'forbidden';
  return 'allow';
}
