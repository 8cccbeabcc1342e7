import { describe, expect, it } from 'vitest';
import { decideAccess, type Access, type Principal, type ShipToGrant } from './access';

const grant = (shipToId: string, permissions: string[], status = 'ACTIVE'): ShipToGrant => ({
  shipToId,
  status,
  customerType: 'On Premise',
  companyId: '0000200001',
  permissions: new Set(permissions),
});

const principal: Principal = {
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'owner@example.com',
  isStaff: false,
  actingStaffId: null,
  sessionId: '00000000-0000-4000-8000-000000000002',
  language: 'it',
  shipTos: new Map([
    ['0000100001', grant('0000100001', ['Catalogue', 'My Orders', 'Empties Management'])],
    ['0000100002', grant('0000100002', ['Catalogue', 'Empties Management'], 'SUSPENDED')],
    ['0000100003', grant('0000100003', ['My Orders'])],
  ]),
  allAvailablePermission: ['Catalogue', 'My Orders', 'Empties Management'],
};
const staff: Principal = { ...principal, isStaff: true, shipTos: new Map(), allAvailablePermission: [] };

const sections = [
  { label: 'Catalogue', value: '1' },
  { label: 'My Orders', value: '1' },
  { label: 'Reporting', value: '0' },
];

const decide = (access: Access, who: Principal | null, outletId: string | null = null) => {
  const decision = decideAccess(access, who, { outletId }, sections);
  return decision.ok ? 'ok' : `${decision.error.statusCode} ${decision.error.code}`;
};

describe('decideAccess: the server-side route guard (spec 1 §4.3, §4.4; DESIGN §1.2)', () => {
  it.each([
    ['public, visitor', { public: true }, null, null, 'ok'],
    ['signed in, visitor', { signedIn: true }, null, null, '401 UNAUTHENTICATED'],
    ['signed in', { signedIn: true }, principal, null, 'ok'],
    ['staff route, customer', { staff: true }, principal, null, '403 FORBIDDEN'],
    ['staff route, staff', { staff: true }, staff, null, 'ok'],
    ['section held and enabled', { permission: 'Catalogue' }, principal, null, 'ok'],
    ["section enabled with '0'", { permission: 'Reporting' }, principal, null, '403 FORBIDDEN'],
    ['section not configured', { permission: 'Contracts' }, principal, null, '403 FORBIDDEN'],
    ['always-allowed section, not held', { permission: 'My Documents' }, principal, null, 'ok'],
    [
      'ship-to read on own ship-to',
      { permission: 'Catalogue', shipTo: 'read' },
      principal,
      '0000100001',
      'ok',
    ],
    [
      'ship-to without outletid',
      { permission: 'Catalogue', shipTo: 'read' },
      principal,
      null,
      '403 FORBIDDEN',
    ],
    [
      "another's ship-to",
      { permission: 'Catalogue', shipTo: 'read' },
      principal,
      '0000999999',
      '403 FORBIDDEN',
    ],
    [
      'permission not held on that ship-to',
      { permission: 'Catalogue', shipTo: 'read' },
      principal,
      '0000100003',
      '403 FORBIDDEN',
    ],
    [
      'read on a SUSPENDED ship-to',
      { permission: 'Catalogue', shipTo: 'read' },
      principal,
      '0000100002',
      'ok',
    ],
    [
      'write on a SUSPENDED ship-to',
      { permission: 'Catalogue', shipTo: 'write' },
      principal,
      '0000100002',
      '403 SHIP_TO_SUSPENDED',
    ],
    [
      'always-allowed section still needs the ship-to grant (Empties Management is per ship-to)',
      { permission: 'Empties Management', shipTo: 'write' },
      principal,
      '0000100003',
      '403 FORBIDDEN',
    ],
    [
      'Empties Management held on the ship-to',
      { permission: 'Empties Management', shipTo: 'write' },
      principal,
      '0000100001',
      'ok',
    ],
  ] as Array<[string, Access, Principal | null, string | null, string]>)(
    '%s → %s',
    (_name, access, who, outlet, expected) => {
      expect(decide(access, who, outlet)).toBe(expected);
    },
  );

  it("answers the spec's message for a suspended ship-to", () => {
    const decision = decideAccess(
      { permission: 'Catalogue', shipTo: 'write' },
      principal,
      { outletId: '0000100002' },
      sections,
    );
    expect(decision.ok ? null : decision.error.message).toBe('ShipTo suspended - Select another ShipTo');
  });
});
