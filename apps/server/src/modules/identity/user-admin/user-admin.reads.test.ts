import {
  managedShipTosResponseSchema,
  roleCatalogueResponseSchema,
  SECTIONS,
  userListResponseSchema,
} from '@spina/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/harness';
import { adminCalls, createAdminCompany } from './user-admin.fixtures';

let t: TestApp;
let calls: ReturnType<typeof adminCalls>;
let owner: Record<string, string>;
let company: Awaited<ReturnType<typeof createAdminCompany>>;
const OWNER = 'read.owner@example.com';

beforeAll(async () => {
  t = await createTestApp();
  calls = adminCalls(t);
  company = await createAdminCompany(t.db, 'Birreria della Lettura srl');
  await company.member(OWNER, [
    { shipToId: company.centre, roleType: 'Owner' },
    { shipToId: company.station, roleType: 'Owner' },
  ]);
  // Twelve regular users: names sort Utente 01 .. Utente 12, half on each ship-to, two of them invited.
  for (let index = 1; index <= 12; index++) {
    const number = String(index).padStart(2, '0');
    const userId = await company.member(
      `read.user${number}@example.com`,
      [{ shipToId: index % 2 ? company.centre : company.station, roleType: 'Basic' }],
      index > 10 ? { status: 'Invited', userValidation: false, password: null } : {},
    );
    await t.db.update(users).set({ firstName: 'Utente', lastName: number }).where(eq(users.id, userId));
  }
  owner = await signIn(t, OWNER);
});
afterAll(async () => t.close());

const list = async (query: Record<string, string> = {}, headers = owner) => {
  const answer = await calls.list(headers, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return userListResponseSchema.parse(answer.json());
};

describe('GetAllUsersInfo: the users of the company (spec 3 §3, §7)', () => {
  it('pages the users of the company by name, ten a page, with their roles per ship-to', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 13, page: 1, pageSize: 10 });
    expect(first.results.map((user) => user.lastName).slice(0, 3)).toEqual(['01', '02', '03']);
    const second = await list({ page: '2' });
    expect(second.results.map((user) => user.lastName)).toEqual(['11', '12', 'Prova']);
    const one = first.results[0]!;
    expect(one.permissionSchema).toEqual([
      expect.objectContaining({
        shipToId: company.centre,
        roleType: 'Basic',
        rolename: 'On Premise Basic',
        customerType: 'On Premise',
        active: true,
        permissions: expect.arrayContaining([SECTIONS.catalogue]),
      }),
    ]);
    expect(one.actions).toEqual({
      editRoles: true,
      statuses: ['Inactive', 'Suspended', 'Exited', 'Move Out'],
      resendInvitation: false,
    });
  });

  it('searches names and e-mails, filters by status and ship-to', async () => {
    expect((await list({ search: 'user07' })).results.map((user) => user.email)).toEqual([
      'read.user07@example.com',
    ]);
    expect((await list({ search: 'UTENTE 1' })).total).toBe(3);
    const invited = await list({ status: 'Invited' });
    expect(invited.results.map((user) => [user.lastName, user.actions.resendInvitation])).toEqual([
      ['11', true],
      ['12', true],
    ]);
    expect((await list({ shipTo: company.station })).total).toBe(7);
    expect((await list({ shipTo: company.station, status: 'Active', search: 'utente' })).total).toBe(5);
    // Wildcards are taken literally.
    expect((await list({ search: '%' })).total).toBe(0);
  });

  it("offers nothing on the manager's own row, and marks it", async () => {
    const self = (await list({ search: OWNER })).results[0]!;
    expect(self).toMatchObject({
      isSelf: true,
      actions: { editRoles: false, statuses: [], resendInvitation: false },
    });
  });

  it('refuses bad paging and filters with 400', async () => {
    const queries: Record<string, string>[] = [
      { page: '0' },
      { pageSize: '51' },
      { status: 'Retired' },
      { shipTo: 'abc' },
    ];
    for (const query of queries) {
      expect((await calls.list(owner, query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe("the demo company's users (onpremise@, DESIGN §7)", () => {
  it('lists only the users of the Al Portico company, never another company or staff', async () => {
    const demoOwner = await signIn(t, 'onpremise@example.com');
    const all = await list({ pageSize: '50' }, demoOwner);
    const emails = all.results.map((user) => user.email);
    expect(emails).toEqual(expect.arrayContaining(['onpremise@example.com', 'basic@example.com']));
    expect(emails).not.toContain('staff@example.com');
    expect(emails).not.toContain('franchisee@example.com');
    expect(emails.every((email) => !email.endsWith('.example') || email.endsWith('@portico.example'))).toBe(
      true,
    );
    const basic = all.results.find((user) => user.email === 'basic@example.com')!;
    expect(basic.permissionSchema.map((entry) => entry.roleType)).toEqual(['Basic', 'Common user']);
    // Another company's owner never sees them.
    const theirs = await list({ search: 'basic@example.com' }, await signIn(t, 'franchisee@example.com'));
    expect(theirs.total).toBe(0);
  });

  it('is closed to visitors and to users without Access Management', async () => {
    expect((await calls.list({})).statusCode).toBe(401);
    expect((await calls.list(await signIn(t, 'basic@example.com'))).statusCode).toBe(403);
    expect((await calls.roles(await signIn(t, 'basic@example.com'))).statusCode).toBe(403);
  });
});

describe('roles and their permissions (spec 3 §6)', () => {
  it("lists each role of the company's customer types with contains, optional and does not contain", async () => {
    const answer = roleCatalogueResponseSchema.parse((await calls.roles(owner)).json());
    expect(answer.customerTypes.map((entry) => entry.customerType)).toEqual(['On Premise']);
    const [onPremise] = answer.customerTypes;
    const basic = onPremise!.roles.find((role) => role.roleType === 'Basic')!;
    expect(basic.marks[SECTIONS.catalogue]).toBe('contains');
    expect(basic.marks[SECTIONS.reporting]).toBe('optional');
    expect(basic.marks[SECTIONS.accessManagement]).toBe('does-not-contain');
    expect(basic.marks[SECTIONS.menuCreator]).toBe('does-not-contain');
    expect(onPremise!.roles.map((role) => role.roleType)).toEqual(
      expect.arrayContaining(['Owner', 'Delegated Owner', 'Empties Management', 'Academy']),
    );
  });

  it('offers on each managed ship-to only the roles and extensions the manager holds', async () => {
    const demoOwner = await signIn(t, 'onpremise@example.com');
    const { shipTos } = managedShipTosResponseSchema.parse((await calls.managedShipTos(demoOwner)).json());
    expect(shipTos).toHaveLength(3);
    const lungomare = shipTos.find((shipTo) => shipTo.shipToName.endsWith('Lungomare'));
    const centro = shipTos.find((shipTo) => shipTo.shipToName.endsWith('Centro'))!;
    const roleTypes = (shipTo: typeof centro) => shipTo.roles.map((role) => role.roleType);
    // Empties Management is held on Lungomare only (the empties role there), so it is granted there only.
    expect(roleTypes(centro)).not.toContain('Empties Management');
    expect(roleTypes(lungomare!)).toContain('Empties Management');
    const basicOnCentro = centro.roles.find((role) => role.roleType === 'Basic')!;
    expect(basicOnCentro.grantableExtensions).toContain(SECTIONS.reporting);
    expect(basicOnCentro.grantableExtensions).not.toContain(SECTIONS.emptiesManagement);
    expect(basicOnCentro.marks[SECTIONS.emptiesManagement]).toBe('optional');
  });
});
