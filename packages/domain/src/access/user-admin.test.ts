import { describe, expect, it } from 'vitest';
import { SECTIONS as S } from './sections';
import {
  adminRank,
  customerTypeSections,
  grantRefusal,
  isDeactivatedStatus,
  mayChangeUser,
  nextUserStatuses,
  optionalPermissions,
  permissionMark,
  raisesOwnRights,
  type AdminRank,
  type GrantRequest,
  type HeldRole,
  type RoleDefinition,
} from './user-admin';

const OWNER_SECTIONS = [S.homePage, S.catalogue, S.myOrders, S.myProfile, S.reporting, S.accessManagement];
const role = (
  id: string,
  roleType: string,
  permissions: string[],
  customerType: string | null = 'On Premise',
): RoleDefinition => ({
  id,
  name: `${customerType ?? ''} ${roleType}`.trim(),
  roleType,
  customerType,
  permissions,
});

const ROLES: RoleDefinition[] = [
  role('op-owner', 'Owner', OWNER_SECTIONS),
  role('op-delegated', 'Delegated Owner', OWNER_SECTIONS),
  role('op-basic', 'Basic', [S.homePage, S.catalogue, S.myOrders, S.myProfile]),
  role('op-reporting', 'Reporting', [S.homePage, S.myProfile, S.reporting]),
  role('op-empties', 'Empties Management', [S.homePage, S.catalogue, S.emptiesManagement]),
  role('outlet-basic', 'Basic', [S.homePage, S.myProfile], 'Outlets'),
];
const SECTIONS_OF_ON_PREMISE = customerTypeSections(ROLES, 'On Premise');

describe('user statuses (spec 3 §4)', () => {
  it.each([
    ['Active', true, ['Inactive', 'Suspended', 'Exited', 'Move Out']],
    ['Invited', false, ['Inactive']],
    ['Inactive', true, ['Active', 'Suspended', 'Exited', 'Move Out']],
    ['Suspended', true, ['Active', 'Inactive', 'Exited', 'Move Out']],
    ['Move Out', true, ['Active', 'Inactive', 'Suspended', 'Exited']],
    // Never validated: activating gives the invitation back, not a signed-in account.
    ['Inactive', false, ['Invited', 'Suspended', 'Exited', 'Move Out']],
  ] as const)('%s (validated %s) may become %j', (current, validated, next) => {
    expect(nextUserStatuses(current, validated)).toEqual(next);
  });

  it.each([
    ['Active', false],
    ['Invited', false],
    ['Inactive', true],
    ['Suspended', true],
    ['Exited', true],
    ['Move Out', true],
    ['Something else', true],
  ])('%s is deactivated: %s', (status, deactivated) => {
    expect(isDeactivatedStatus(status)).toBe(deactivated);
  });
});

describe('who may change whom (spec 3 §6)', () => {
  const held = (roleType: string, permissions: string[] = []): HeldRole => ({ roleType, permissions });

  it.each([
    [[held('Owner')], 'owner'],
    [[held('Basic'), held('Owner')], 'owner'],
    [[held('Delegated Owner')], 'delegated'],
    // Access Management held as an extended permission also manages, as a delegate.
    [[held('Empties Management', [S.accessManagement])], 'delegated'],
    [[held('Basic', [S.catalogue])], 'regular'],
    [[], 'regular'],
  ] as const)('roles %j rank %s', (roles, rank) => {
    expect(adminRank(roles)).toBe(rank);
  });

  it.each<[AdminRank, AdminRank, boolean]>([
    ['owner', 'owner', true],
    ['owner', 'delegated', true],
    ['owner', 'regular', true],
    ['delegated', 'regular', true],
    // "Delegated Owner (all privileges; may change permissions of regular users)".
    ['delegated', 'delegated', false],
    ['delegated', 'owner', false],
    ['regular', 'regular', false],
  ])('%s may change %s: %s', (manager, target, allowed) => {
    expect(mayChangeUser(manager, target)).toBe(allowed);
  });
});

describe('the permission legend: contains, does not contain, optional (spec 3 §6)', () => {
  const basic = ROLES.find((item) => item.id === 'op-basic')!;

  it.each([
    [S.catalogue, 'contains'],
    [S.reporting, 'optional'],
    [S.emptiesManagement, 'optional'],
    // Access Management comes only with a manager role.
    [S.accessManagement, 'does-not-contain'],
    // No On Premise role gives it: it does not exist for the customer type.
    [S.menuCreator, 'does-not-contain'],
  ])('Basic and %s: %s', (section, mark) => {
    expect(permissionMark(section, basic.permissions, SECTIONS_OF_ON_PREMISE)).toBe(mark);
  });

  it('adds only optional sections, and finds the sections of a customer type from its roles', () => {
    expect(optionalPermissions(basic.permissions, SECTIONS_OF_ON_PREMISE).sort()).toEqual(
      [S.emptiesManagement, S.reporting].sort(),
    );
    expect(customerTypeSections(ROLES, 'Outlets').sort()).toEqual([S.homePage, S.myProfile].sort());
  });
});

describe('granting a role on a ship-to (spec 3 §5, §6)', () => {
  const ownerOnShipTo = new Set([...OWNER_SECTIONS]);
  const request = (overrides: Partial<GrantRequest>): GrantRequest => ({
    manager: 'owner',
    managerPermissions: ownerOnShipTo,
    shipToCustomerType: 'On Premise',
    role: ROLES.find((item) => item.id === 'op-basic'),
    extendedPermissions: [],
    sectionsOfType: SECTIONS_OF_ON_PREMISE,
    ...overrides,
  });
  const byId = (id: string) => ROLES.find((item) => item.id === id);

  it.each<[string, Partial<GrantRequest>, ReturnType<typeof grantRefusal>]>([
    ['a role the owner holds every permission of', {}, null],
    ['an optional extension the owner holds', { extendedPermissions: [S.reporting] }, null],
    ['the Owner role, by an Owner', { role: byId('op-owner') }, null],
    ['no role ("A role must be chosen for each ship-to")', { role: null }, 'roleRequired'],
    ['a ship-to the manager does not manage', { managerPermissions: null }, 'shipToNotManaged'],
    [
      'a ship-to where the manager lacks Access Management',
      { managerPermissions: new Set([S.catalogue]) },
      'shipToNotManaged',
    ],
    ['a role id that names no role', { role: undefined }, 'unknownRole'],
    ['a role of another customer type', { role: byId('outlet-basic') }, 'unknownRole'],
    [
      'the Delegated Owner role, by a Delegated Owner',
      { manager: 'delegated', role: byId('op-delegated') },
      'ownerOnly',
    ],
    ['the Owner role, by a Delegated Owner', { manager: 'delegated', role: byId('op-owner') }, 'ownerOnly'],
    ['a role with a permission the manager does not hold', { role: byId('op-empties') }, 'notHeld'],
    ['an extension the manager does not hold', { extendedPermissions: [S.emptiesManagement] }, 'notHeld'],
    ['Access Management as an extension', { extendedPermissions: [S.accessManagement] }, 'notOptional'],
    ['an extension the role already contains', { extendedPermissions: [S.catalogue] }, 'notOptional'],
    ['an unknown section as an extension', { extendedPermissions: ['Everything'] }, 'notOptional'],
  ])('%s', (_case, overrides, refusal) => {
    expect(grantRefusal(request(overrides))).toBe(refusal);
  });
});

describe('nobody can raise their own rights (spec 3 §6)', () => {
  const before = new Map<string, HeldRole>([
    ['0000000001', { roleType: 'Owner', permissions: OWNER_SECTIONS }],
    ['0000000002', { roleType: 'Basic', permissions: [S.homePage, S.catalogue] }],
  ]);

  it.each<[string, [string, HeldRole][], boolean]>([
    ['the same role again', [['0000000001', { roleType: 'Owner', permissions: OWNER_SECTIONS }]], false],
    ['fewer permissions', [['0000000002', { roleType: 'Basic', permissions: [S.homePage] }]], false],
    ['a lower rank', [['0000000001', { roleType: 'Basic', permissions: [S.homePage] }]], false],
    [
      'a permission not held there',
      [['0000000002', { roleType: 'Basic', permissions: [S.reporting] }]],
      true,
    ],
    ['a ship-to not held', [['0000000003', { roleType: 'Basic', permissions: [S.homePage] }]], true],
    [
      'a higher rank with no new permission',
      [['0000000002', { roleType: 'Delegated Owner', permissions: [S.homePage] }]],
      true,
    ],
  ])('%s: %s', (_case, after, raises) => {
    expect(raisesOwnRights(before, new Map(after))).toBe(raises);
  });
});
