import { PAGE_CONFIG_ELEMENT_ID } from '@spina/domain';
import { publicPortalConfig, type PortalSettings } from '../modules/portal/portal.service';

// The portal configuration is written into the page so that the web's first render has it: fetched after the
// app's code, its answer rendered the whole frame (header, footer, bottom bar) a second time on every first visit.

/**
 * The page with the configuration in its head, as JSON the browser does not run. Every '<' is escaped, so no
 * text of the configuration can close the element.
 */
export function withPageConfig(page: string, settings: PortalSettings): string {
  const json = JSON.stringify(publicPortalConfig(settings)).replace(/</g, '\\u003c');
  const element = `<script id="${PAGE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return page.replace('</head>', () => `${element}</head>`);
}
