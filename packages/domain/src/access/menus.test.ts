import { describe, expect, it } from 'vitest';
import { footerAccountLinks, userMenu } from './menus';
import type { PortalSection } from './sections';

const everything: PortalSection[] = ['Reporting', 'Contracts', 'My Profile'].map((label) => ({
  label,
  value: '1',
}));

describe('user menu (spec 1 §2.3)', () => {
  it('shows entries whose permission check passes, Documents first', () => {
    const menu = userMenu({
      availablePermissions: ['Reporting', 'My Profile'],
      portalSections: everything,
      customerType: 'On Premise',
    });
    expect(menu.entries.map((entry) => entry.label)).toEqual([
      'Documents',
      'Reporting',
      'My Profile',
      'Log out',
    ]);
    expect(menu.defaultTarget).toBe('/my-documents/documents');
  });

  // spec 1 §2.3: "For outlet users only Reporting and My Profile remain."
  it('keeps only Reporting and My Profile for Outlets customers, with Log out', () => {
    const menu = userMenu({
      availablePermissions: ['Reporting', 'Contracts', 'My Profile'],
      portalSections: everything,
      customerType: 'Outlets',
    });
    expect(menu.entries.map((entry) => entry.label)).toEqual(['Reporting', 'My Profile', 'Log out']);
    expect(menu.defaultTarget).toBe('/reporting');
  });

  it('falls back to Documents when no page entry is visible', () => {
    const menu = userMenu({ availablePermissions: [], portalSections: [], customerType: 'Outlets' });
    expect(menu.entries.map((entry) => entry.key)).toEqual(['logOut']);
    expect(menu.defaultTarget).toBe('/my-documents/documents');
  });

  it('takes the first visible entry as the default target', () => {
    const menu = userMenu({
      availablePermissions: ['Contracts'],
      portalSections: everything,
      customerType: 'Outlets',
    });
    expect(menu.defaultTarget).toBe('/my-documents/documents');
    const profileOnly = userMenu({
      availablePermissions: ['My Profile'],
      portalSections: everything,
      customerType: 'Outlets',
    });
    expect(profileOnly.defaultTarget).toBe('/my-profile/details');
  });
});

describe('footer My account links (spec 1 §2.8)', () => {
  it.each([
    ['On Premise', ['My Documents', 'Reporting', 'Contracts', 'My Profile']],
    ['Outlets', ['Reporting', 'My Profile']],
  ])('%s sees %j', (customerType, labels) => {
    const links = footerAccountLinks({
      availablePermissions: ['Reporting', 'Contracts', 'My Profile'],
      portalSections: everything,
      customerType,
    });
    expect(links.map((link) => link.label)).toEqual(labels);
    expect(links.every((link) => link.path?.startsWith('/'))).toBe(true);
  });
});
