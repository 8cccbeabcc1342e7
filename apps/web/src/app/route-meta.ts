import { createContext, useContext } from 'react';
import type { RouteName, Section, StaffRouteName } from '@spina/domain';

/** The layouts of spec 1 §2.1; noPortalChrome overrides them with a page of its own. */
export type LayoutName = 'default' | 'information' | 'before-login';

/** A step of a route's breadcrumb: a translation key of the shell catalogue and a path. */
export type BreadcrumbStep = { title: string; path: string };

/** The metadata of one route of spec 1 §2.2. */
export type RouteMeta = {
  name: RouteName | StaffRouteName | 'Error404';
  requireAuthentication: boolean;
  /** Section the route needs (spec 1 §4.3); null when none. */
  permission: Section | null;
  layout: LayoutName;
  noPortalChrome: boolean;
  isUserVerification: boolean;
  hideFooter: boolean;
  /** Translation key (shell catalogue) of the page title. */
  title: string;
  /** Steps between Home and the current page; null for a page without a breadcrumb bar. */
  breadcrumb: BreadcrumbStep[] | null;
};

export const RouteMetaContext = createContext<RouteMeta | null>(null);

/** The metadata of the route being shown. */
export function useRouteMeta(): RouteMeta | null {
  return useContext(RouteMetaContext);
}
