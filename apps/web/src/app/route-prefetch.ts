import { matchRoutes } from 'react-router';
import { NOT_FOUND_ROUTE, PORTAL_ROUTES, routePage, type NamespaceLoader, type PortalRoute } from './router';

const TABLE = [...PORTAL_ROUTES, NOT_FOUND_ROUTE].map((route) => ({ id: route.name, path: route.path }));

/** The route of an address (its path only), else the 404 route. */
export function routeAt(pathname: string): PortalRoute {
  const id = matchRoutes(TABLE, pathname)?.at(-1)?.route.id;
  return [...PORTAL_ROUTES, NOT_FOUND_ROUTE].find((route) => route.name === id) ?? NOT_FOUND_ROUTE;
}

/**
 * Starts loading a route's code and texts through the route's lazy page, which then renders at once when they
 * are here; a failure here is left for the page's own render to show.
 */
export function loadRoute(route: PortalRoute, loadNamespaces: NamespaceLoader): void {
  routePage(route, loadNamespaces).prefetch();
}

/**
 * Loads the first page's code and texts at once. Otherwise they are asked for only when the page renders,
 * which for a signed-in route is after the session is restored (two calls to the server): loading them
 * meanwhile takes those round trips off the way to the first screen on a slow connection.
 */
export function preloadFirstRoute(pathname: string, loadNamespaces: NamespaceLoader): void {
  loadRoute(routeAt(pathname), loadNamespaces);
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Loads the page of a link the moment the pointer rests on it, a finger touches it or the keyboard reaches it,
 * so that by the click its code is usually there: the next page opens without a loader. Each route once.
 * Answers the function that stops listening.
 */
export function prefetchOnIntent(loadNamespaces: NamespaceLoader, root: Document = document): () => void {
  const loaded = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const route = routeAt(link.pathname);
    if (route === NOT_FOUND_ROUTE || loaded.has(route.name)) return;
    loaded.add(route.name);
    loadRoute(route, loadNamespaces);
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
}
