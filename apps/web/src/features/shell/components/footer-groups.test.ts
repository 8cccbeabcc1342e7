import { describe, expect, it } from 'vitest';
import type { PortalLink } from '@spina/domain';
import { footerGroups } from './footer-groups';

const link = (name: string, group: string | null, order: number, type = 'footer'): PortalLink => ({
  name,
  type,
  group,
  label: name,
  url: `/${name}`,
  order,
});
const allEnabled = ['My Documents', 'Reporting', 'Contracts', 'My Profile'].map((label) => ({
  label,
  value: '1',
}));
const signedIn = (customerType: string, permissions: string[]) => ({
  signedIn: true,
  customerType,
  availablePermissions: permissions,
  portalSections: allEnabled,
});

describe('footer link groups (spec 1 §2.8)', () => {
  const serverLinks = [
    link('support-news', 'support', 5),
    link('orders-cart', 'Orders', 3),
    link('beers', 'products catalogue', 1),
    link('brand-a', 'brands', 4),
    link('fb', null, 6, 'social'),
  ];

  it('groups the server’s links in the spec’s order and leaves out ungrouped ones', () => {
    const groups = footerGroups(serverLinks, null);
    expect(groups.map((group) => group.key)).toEqual(['products catalogue', 'Orders', 'brands', 'support']);
    expect(groups[0]?.titleKey).toBe('footer.groups.products catalogue');
  });

  it('adds no My account group for visitors', () => {
    expect(
      footerGroups(serverLinks, { ...signedIn('On Premise', []), signedIn: false }).map((g) => g.key),
    ).not.toContain('myAccount');
  });

  it('shows each My account link only with its permission', () => {
    const groups = footerGroups([], signedIn('On Premise', ['Reporting', 'Contracts']));
    expect(groups).toHaveLength(1);
    // My Documents is always allowed (spec 1 §4.3), so it stays without the permission.
    expect(groups[0]?.links.map((entry) => entry.url)).toEqual([
      '/my-documents/documents',
      '/reporting',
      '/contracts',
    ]);
  });

  it('keeps only Reporting and My Profile for Outlets customers', () => {
    const groups = footerGroups(
      [],
      signedIn('Outlets', ['My Documents', 'Reporting', 'Contracts', 'My Profile']),
    );
    expect(groups[0]?.links.map((entry) => entry.labelKey)).toEqual([
      'footer.accountLinks.reporting',
      'footer.accountLinks.myProfile',
    ]);
  });

  it('keeps a group the spec does not name, titled as the server sent it, after the known ones', () => {
    const groups = footerGroups([link('x', 'Seasonal', 0), link('beers', 'products catalogue', 1)], null);
    expect(groups.map((group) => [group.key, group.titleKey])).toEqual([
      ['products catalogue', 'footer.groups.products catalogue'],
      ['Seasonal', null],
    ]);
  });
});
