import {
  hasEmptiesManagement,
  isSuspended,
  isWholesaleUser,
  selectableShipTos,
  userInfoSchema,
  userMenu,
  type UserInfo,
} from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/harness';
import { userIdOf } from '../../../test/identity-fixtures';
import { rows } from '../../../db/seed/seed-test-helpers';

/** The demo users of DESIGN §7, as the sign-in screens and every later area see them. */
let t: TestApp;
let sections: Array<{ label: string; value: string }>;
beforeAll(async () => {
  t = await createTestApp();
  const config = await t.graphql<{ getPortalConfig: { sections: typeof sections } }>(
    '{ getPortalConfig { sections { label value } } }',
  );
  sections = config.data!.getPortalConfig.sections;
});
afterAll(async () => t.close());

async function infoOf(email: string): Promise<UserInfo> {
  const headers = await signIn(t, email);
  const response = await t.request({
    url: `/api/identity/v1/users/GetUserInfoById/${await userIdOf(t.db, email)}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return userInfoSchema.parse(response.json());
}

const customerTypes = (info: UserInfo) => [
  ...new Set(info.permissionSchema.flatMap((entry) => entry.rpDetails.map((role) => role.customerType))),
];

describe('demo users (DESIGN §7) sign in with the demo password and carry their permission schema', () => {
  it('onpremise: key user of an On Premise company with 3 ship-tos, one SUSPENDED, one with Empties Management', async () => {
    const info = await infoOf('onpremise@example.com');
    expect(info.permissionSchema).toHaveLength(3);
    expect(info.permissionSchema.filter(isSuspended)).toHaveLength(1);
    expect(info.permissionSchema.filter(hasEmptiesManagement)).toHaveLength(1);
    expect(customerTypes(info)).toEqual(['On Premise']);
    expect(info.allAvailablePermission).toEqual(
      expect.arrayContaining(['Catalogue', 'My Orders', 'Empties Management']),
    );
    expect(new Set(info.allAvailablePermission).size).toBe(info.allAvailablePermission.length);
    expect(info).toMatchObject({ landing: 'portal', userValidation: true, status: 'Active', country: 'ITA' });
    expect(info.permissionSchema.map((entry) => entry.shipToId)).toContain(info.defaultShipToId);
  });

  it('basic: Catalogue on one ship-to only', async () => {
    const info = await infoOf('basic@example.com');
    expect(selectableShipTos(info.permissionSchema)).toHaveLength(1);
    expect(info.permissionSchema.flatMap((entry) => entry.rpDetails.map((role) => role.roleType))).toContain(
      'Basic',
    );
  });

  it('franchisee: owner, On Premise Franchisee', async () => {
    const info = await infoOf('franchisee@example.com');
    expect(customerTypes(info)).toEqual(['On Premise Franchisee']);
    expect(info.permissionSchema.flatMap((entry) => entry.rpDetails.map((role) => role.roleType))).toContain(
      'Owner',
    );
  });

  it('outlet: Outlets customer whose user menu keeps only Reporting and My Profile', async () => {
    const info = await infoOf('outlet@example.com');
    expect(customerTypes(info)).toEqual(['Outlets']);
    const menu = userMenu({
      availablePermissions: info.allAvailablePermission,
      portalSections: sections,
      customerType: 'Outlets',
    });
    expect(menu.entries.map((entry) => entry.label)).toEqual(['Reporting', 'My Profile', 'Log out']);
  });

  it('wholesaler: WHSL owner whose role name contains WHS', async () => {
    const info = await infoOf('wholesaler@example.com');
    expect(customerTypes(info)).toEqual(['WHSL']);
    expect(isWholesaleUser(info.permissionSchema)).toBe(true);
  });

  it('pos: owner, POS, landing in the portal', async () => {
    const info = await infoOf('pos@example.com');
    expect(customerTypes(info)).toEqual(['POS']);
    expect(info.landing).toBe('portal');
  });

  it('academy: POS Academy only, handed to e-learning on sign-in (spec 3 §4, §6)', async () => {
    const info = await infoOf('academy@example.com');
    expect(info.permissionSchema.flatMap((entry) => entry.rpDetails.map((role) => role.rolename))).toEqual([
      'POS Academy',
    ]);
    expect(info.landing).toBe('elearning');
    expect(info.allAvailablePermission).toContain('Academy');
    const handoff = await t.request({
      method: 'POST',
      url: '/auth/sso/elearning',
      headers: await signIn(t, 'academy@example.com'),
    });
    expect(handoff.statusCode).toBe(200);
  });

  it('welcome: an Associate of the point of sale who has not signed in yet, so gets the tutorial (spec 3 §4)', async () => {
    const info = await infoOf('welcome@example.com');
    expect(info).toMatchObject({ firstLogin: true, showTutorial: 0, landing: 'portal', status: 'Active' });
    expect(customerTypes(info)).toEqual(['POS']);
    expect(info.allAvailablePermission).toEqual(expect.arrayContaining(['Catalogue', 'My Orders']));
    // Never signed in, so none of the history's orders is theirs.
    const [placed] = await rows<{ n: number }>(
      t.db,
      `select count(*)::int as n from orders where user_id = '${await userIdOf(t.db, 'welcome@example.com')}'`,
    );
    expect(placed!.n).toBe(0);
  });

  it('no other demo user starts on first login: their journeys never meet the tutorial', async () => {
    const others = await rows<{ email: string }>(
      t.db,
      "select email from users where email like '%@example.com' and (first_login or show_tutorial > 0)",
    );
    expect(others.map((row) => row.email)).toEqual(['welcome@example.com']);
  });

  it('cz: owner of a Czech On Premise company', async () => {
    const info = await infoOf('cz@example.com');
    expect(info.country).toBe('CZE');
    expect(customerTypes(info)).toEqual(['On Premise']);
  });

  it('staff: customer service, no ship-to of its own, may act as a customer user', async () => {
    const info = await infoOf('staff@example.com');
    expect(info).toMatchObject({ isStaff: true, permissionSchema: [], allAvailablePermission: [] });
    const acting = await t.request({
      method: 'POST',
      url: '/auth/act-as',
      headers: await signIn(t, 'staff@example.com'),
      payload: { userId: await userIdOf(t.db, 'onpremise@example.com') },
    });
    expect(acting.statusCode).toBe(200);
  });
});
