import { describe, expect, it } from 'vitest';
import {
  availablePermissions,
  customerTypeOf,
  hasCatalogue,
  hasEmptiesManagement,
  isOutletsCustomer,
  isPosAcademyUser,
  isSuspended,
  isWholesaleUser,
  parsePermissions,
  permissionSchemaEntrySchema,
  profileErrors,
  shipToHasCatalogue,
  type PermissionSchemaEntry,
  type RoleDetails,
} from './permission-schema';

function role(overrides: Partial<RoleDetails> = {}): RoleDetails {
  return {
    rolename: 'On Premise Owner',
    roleType: 'Owner',
    customerType: 'On Premise',
    permission: [],
    ...overrides,
  };
}

function shipTo(id: string, roles: RoleDetails[], status = 'ACTIVE'): PermissionSchemaEntry {
  return {
    shipToId: id,
    shipToName: `Bar ${id}`,
    companyName: 'Osteria Srl',
    companyId: '0000100001',
    shipToAddress: 'Via Roma 1, Milano',
    shipToStatus: status,
    rpDetails: roles,
  };
}

describe('permissions (spec 1 §3: "permission (a list, or a comma-separated string)")', () => {
  it.each([
    ['Catalogue, My Orders ,,Reporting', ['Catalogue', 'My Orders', 'Reporting']],
    [['Catalogue', ' Catalogue ', ''], ['Catalogue']],
    ['', []],
    [null, []],
    [undefined, []],
  ] as const)('parsePermissions(%j)', (permission, expected) => {
    expect(parsePermissions(permission as string | string[] | null | undefined)).toEqual(expected);
  });

  it('collects a deduplicated available list over ship-tos and roles', () => {
    const schema = [
      shipTo('1', [role({ permission: 'Catalogue,My Orders' }), role({ permission: ['Reporting'] })]),
      shipTo('2', [role({ permission: ['My Orders', 'Contracts'] })]),
    ];
    expect(availablePermissions(schema)).toEqual(['Catalogue', 'My Orders', 'Reporting', 'Contracts']);
  });

  // spec 1 §6: "A Catalogue permission (a ship-to permission containing 'Catalogue')"
  it('finds the Catalogue permission on any ship-to', () => {
    const withCatalogue = shipTo('1', [role({ permission: 'Home Page,Catalogue' })]);
    const without = shipTo('2', [role({ permission: ['My Orders'] })]);
    expect(hasCatalogue([without, withCatalogue])).toBe(true);
    expect(hasCatalogue([without])).toBe(false);
    expect(hasCatalogue(withCatalogue)).toBe(true);
    expect(hasCatalogue([])).toBe(false);
    expect(shipToHasCatalogue(without)).toBe(false);
  });

  it('reads a single rpDetails object as a list of one', () => {
    const parsed = permissionSchemaEntrySchema.parse({
      ...shipTo('1', []),
      rpDetails: role({ permission: 'Catalogue' }),
    });
    expect(parsed.rpDetails).toHaveLength(1);
    expect(hasCatalogue(parsed)).toBe(true);
  });

  it('knows the suspended status and the customer type', () => {
    expect(isSuspended(shipTo('1', [], 'SUSPENDED'))).toBe(true);
    expect(isSuspended(shipTo('1', [], 'suspended '))).toBe(true);
    expect(isSuspended(shipTo('1', []))).toBe(false);
    expect(customerTypeOf(shipTo('1', [role({ customerType: 'WHSL' })]))).toBe('WHSL');
    expect(customerTypeOf(shipTo('1', []))).toBeNull();
    expect(isOutletsCustomer('Outlets')).toBe(true);
    expect(isOutletsCustomer('On Premise')).toBe(false);
    expect(isOutletsCustomer(null)).toBe(false);
  });
});

describe('user kinds (spec 2 §5, §6; spec 3 §4, §6)', () => {
  it('POS Academy: every role is POS Academy, by name or fixed role id', () => {
    const academy = role({ rolename: 'POS Academy', customerType: 'POS' });
    expect(isPosAcademyUser([shipTo('1', [academy]), shipTo('2', [academy])])).toBe(true);
    expect(isPosAcademyUser([shipTo('1', [academy]), shipTo('2', [role()])])).toBe(false);
    expect(
      isPosAcademyUser([shipTo('1', [role({ rolename: 'Formazione', roleid: 'R-ACAD' })])], ['R-ACAD']),
    ).toBe(true);
    expect(
      isPosAcademyUser([shipTo('1', [role({ rolename: 'Formazione', roleid: 'R-1' })])], ['R-ACAD']),
    ).toBe(false);
    expect(isPosAcademyUser([])).toBe(false);
  });

  it("wholesale: a role name containing 'WHS' on the first ship-to", () => {
    const whs = role({ rolename: 'WHSL Owner', customerType: 'WHSL' });
    expect(isWholesaleUser([shipTo('1', [whs]), shipTo('2', [role()])])).toBe(true);
    expect(isWholesaleUser([shipTo('1', [role()]), shipTo('2', [whs])])).toBe(false);
    expect(isWholesaleUser([])).toBe(false);
  });

  it('Empties Management: the permission or one of the two role names', () => {
    expect(hasEmptiesManagement(shipTo('1', [role({ permission: 'Catalogue, Empties Management' })]))).toBe(
      true,
    );
    expect(hasEmptiesManagement(shipTo('1', [role({ rolename: 'On Premise Empties Management' })]))).toBe(
      true,
    );
    expect(
      hasEmptiesManagement(shipTo('1', [role({ rolename: 'On Premise Franchisee Empties Management' })])),
    ).toBe(true);
    expect(hasEmptiesManagement(shipTo('1', [role({ permission: 'Catalogue' })]))).toBe(false);
  });

  // spec 1 §4.1: "flagged as a profile error ('Country is not fill', 'Customer type is not fill')"
  it.each([
    ['ITA', [shipTo('1', [role()])], []],
    ['', [shipTo('1', [role()])], ['Country is not fill']],
    [null, [], ['Country is not fill', 'Customer type is not fill']],
    ['CZE', [shipTo('1', [role({ customerType: ' ' })])], ['Customer type is not fill']],
  ] as const)('country %j → %j', (country, permissionSchema, errors) => {
    expect(profileErrors({ country, permissionSchema: [...permissionSchema] })).toEqual(errors);
  });
});
