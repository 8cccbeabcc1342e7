import { userInfoSchema } from '@spina/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onQuery } from '../../../db/client';
import { users } from '../../../db/schema';
import { signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompany, createShipTo, createUser, OWNER_PERMISSIONS } from '../../../test/identity-fixtures';

let t: TestApp;
let companyId: string;
let centro: string;
let stazione: string;
let sospeso: string;
let ownerId: string;
let basicId: string;
const OWNER = 'info.owner@example.com';
const BASIC = 'info.basic@example.com';

beforeAll(async () => {
  t = await createTestApp();
  companyId = await createCompany(t.db, 'Osteria del Portico srl');
  centro = await createShipTo(t.db, companyId, { name: 'Portico Centro' });
  stazione = await createShipTo(t.db, companyId, { name: 'Portico Stazione' });
  sospeso = await createShipTo(t.db, companyId, { name: 'Portico Lungomare', status: 'SUSPENDED' });
  ownerId = await createUser(t.db, {
    email: OWNER,
    companyId,
    grants: [
      { shipToId: centro, roleName: 'On Premise Owner', permissions: OWNER_PERMISSIONS },
      { shipToId: stazione, roleName: 'On Premise Owner', permissions: OWNER_PERMISSIONS },
      {
        shipToId: sospeso,
        roleName: 'On Premise Empties Management',
        roleType: 'Empties Management',
        permissions: ['Home Page', 'Catalogue'],
        extendedPermissions: ['Reporting', 'Catalogue'],
      },
    ],
  });
  basicId = await createUser(t.db, {
    email: BASIC,
    companyId,
    grants: [
      { shipToId: centro, roleName: 'On Premise Basic', roleType: 'Basic', permissions: ['Catalogue'] },
    ],
  });
});
afterAll(async () => t.close());

const get = (id: string, headers: Record<string, string>) =>
  t.request({ url: `/api/identity/v1/users/GetUserInfoById/${id}`, headers });

describe('GET users/GetUserInfoById/{id} (spec 3 §3 "Auth user", spec 1 §3)', () => {
  it('answers the profile, one permission-schema entry per ship-to and the deduplicated sections', async () => {
    const response = await get(ownerId, await signIn(t, OWNER));
    expect(response.statusCode).toBe(200);
    const info = userInfoSchema.parse(response.json());
    expect(info).toMatchObject({
      UID: ownerId,
      email: OWNER,
      username: OWNER,
      firstName: 'Giulia',
      country: 'ITA',
      locale: 'it',
      isLoggedIn: true,
      userValidation: true,
      firstLogin: true,
      companyId,
      landing: 'portal',
      actingStaff: null,
      isStaff: false,
    });
    expect(info.permissionSchema.map((entry) => entry.shipToId)).toEqual([centro, stazione, sospeso]);
    expect(info.permissionSchema[0]).toEqual({
      shipToId: centro,
      shipToName: 'Portico Centro',
      companyName: 'Osteria del Portico srl',
      companyId,
      shipToAddress: 'Via Roma 1, 20121 Milano (MI)',
      shipToStatus: 'ACTIVE',
      rpDetails: [
        {
          rolename: 'On Premise Owner',
          roleid: expect.any(String),
          roleType: 'Owner',
          customerType: 'On Premise',
          permission: OWNER_PERMISSIONS.join(','),
        },
      ],
    });
    // Role permissions plus extended ones, deduplicated, as a comma-separated string.
    expect(info.permissionSchema[2]).toMatchObject({
      shipToStatus: 'SUSPENDED',
      rpDetails: [{ rolename: 'On Premise Empties Management', permission: 'Home Page,Catalogue,Reporting' }],
    });
    expect(info.allAvailablePermission).toEqual(OWNER_PERMISSIONS);
    expect(new Set(info.allAvailablePermission).size).toBe(info.allAvailablePermission.length);
  });

  it("never answers another customer's info, nor a visitor", async () => {
    expect((await get(ownerId, await signIn(t, BASIC))).statusCode).toBe(403);
    expect((await get(ownerId, {})).statusCode).toBe(401);
    expect((await get('not-a-uuid', await signIn(t, BASIC))).statusCode).toBe(400);
  });

  it("lets customer-service staff read any user's info", async () => {
    await createUser(t.db, { email: 'info.staff@example.com', isStaff: true });
    const response = await get(basicId, await signIn(t, 'info.staff@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ UID: basicId, isLoggedIn: false });
  });

  it('sends a user whose every role is POS Academy to e-learning (spec 3 §4, §6)', async () => {
    const posCompany = await createCompany(t.db, 'Sapori srl');
    const shop = await createShipTo(t.db, posCompany, { customerType: 'POS' });
    const id = await createUser(t.db, {
      email: 'info.academy@example.com',
      companyId: posCompany,
      grants: [{ shipToId: shop, roleName: 'POS Academy', roleType: 'Academy', permissions: ['Academy'] }],
    });
    const info = (await get(id, await signIn(t, 'info.academy@example.com'))).json();
    expect(info.landing).toBe('elearning');
    expect(info.allAvailablePermission).toEqual(['Academy']);
  });

  it('resolves the principal with one query per request, then reuses it for a few seconds', async () => {
    const headers = await signIn(t, OWNER);
    const queries: string[] = [];
    const stop = onQuery(t.db, (query) => queries.push(query));
    try {
      await get(ownerId, headers);
      const principalQueries = queries.filter((query) => query.includes('"refresh_tokens"'));
      expect(principalQueries).toHaveLength(1);
      queries.length = 0;
      await get(ownerId, headers);
      expect(queries.filter((query) => query.includes('"refresh_tokens"'))).toHaveLength(0);
    } finally {
      stop();
    }
  });
});

describe('profile flags and default ship-to (spec 3 §4 "Tutorial", spec 3 §7)', () => {
  it('PUT SetFirstLoginFlag/{UID} takes a bare boolean', async () => {
    const headers = { ...(await signIn(t, BASIC)), 'content-type': 'application/json' };
    const url = `/api/identity/v1/users/SetFirstLoginFlag/${basicId}`;
    const response = await t.request({ method: 'PUT', url, headers, payload: 'false' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ firstLogin: false });
    expect((await get(basicId, headers)).json().firstLogin).toBe(false);
    expect((await t.request({ method: 'PUT', url, headers, payload: '"no"' })).statusCode).toBe(400);
    const other = `/api/identity/v1/users/SetFirstLoginFlag/${ownerId}`;
    expect((await t.request({ method: 'PUT', url: other, headers, payload: 'false' })).statusCode).toBe(403);
  });

  it('PUT SetUserTutorialCounter/{UID} adds one, or sets the value sent', async () => {
    const headers = await signIn(t, BASIC);
    const url = `/api/identity/v1/users/SetUserTutorialCounter/${basicId}`;
    expect((await t.request({ method: 'PUT', url, headers })).json()).toEqual({ showTutorial: 1 });
    expect((await t.request({ method: 'PUT', url, headers })).json()).toEqual({ showTutorial: 2 });
    const set = await t.request({ method: 'PUT', url, headers, payload: { showTutorial: 0 } });
    expect(set.json()).toEqual({ showTutorial: 0 });
    const bad = await t.request({ method: 'PUT', url, headers, payload: { showTutorial: -1 } });
    expect(bad.statusCode).toBe(400);
  });

  it('POST setdefaultshipto stores a selectable ship-to, padded, and refuses others (spec 1 §4.4)', async () => {
    const headers = await signIn(t, OWNER);
    const url = (id: string) => `/api/identity/v1/users/setdefaultshipto?shiptoId=${id}`;
    const unpadded = String(Number(stazione));
    const stored = await t.request({ method: 'POST', url: url(unpadded), headers });
    expect(stored.json()).toEqual({ defaultShipToId: stazione });
    const [row] = await t.db.select().from(users).where(eq(users.id, ownerId));
    expect(row!.defaultShipToId).toBe(stazione);

    const suspended = await t.request({ method: 'POST', url: url(sospeso), headers });
    expect(suspended.statusCode).toBe(400);
    expect(suspended.json()).toMatchObject({
      code: 'SHIP_TO_SUSPENDED',
      message: 'ShipTo suspended - Select another ShipTo',
    });
    const otherCompany = await createShipTo(t.db, await createCompany(t.db));
    const foreign = await t.request({ method: 'POST', url: url(otherCompany), headers });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      code: 'SHIP_TO_NOT_SELECTABLE',
      message: 'Error setting shipment',
    });
  });
});
