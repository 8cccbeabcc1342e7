import type { ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { ROUTES, STAFF_ROUTES, type RouteName, type StaffRouteName } from '@spina/domain';
import { authPages } from '../features/auth';
import { brandsPages } from '../features/brands';
import { checkoutPages } from '../features/checkout';
import { contactPages } from '../features/contact';
import { contractsPages } from '../features/contracts';
import { documentsPages } from '../features/documents';
import { foodPairingPages } from '../features/food-pairing';
import { cataloguePages } from '../features/catalogue';
import { homePages } from '../features/home';
import { marketingPages } from '../features/marketing';
import { newsPages } from '../features/news';
import { ordersPages } from '../features/orders';
import { profilePages } from '../features/profile';
import { reportingPages } from '../features/reporting';
import { savedOrdersPages } from '../features/saved-orders';
import { PageErrorBoundary, shellPages } from '../features/shell';
import { staffPages } from '../features/staff';
import { supportPages } from '../features/support';
import { sustainabilityPages } from '../features/sustainability';
import { ticketsPages } from '../features/tickets';
import { lazyComponent, type PreloadableComponent } from '../lib/lazy-component';
import { RootFrame } from './RootFrame';
import { RouteMetaContext, type BreadcrumbStep, type LayoutName, type RouteMeta } from './route-meta';

type PageModule = { default: ComponentType };

/** A route of the table: its metadata, its path, the code of its page and the texts the page needs. */
export type PortalRoute = RouteMeta & { path: string; page: () => Promise<PageModule>; namespaces: string[] };

type RouteOptions = {
  page: () => Promise<PageModule>;
  layout?: LayoutName;
  /** Parent routes shown between Home and the page; false for a page without a breadcrumb bar. */
  breadcrumb?: RouteName[] | false;
  noPortalChrome?: boolean;
  isUserVerification?: boolean;
  hideFooter?: boolean;
  /** Feature catalogues the page uses, loaded with its code. */
  namespaces?: string[];
};

/** The address of a parent route in a breadcrumb; only routes without required parameters can be parents. */
export function breadcrumbPath(name: RouteName): string {
  const path = ROUTES[name].path.replace(/\/:[^/]+\?$/, '');
  if (path.includes(':'))
    throw new Error(`Route ${name} (${path}) needs parameters and cannot be a breadcrumb parent`);
  return path;
}

/** A route of spec 1 §2.2: path, sign-in and section come from the domain's route rules. */
function route(name: RouteName, options: RouteOptions): PortalRoute {
  const rule = ROUTES[name];
  const parents = options.breadcrumb === false ? null : (options.breadcrumb ?? []);
  return {
    name,
    path: rule.path,
    requireAuthentication: rule.requiresLogin,
    permission: rule.section,
    layout: options.layout ?? 'default',
    noPortalChrome: options.noPortalChrome ?? false,
    isUserVerification: options.isUserVerification ?? false,
    hideFooter: options.hideFooter ?? false,
    title: `routes.${name}`,
    breadcrumb:
      parents?.map((parent): BreadcrumbStep => ({
        title: `routes.${parent}`,
        path: breadcrumbPath(parent),
      })) ?? null,
    page: options.page,
    namespaces: options.namespaces ?? [],
  };
}

/** A page of customer-service staff (the domain's STAFF_ROUTES): signed in, opened by staff only. */
function staffRoute(name: StaffRouteName, options: RouteOptions): PortalRoute {
  return {
    name,
    path: STAFF_ROUTES[name].path,
    requireAuthentication: true,
    permission: null,
    layout: options.layout ?? 'default',
    noPortalChrome: false,
    isUserVerification: false,
    hideFooter: options.hideFooter ?? false,
    title: `routes.${name}`,
    breadcrumb: options.breadcrumb === false ? null : [],
    page: options.page,
    namespaces: options.namespaces ?? [],
  };
}

// The catalogue's screens show the domain's labels (packaging, sorts, flags) through the messages catalogue,
// and the cart's counters on every card.
const CATALOGUE_NAMESPACES = ['catalogue', 'cart', 'messages'];

// The orders' screens translate the server's refusals (spec 2 §8) through the messages catalogue.
const ORDERS_NAMESPACES = ['orders', 'messages'];

// The forms show the domain's field messages and the sign-in feature's error texts.
const CONTACT_NAMESPACES = ['contact', 'auth', 'messages'];

const notFoundPage = shellPages.notFound;

/** The route table of spec 1 §2.2, in the spec's order. */
export const PORTAL_ROUTES: PortalRoute[] = [
  route('homepage', {
    page: homePages.home,
    breadcrumb: false,
    namespaces: ['home', 'banners'],
  }),
  route('userVerification', {
    page: authPages.verification,
    layout: 'before-login',
    isUserVerification: true,
    breadcrumb: false,
    namespaces: ['auth', 'messages'],
  }),
  route('products', { page: cataloguePages.products, namespaces: CATALOGUE_NAMESPACES }),
  route('productsDetail', {
    page: cataloguePages.productsDetail,
    breadcrumb: ['products'],
    namespaces: CATALOGUE_NAMESPACES,
  }),
  route('favorites', {
    page: cataloguePages.favorites,
    breadcrumb: ['products'],
    namespaces: CATALOGUE_NAMESPACES,
  }),
  route('suggested-cart', {
    page: cataloguePages.suggestedCart,
    breadcrumb: ['products'],
    namespaces: CATALOGUE_NAMESPACES,
  }),
  route('orders-history', { page: ordersPages.history, namespaces: ORDERS_NAMESPACES }),
  route('orders-detail', {
    page: ordersPages.detail,
    breadcrumb: ['orders-history'],
    namespaces: ORDERS_NAMESPACES,
  }),
  route('saved-orders', {
    page: savedOrdersPages.list,
    breadcrumb: ['orders-history'],
    namespaces: ['saved-orders', 'messages'],
  }),
  route('my-profile', {
    page: profilePages.myProfile,
    namespaces: ['profile', 'users', 'auth', 'messages'],
  }),
  route('contracts', { page: contractsPages.contracts, namespaces: ['contracts'] }),
  route('reporting', { page: reportingPages.reporting, namespaces: ['reporting', 'messages'] }),
  route('myDocuments', { page: documentsPages.myDocuments, namespaces: ['documents', 'messages'] }),
  route('marketingMaterials', {
    page: marketingPages.materials,
    namespaces: ['marketing', 'banners'],
  }),
  route('news', { page: newsPages.list, layout: 'information', namespaces: ['news'] }),
  route('newsItem', {
    page: newsPages.article,
    layout: 'information',
    breadcrumb: ['news'],
    namespaces: ['news'],
  }),
  route('support', { page: supportPages.support, namespaces: ['support', 'tickets', 'messages'] }),
  route('login', {
    page: authPages.login,
    layout: 'before-login',
    breadcrumb: false,
    namespaces: ['auth', 'messages'],
  }),
  route('forgotPassword', {
    page: authPages.forgotPassword,
    layout: 'before-login',
    breadcrumb: false,
    namespaces: ['auth', 'messages'],
  }),
  route('resetPassword', {
    page: authPages.resetPassword,
    layout: 'before-login',
    breadcrumb: false,
    namespaces: ['auth', 'messages'],
  }),
  route('cart', {
    page: checkoutPages.cart,
    hideFooter: true,
    namespaces: ['cart', 'checkout', 'delivery', 'messages'],
  }),
  route('become-partner', {
    page: contactPages.becomePartner,
    layout: 'information',
    namespaces: CONTACT_NAMESPACES,
  }),
  route('sustainability', {
    page: sustainabilityPages.landing,
    layout: 'information',
    namespaces: ['sustainability'],
  }),
  route('sustainabilitySurvey', {
    page: sustainabilityPages.survey,
    layout: 'information',
    breadcrumb: ['sustainability'],
    namespaces: ['sustainability', 'auth', 'messages'],
  }),
  route('foodParingConfigurator', {
    page: foodPairingPages.configurator,
    layout: 'information',
    breadcrumb: ['sustainability'],
    namespaces: ['food-pairing'],
  }),
  route('ourBrands', { page: brandsPages.list, layout: 'information', namespaces: ['brands'] }),
  route('ourBrand', {
    page: brandsPages.brand,
    layout: 'information',
    breadcrumb: ['ourBrands'],
    namespaces: ['brands'],
  }),
  // After an order, or after the contact form (its own page, chosen by the address).
  route('thanks', {
    page: () => import('./pages/ThanksPage'),
    namespaces: ['checkout', ...CONTACT_NAMESPACES],
  }),
  route('contact', { page: contactPages.contact, layout: 'information', namespaces: CONTACT_NAMESPACES }),
  route('page', { page: shellPages.content, layout: 'information' }),
  route('saml-error', {
    page: authPages.samlError,
    noPortalChrome: true,
    breadcrumb: false,
    namespaces: ['auth'],
  }),
  route('Error403', { page: shellPages.forbidden }),
  staffRoute('staffActAs', {
    page: staffPages.actAs,
    namespaces: ['staff', 'messages'],
  }),
  staffRoute('staffTickets', {
    page: ticketsPages.staff,
    namespaces: ['tickets', 'messages'],
  }),
];

/** Any other path: the 404 page (spec 1 §2.2 Error404). */
export const NOT_FOUND_ROUTE: PortalRoute = {
  name: 'Error404',
  path: '*',
  requireAuthentication: false,
  permission: null,
  layout: 'default',
  noPortalChrome: false,
  isUserVerification: false,
  hideFooter: false,
  title: 'routes.Error404',
  breadcrumb: [],
  page: notFoundPage,
  namespaces: [],
};

const ALL_ROUTES = [...PORTAL_ROUTES, NOT_FOUND_ROUTE];

/** Loads feature catalogues; the translation engine's loadNamespaces. */
export type NamespaceLoader = (namespaces: string[]) => Promise<unknown>;

type RoutePages = WeakMap<PortalRoute, PreloadableComponent<ComponentType>>;
const pagesByLoader = new WeakMap<NamespaceLoader, RoutePages>();

/**
 * The lazy page of a route, one per route and texts loader, so that the load route-prefetch starts is the one the
 * page renders from. The page's code and texts load together, so it appears complete rather than behind a second
 * loader.
 */
export function routePage(
  route: PortalRoute,
  loadNamespaces: NamespaceLoader,
): PreloadableComponent<ComponentType> {
  let pages = pagesByLoader.get(loadNamespaces);
  if (!pages) {
    pages = new WeakMap();
    pagesByLoader.set(loadNamespaces, pages);
  }
  let page = pages.get(route);
  if (!page) {
    page = lazyComponent(async () => {
      const [module] = await Promise.all([
        route.page(),
        route.namespaces.length > 0 ? loadNamespaces(route.namespaces) : null,
      ]);
      return module;
    });
    pages.set(route, page);
  }
  return page;
}

/** The route of an address: its entry in the table, else the 404 route. */
export function routeOf(routes: RouteObject[], location: Location | string): PortalRoute {
  const id = matchRoutes(routes, location)?.at(-1)?.route.id;
  return ALL_ROUTES.find((route) => route.name === id) ?? NOT_FOUND_ROUTE;
}

/**
 * The portal's routes as one component: each page's code is split out and loaded on first visit (route-level
 * code splitting), inside the root frame of its route (layout, guard, navigation effects).
 */
export function createPortalRoutes(loadNamespaces: NamespaceLoader): ComponentType {
  const routes: RouteObject[] = ALL_ROUTES.map((route) => {
    const Page = routePage(route, loadNamespaces);
    return { id: route.name, path: route.path, element: <Page /> };
  });
  return function PortalRoutes() {
    const location = useLocation();
    const element = useRoutes(routes, location);
    return (
      <RouteMetaContext.Provider value={routeOf(routes, location)}>
        <RootFrame>
          <PageErrorBoundary key={location.pathname}>{element}</PageErrorBoundary>
        </RootFrame>
      </RouteMetaContext.Provider>
    );
  };
}
