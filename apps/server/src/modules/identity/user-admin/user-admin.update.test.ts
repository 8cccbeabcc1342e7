import { SECTIONS, USER_ADMIN_MESSAGES, userChangeResponseSchema } from '@spina/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema';
import { signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/harness';
import { adminCalls, createAdminCompany, onPremiseRole, storedLinks } from './user-admin.fixtures';

let t: TestApp;
let calls: ReturnType<typeof adminCalls>;
let company: Awaited<ReturnType<typeof createAdminCompany>>;
const ids = { owner: '', delegated: '', otherDelegated: '', regular: '', stranger: '' };
const EMAIL = {
  owner: 'upd.owner@example.com',
  delegated: 'upd.delegated@example.com',
  otherDelegated: 'upd.delegated2@example.com',
  regular: 'upd.regular@example.com',
  stranger: 'upd.stranger@example.com',
};

beforeAll(async () => {
  t = await createTestApp();
  calls = adminCalls(t);
  company = await createAdminCompany(t.db, 'Birreria Aggiornata srl');
  const both = (roleType: 'Owner' | 'Delegated Owner' | 'Basic') => [
    { shipToId: company.centre, roleType },
    { shipToId: company.station, roleType },
  ];
  ids.owner = await company.member(EMAIL.owner, both('Owner'));
  ids.delegated = await company.member(EMAIL.delegated, both('Delegated Owner'));
  ids.otherDelegated = await company.member(EMAIL.otherDelegated, [
    { shipToId: company.centre, roleType: 'Delegated Owner' },
  ]);
  ids.regular = await company.member(EMAIL.regular, [{ shipToId: company.centre, roleType: 'Basic' }]);
  const elsewhere = await createAdminCompany(t.db, 'Birreria Lontana srl');
  ids.stranger = await elsewhere.member(EMAIL.stranger, [{ shipToId: elsewhere.centre, roleType: 'Basic' }]);
});
afterAll(async () => t.close());

const role = (
  shipToId: string,
  roleType: Parameters<typeof onPremiseRole>[0],
  extendedPermissions: string[] = [],
) => ({
  shipToId,
  roleId: onPremiseRole(roleType),
  extendedPermissions,
});

describe('UpdateUser: roles per ship-to and extended permissions (spec 3 §6, §7)', () => {
  it('sets a role on each ship-to with extended permissions; the new rights apply at once', async () => {
    const regular = await signIn(t, EMAIL.regular);
    const before = await t.request({
      url: `/api/identity/v1/users/GetUserInfoById/${ids.regular}`,
      headers: regular,
    });
    expect(before.json().allAvailablePermission).not.toContain(SECTIONS.reporting);

    const answer = await calls.update(await signIn(t, EMAIL.owner), ids.regular, {
      permissionSchema: [
        role(company.centre, 'Basic', [SECTIONS.reporting]),
        role(company.station, 'Catalogue'),
      ],
    });
    expect(answer.statusCode).toBe(200);
    const { user, message } = userChangeResponseSchema.parse(answer.json());
    expect(message).toBe(USER_ADMIN_MESSAGES.updated);
    expect(
      user.permissionSchema.map((entry) => [entry.shipToId, entry.roleType, entry.extendedPermissions]),
    ).toEqual([
      [company.centre, 'Basic', [SECTIONS.reporting]],
      [company.station, 'Catalogue', []],
    ]);

    // The same access token: the cached principal was forgotten, so the next call sees the new roles.
    const after = await t.request({
      url: `/api/identity/v1/users/GetUserInfoById/${ids.regular}`,
      headers: regular,
    });
    expect(after.json().allAvailablePermission).toContain(SECTIONS.reporting);
    expect(after.json().permissionSchema).toHaveLength(2);

    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.update'), eq(auditLog.target, ids.regular)));
    expect(row).toMatchObject({ userId: ids.owner });
  });

  it('takes a ship-to away, and keeps the user on at least one', async () => {
    const owner = await signIn(t, EMAIL.owner);
    const taken = await calls.update(owner, ids.regular, {
      permissionSchema: [],
      deletedShipToList: [company.station],
    });
    expect(taken.statusCode).toBe(200);
    expect((await storedLinks(t.db, ids.regular)).map((link) => link.shipToId)).toEqual([company.centre]);
    const last = await calls.update(owner, ids.regular, {
      permissionSchema: [],
      deletedShipToList: [company.centre],
    });
    expect(last.json()).toMatchObject({
      code: 'ONE_SHIP_TO_AT_LEAST',
      message: USER_ADMIN_MESSAGES.oneShipToAtLeast,
    });
    expect(await storedLinks(t.db, ids.regular)).toHaveLength(1);
  });

  it('asks for a role on each ship-to', async () => {
    const answer = await calls.update(await signIn(t, EMAIL.owner), ids.regular, {
      permissionSchema: [{ shipToId: company.station, roleId: null }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'ROLE_REQUIRED',
      message: 'A role must be chosen for each ship-to',
    });
  });

  it('refuses roles of another customer type, unknown roles and extensions the role cannot take', async () => {
    const owner = await signIn(t, EMAIL.owner);
    const cases: [object, string][] = [
      [{ shipToId: company.centre, roleId: 'outlets-basic' }, 'UNKNOWN_ROLE'],
      [{ shipToId: company.centre, roleId: 'no-such-role' }, 'UNKNOWN_ROLE'],
      [role(company.centre, 'Basic', [SECTIONS.accessManagement]), 'NOT_OPTIONAL'],
      [role(company.centre, 'Basic', [SECTIONS.catalogue]), 'NOT_OPTIONAL'],
    ];
    for (const [row, code] of cases) {
      const answer = await calls.update(owner, ids.regular, { permissionSchema: [row] });
      expect({ row, code: answer.json().code }).toEqual({ row, code });
    }
  });
});

describe('who may change whom (spec 3 §6)', () => {
  it('lets a Delegated Owner change the permissions of regular users only', async () => {
    const delegated = await signIn(t, EMAIL.delegated);
    const regular = await calls.update(delegated, ids.regular, {
      permissionSchema: [role(company.centre, 'Associate')],
    });
    expect(regular.statusCode).toBe(200);
    for (const target of [ids.owner, ids.otherDelegated]) {
      const answer = await calls.update(delegated, target, {
        permissionSchema: [role(company.centre, 'Basic')],
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        code: 'REGULAR_USERS_ONLY',
        message: 'A Delegated Owner may change the permissions of regular users only',
      });
    }
  });

  it('lets only an Owner grant the Owner or Delegated Owner role, or Access Management', async () => {
    const delegated = await signIn(t, EMAIL.delegated);
    for (const roleType of ['Owner', 'Delegated Owner'] as const) {
      const answer = await calls.update(delegated, ids.regular, {
        permissionSchema: [role(company.centre, roleType)],
      });
      expect(answer.json()).toMatchObject({ code: 'OWNER_ONLY' });
    }
    expect((await storedLinks(t.db, ids.regular))[0]?.roleId).not.toBe(onPremiseRole('Delegated Owner'));
    const owner = await signIn(t, EMAIL.owner);
    const promoted = await calls.update(owner, ids.otherDelegated, {
      permissionSchema: [role(company.centre, 'Owner')],
    });
    expect(promoted.statusCode).toBe(200);
    const back = await calls.update(owner, ids.otherDelegated, {
      permissionSchema: [role(company.centre, 'Delegated Owner')],
    });
    expect(back.statusCode).toBe(200);
  });

  it('never grants what the manager does not hold on that ship-to', async () => {
    const owner = await signIn(t, EMAIL.owner);
    // The owner's role has no Empties Management: neither the empties role nor the extension can be granted.
    const emptiesRole = await calls.update(owner, ids.regular, {
      permissionSchema: [role(company.centre, 'Empties Management')],
    });
    expect(emptiesRole.json()).toMatchObject({ code: 'NOT_HELD', message: USER_ADMIN_MESSAGES.notHeld });
    const emptiesExtension = await calls.update(owner, ids.regular, {
      permissionSchema: [role(company.centre, 'Basic', [SECTIONS.emptiesManagement])],
    });
    expect(emptiesExtension.json()).toMatchObject({ code: 'NOT_HELD' });
  });

  it('lets nobody raise their own rights', async () => {
    const delegated = await signIn(t, EMAIL.delegated);
    const promote = await calls.update(delegated, ids.delegated, {
      permissionSchema: [role(company.centre, 'Owner')],
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toMatchObject({
      code: 'OWN_RIGHTS',
      message: 'Nobody can raise their own rights',
    });
    const extend = await calls.update(delegated, ids.delegated, {
      permissionSchema: [role(company.centre, 'Delegated Owner', [SECTIONS.emptiesManagement])],
    });
    expect(extend.json()).toMatchObject({ code: 'OWN_RIGHTS' });
    expect((await storedLinks(t.db, ids.delegated)).map((link) => link.roleId)).toEqual([
      onPremiseRole('Delegated Owner'),
      onPremiseRole('Delegated Owner'),
    ]);
  });

  it('keeps the last Owner of the company: demoting oneself as the only Owner is refused', async () => {
    const owner = await signIn(t, EMAIL.owner);
    const answer = await calls.update(owner, ids.owner, {
      permissionSchema: [role(company.centre, 'Basic'), role(company.station, 'Basic')],
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'LAST_OWNER',
      message: 'The last Owner of a company cannot be removed',
    });
    expect((await storedLinks(t.db, ids.owner)).map((link) => link.roleId)).toEqual([
      onPremiseRole('Owner'),
      onPremiseRole('Owner'),
    ]);
    // Lowering oneself on one ship-to keeps an Owner: allowed.
    const lower = await calls.update(owner, ids.owner, {
      permissionSchema: [role(company.station, 'Basic')],
    });
    expect(lower.statusCode).toBe(200);
    await calls.update(await signIn(t, EMAIL.owner), ids.owner, {
      permissionSchema: [role(company.station, 'Owner')],
    });
  });
});

describe('another company and crafted requests', () => {
  it('neither reads nor changes a user of another company, nor names its ship-tos', async () => {
    const owner = await signIn(t, EMAIL.owner);
    const foreign = await calls.update(owner, ids.stranger, {
      permissionSchema: [role(company.centre, 'Basic')],
    });
    expect(foreign.statusCode).toBe(404);
    const elsewhere = (await storedLinks(t.db, ids.stranger))[0]!.shipToId;
    const foreignShipTo = await calls.update(owner, ids.regular, {
      permissionSchema: [role(elsewhere, 'Basic')],
    });
    expect(foreignShipTo.json()).toMatchObject({ code: 'SHIP_TO_NOT_MANAGED' });
    const foreignDelete = await calls.update(owner, ids.regular, {
      permissionSchema: [],
      deletedShipToList: [elsewhere],
    });
    expect(foreignDelete.json()).toMatchObject({ code: 'SHIP_TO_NOT_MANAGED' });
  });

  it('refuses fields the screen does not send (mass assignment) and changes nothing', async () => {
    const owner = await signIn(t, EMAIL.owner);
    const [before] = await t.db.select().from(users).where(eq(users.id, ids.regular));
    const linksBefore = await storedLinks(t.db, ids.regular);
    const crafted = [
      { isStaff: true },
      { is_staff: true },
      { companyId: '9999999999' },
      { passwordHash: 'x' },
      { email: EMAIL.stranger },
      { status: 'Active' },
    ];
    for (const extra of crafted) {
      const answer = await calls.update(owner, ids.regular, {
        permissionSchema: [role(company.centre, 'Basic')],
        ...extra,
      });
      expect({ extra, status: answer.statusCode }).toEqual({ extra, status: 400 });
    }
    const nested = await calls.update(owner, ids.regular, {
      permissionSchema: [{ ...role(company.centre, 'Basic'), isActive: false, userId: ids.owner }],
    });
    expect(nested.statusCode).toBe(400);
    const [after] = await t.db.select().from(users).where(eq(users.id, ids.regular));
    expect(after).toEqual(before);
    expect(await storedLinks(t.db, ids.regular)).toEqual(linksBefore);
  });

  it('is closed to visitors and to users without Access Management', async () => {
    const body = { permissionSchema: [role(company.centre, 'Basic')] };
    expect((await calls.update({}, ids.regular, body)).statusCode).toBe(401);
    expect((await calls.update(await signIn(t, EMAIL.regular), ids.regular, body)).statusCode).toBe(403);
  });
});
