import { describe, expect, it } from 'vitest';
import type { PortalSettings } from '../modules/portal/portal.service';
import { withPageConfig } from './page-config';

const SETTINGS: PortalSettings = {
  maintenance: false,
  banner_rotation: 6000,
  holidays: [['01-01'], [], [], [], [], [], [], [], [], [], [], ['12-25']],
  sections: [{ label: 'Ordini </script><script>alert(1)</script>', value: 'orders' }],
  orderableUnits: { default: 'Packaging,Layers,Pallets', rules: [] },
};

const PAGE =
  '<!doctype html><html><head><title>Spina</title></head><body><div id="root"></div></body></html>';

describe('the portal configuration written into the page (issue 16: the first render has it)', () => {
  it('holds the public configuration as JSON in the head, without the orderable units', () => {
    const page = withPageConfig(PAGE, SETTINGS);
    const found = /<script id="portal-config" type="application\/json">(.*?)<\/script><\/head>/.exec(page);
    expect(found).not.toBeNull();
    expect(JSON.parse(found![1]!)).toEqual({
      maintenance: false,
      banner_rotation: 6000,
      holidays: SETTINGS.holidays,
      sections: SETTINGS.sections,
    });
    expect(page.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });

  it('escapes every "<", so that no text of the configuration closes the element', () => {
    const page = withPageConfig(PAGE, SETTINGS);
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).toContain('Ordini \\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });
});
