import { useEffect, useRef } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../features/shell';
import { usePageOwnTitle } from '../lib/page-title';
import { recordVisit } from './route-history';
import type { RouteMeta } from './route-meta';

/** The page title for a route: its translated title and the portal name, or the portal name alone. */
export function pageTitle(routeTitle: string, appName: string): string {
  return routeTitle.trim() ? `${routeTitle} | ${appName}` : appName;
}

/**
 * What happens on every navigation (spec 1 §2.2): the page title is set from the route (or from what the page
 * shows, when it names itself with usePageTitle), the visit joins the
 * route history, and the page scrolls to the top unless the same page stays (a product page or list page
 * whose query or hash changed). Focus moves to the main content so screen readers start on the new page.
 */
export function useRouteEffects(meta: RouteMeta | null): void {
  const { t, i18n } = useTranslation('shell');
  const location = useLocation();
  const previousPath = useRef<string | null>(null);
  const routeTitle = meta ? t(meta.title, { defaultValue: '' }) : '';
  const title = usePageOwnTitle() ?? routeTitle;

  useEffect(() => {
    document.title = pageTitle(title, t('appName'));
  }, [title, t, i18n.language]);

  useEffect(() => {
    recordVisit({ name: meta?.name ?? 'unknown', path: `${location.pathname}${location.search}` });
  }, [meta?.name, location.pathname, location.search]);

  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = location.pathname;
    if (previous === null || previous === location.pathname) return;
    window.scrollTo({ top: 0, left: 0 });
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [location.pathname]);
}
