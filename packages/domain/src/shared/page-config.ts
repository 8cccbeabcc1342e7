/**
 * The id of the element in which the server writes the portal's configuration into the page it sends, for the
 * web app's first render (apps/server/src/http/page-config.ts writes it, apps/web/src/lib/portal-config.ts reads it).
 */
export const PAGE_CONFIG_ELEMENT_ID = 'portal-config';
