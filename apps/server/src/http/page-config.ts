import { PAGE_CONFIG_ELEMENT_ID } from '@spina/domain';
import type { PortalSettings } from '../modules/portal/portal.service';

// The portal configuration is written into the page so that the web's first render has it: fetched after the
// app's code, its answer rendered the whole frame (header, footer, bottom bar) a second time on every first visit.

/** The public part of the configuration, as getPortalConfig answers it (without the per-type orderable units). */
export function pageConfigOf(settings: PortalSettings) {
  return {
    maintenance: settings.maintenance,
    banner_rotation: settings.banner_rotation,
    holidays: settings.holidays,
    sections: settings.sections.map(({ label, value }) => ({ label, value })),
  };
}

/**
 * The page with the configuration in its head, as JSON the browser does not run. Every '<' is escaped, so no
 * text of the configuration can close the element.
 */
export function withPageConfig(page: string, settings: PortalSettings): string {
  const json = JSON.stringify(pageConfigOf(settings)).replace(/</g, '\\u003c');
  const element = `<script id="${PAGE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return page.replace('</head>', () => `${element}</head>`);
}
