import { describe, expect, it } from 'vitest';
import type { PermissionSchemaEntry } from './permission-schema';
import {
  canUseSingleSignOn,
  elearningSiteFor,
  parseSsoProvider,
  signInLanding,
  SSO_PROVIDERS,
} from './single-sign-on';

const entry = (rolenames: string[]): PermissionSchemaEntry => ({
  shipToId: '0000100001',
  shipToName: 'Bar Centrale',
  companyName: 'Centrale srl',
  companyId: '0000200001',
  shipToAddress: 'Via Roma 1, 20100 Milano',
  shipToStatus: 'ACTIVE',
  rpDetails: rolenames.map((rolename) => ({
    rolename,
    roleType: 'Owner',
    customerType: 'POS',
    permission: 'Home Page,Academy',
  })),
});

const allSections = ['Pub Menu', 'Academy', 'Catalogue'].map((label) => ({ label, value: '1' }));

describe('single sign-on providers (spec 1 §6: pubMenu, eLearning, Academy and Formazione)', () => {
  it('lists the four hand-offs', () => {
    expect(SSO_PROVIDERS).toEqual(['pubmenu', 'elearning', 'academy', 'formazione']);
  });

  it.each([
    ['eLearning', 'elearning'],
    ['pubMenu', 'pubmenu'],
    [' Academy ', 'academy'],
    ['Formazione', 'formazione'],
    ['facebook', null],
    ['', null],
    [null, null],
  ])('%s reads as %s', (name, expected) => {
    expect(parseSsoProvider(name)).toBe(expected);
  });
});

describe('canUseSingleSignOn (spec 3 §6: e-learning removed without the Academy permission)', () => {
  it.each([
    ['elearning', ['Academy'], allSections, true],
    ['elearning', ['Catalogue'], allSections, false],
    ['elearning', ['Academy'], [{ label: 'Academy', value: '0' }], false],
    ['academy', ['Academy'], allSections, true],
    ['academy', [], allSections, false],
    ['pubmenu', [], [], true],
    ['formazione', [], [], true],
  ] as const)('%s with %j and sections %j → %s', (provider, permissions, portalSections, expected) => {
    expect(canUseSingleSignOn(provider, { availablePermissions: permissions, portalSections })).toBe(
      expected,
    );
  });
});

describe('elearningSiteFor (spec 3 §6: Slovak variant for country SVK)', () => {
  it.each([
    ['SVK', 'slovak'],
    ['svk', 'slovak'],
    ['ITA', 'default'],
    ['CZE', 'default'],
    [null, 'default'],
  ])('%s → %s', (country, site) => {
    expect(elearningSiteFor(country)).toBe(site);
  });
});

describe('signInLanding (spec 3 §4, §6: POS Academy-only users go to e-learning)', () => {
  it.each([
    [[entry(['POS Academy'])], 'elearning'],
    [[entry(['POS Academy']), entry(['pos academy'])], 'elearning'],
    [[entry(['POS Academy']), entry(['POS Owner'])], 'portal'],
    [[entry(['POS Owner'])], 'portal'],
    [[], 'portal'],
  ])('%#: → %s', (schema, landing) => {
    expect(signInLanding(schema)).toBe(landing);
  });

  it('also recognises the fixed POS Academy role id', () => {
    const byId: PermissionSchemaEntry = {
      ...entry([]),
      rpDetails: [
        {
          rolename: 'Accademia',
          roleid: 'pos-academy',
          roleType: 'Basic',
          customerType: 'POS',
          permission: '',
        },
      ],
    };
    expect(signInLanding([byId], ['pos-academy'])).toBe('elearning');
    expect(signInLanding([byId])).toBe('portal');
  });
});
