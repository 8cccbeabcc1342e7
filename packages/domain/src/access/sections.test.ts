import { describe, expect, it } from 'vitest';
import {
  ALWAYS_ALLOWED_SECTIONS,
  canOpenSection,
  routeDecision,
  ROUTES,
  type AccessContext,
} from './sections';

const context: AccessContext = {
  availablePermissions: ['Catalogue', 'My Orders', 'Reporting', 'Contracts'],
  portalSections: [
    { label: 'Catalogue', value: '1' },
    { label: 'My Orders', value: '1' },
    { label: 'Reporting', value: '0' },
    { label: 'Support', value: '1' },
  ],
};

describe('canOpenSection (spec 1 §4.3, spec 3 §6)', () => {
  it.each(['Home Page', 'Pub Menu', 'Product Recommendation', 'My Documents', 'Empties Management'])(
    '%s is always allowed',
    (section) => {
      expect(canOpenSection(section, { availablePermissions: [], portalSections: [] })).toBe(true);
    },
  );

  it.each([
    ['Catalogue', true, 'configured with 1 and permitted'],
    ['My Orders', true, 'configured with 1 and permitted'],
    ['Reporting', false, "configured with '0'"],
    ['Contracts', false, 'not configured'],
    ['Support', false, 'configured but not permitted'],
    [' Catalogue ', true, 'trimmed'],
  ])('%s → %s (%s)', (section, expected) => {
    expect(canOpenSection(section, context)).toBe(expected);
  });

  it('keeps the always-allowed list to the five sections of the spec', () => {
    expect(ALWAYS_ALLOWED_SECTIONS).toHaveLength(5);
  });
});

describe('route guard (spec 1 §2.2, §4.3)', () => {
  const user = { ...context, isLoggedIn: true };
  it.each([
    ['products', user, 'allow'],
    ['products', null, 'unauthorized'],
    ['reporting', user, 'forbidden'],
    ['support', user, 'forbidden'],
    ['myDocuments', user, 'allow'],
    ['homepage', null, 'allow'],
    ['news', null, 'allow'],
    ['thanks', { ...user, isLoggedIn: false }, 'unauthorized'],
    ['thanks', user, 'allow'],
    ['no-such-route', user, 'not-found'],
  ] as const)('%s for %j → %s', (route, who, decision) => {
    expect(routeDecision(route, who)).toBe(decision);
  });

  it('lists the cart under Catalogue', () => {
    expect(ROUTES.cart).toEqual({ path: '/cart', requiresLogin: true, section: 'Catalogue' });
  });
});
