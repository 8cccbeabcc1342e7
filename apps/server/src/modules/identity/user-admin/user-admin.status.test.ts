import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { IDENTITY_MESSAGES, USER_ADMIN_MESSAGES, userChangeResponseSchema } from '@spina/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { refreshCookieOf, signIn, signInRequest } from '../../../test/auth';
import { repoRoot } from '../../../lib/paths';
import { createTestApp, type TestApp } from '../../../test/harness';
import { privateDataDir } from '../../../test/identity-fixtures';
import { linkToken, waitForMail } from '../../../test/mailbox';
import { adminCalls, createAdminCompany, storedLinks } from './user-admin.fixtures';

let t: TestApp;
let calls: ReturnType<typeof adminCalls>;
let company: Awaited<ReturnType<typeof createAdminCompany>>;
const ids = { owner: '', secondOwner: '', delegated: '', regular: '', invited: '' };
const EMAIL = {
  owner: 'st.owner@example.com',
  secondOwner: 'st.owner2@example.com',
  delegated: 'st.delegated@example.com',
  regular: 'st.regular@example.com',
  invited: 'st.invited@example.com',
};

const DATA_DIR = privateDataDir('user-admin-status');

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR });
  calls = adminCalls(t);
  company = await createAdminCompany(t.db, 'Birreria degli Stati srl');
  ids.owner = await company.member(EMAIL.owner, [{ shipToId: company.centre, roleType: 'Owner' }]);
  ids.secondOwner = await company.member(EMAIL.secondOwner, [
    { shipToId: company.station, roleType: 'Owner' },
  ]);
  ids.delegated = await company.member(EMAIL.delegated, [
    { shipToId: company.centre, roleType: 'Delegated Owner' },
  ]);
  ids.regular = await company.member(EMAIL.regular, [
    { shipToId: company.centre, roleType: 'Basic' },
    { shipToId: company.station, roleType: 'Reporting' },
  ]);
  ids.invited = await company.member(EMAIL.invited, [{ shipToId: company.centre, roleType: 'Basic' }], {
    status: 'Invited',
    userValidation: false,
    password: null,
  });
});
afterAll(async () => {
  await t.close();
  rmSync(join(repoRoot, DATA_DIR), { recursive: true, force: true });
});

const userInfo = (userId: string, headers: Record<string, string>) =>
  t.request({ url: `/api/identity/v1/users/GetUserInfoById/${userId}`, headers });
const refresh = (cookie: string) => t.request({ method: 'POST', url: '/auth/refresh', headers: { cookie } });

describe('SetUserStatus (spec 3 §4, §7)', () => {
  it('deactivates: the ship-tos go off, sessions end, sign-in and refresh are refused; activating restores', async () => {
    const session = await signInRequest(t, EMAIL.regular);
    const token = session.json().data.generateCustomerToken.token as string;
    const cookie = refreshCookieOf(session)!;
    const regular = { authorization: `Bearer ${token}` };
    expect((await userInfo(ids.regular, regular)).statusCode).toBe(200);

    const answer = await calls.setStatus(await signIn(t, EMAIL.owner), ids.regular, 'Inactive');
    expect(answer.statusCode).toBe(200);
    const { user, message } = userChangeResponseSchema.parse(answer.json());
    expect(message).toBe(USER_ADMIN_MESSAGES.statusChanged);
    expect(user).toMatchObject({ status: 'Inactive', isActive: false });
    expect(user.permissionSchema.map((entry) => entry.active)).toEqual([false, false]);
    expect((await storedLinks(t.db, ids.regular)).map((link) => link.isActive)).toEqual([false, false]);

    // The access token in hand stops working at once, the refresh cookie is revoked, sign-in is refused.
    expect((await userInfo(ids.regular, regular)).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
    const again = await signInRequest(t, EMAIL.regular);
    expect(again.json().errors[0].message).toBe(IDENTITY_MESSAGES.accountNotActive);

    const restored = await calls.setStatus(await signIn(t, EMAIL.owner), ids.regular, 'Active');
    expect(userChangeResponseSchema.parse(restored.json()).user.status).toBe('Active');
    const info = await userInfo(ids.regular, await signIn(t, EMAIL.regular));
    expect(
      info
        .json()
        .permissionSchema.map((entry: { rpDetails: { roleType: string }[] }) => entry.rpDetails[0]!.roleType),
    ).toEqual(['Basic', 'Reporting']);
    const audited = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.status'), eq(auditLog.target, ids.regular)));
    expect(audited.map((row) => row.details)).toEqual([
      { from: 'Active', to: 'Inactive' },
      { from: 'Inactive', to: 'Active' },
    ]);
  });

  it.each(['Suspended', 'Exited', 'Move Out'])('treats %s as a deactivation too', async (status) => {
    const owner = await signIn(t, EMAIL.owner);
    const answer = await calls.setStatus(owner, ids.regular, status);
    expect(answer.json().user).toMatchObject({ status, isActive: false });
    expect((await signInRequest(t, EMAIL.regular)).json().errors[0].message).toBe(
      IDENTITY_MESSAGES.accountNotActive,
    );
    await calls.setStatus(owner, ids.regular, 'Active');
  });

  it('withdraws an invitation: its link opens nothing; restoring gives the invitation back', async () => {
    const owner = await signIn(t, EMAIL.owner);
    const link = await t.request({
      method: 'POST',
      url: `/api/identity/v1/users/ResendVerificationEmail/${ids.invited}`,
      headers: owner,
      payload: { email: EMAIL.invited },
    });
    expect(link.statusCode).toBe(200);
    const token = linkToken(await waitForMail(t, EMAIL.invited));
    const withdrawn = await calls.setStatus(owner, ids.invited, 'Inactive');
    expect(withdrawn.json().user).toMatchObject({ status: 'Inactive' });
    expect(withdrawn.json().user.actions.statuses).toContain('Invited');
    expect(withdrawn.json().user.actions.statuses).not.toContain('Active');
    expect((await calls.setStatus(owner, ids.invited, 'Active')).json()).toMatchObject({
      code: 'STATUS_NOT_ALLOWED',
      message: USER_ADMIN_MESSAGES.statusNotAllowed,
    });
    const password = 'Primo-Accesso-2026!';
    const accept = await t.request({
      method: 'POST',
      url: '/auth/verification',
      payload: { token, newPassword: password, retypePassword: password },
    });
    expect(accept.json()).toMatchObject({ code: 'LINK_EXPIRED' });
    const restored = await calls.setStatus(owner, ids.invited, 'Invited');
    expect(restored.json().user).toMatchObject({ status: 'Invited', actions: { resendInvitation: true } });
  });

  it('refuses status changes the rules do not offer', async () => {
    const owner = await signIn(t, EMAIL.owner);
    expect((await calls.setStatus(owner, ids.regular, 'Invited')).json()).toMatchObject({
      code: 'STATUS_NOT_ALLOWED',
    });
    expect((await calls.setStatus(owner, ids.regular, 'Retired')).statusCode).toBe(400);
    // The status a user already has: nothing to do, nothing refused.
    expect((await calls.setStatus(owner, ids.regular, 'Active')).statusCode).toBe(200);
  });

  it('lets a Delegated Owner change regular users only', async () => {
    const delegated = await signIn(t, EMAIL.delegated);
    const owner = await calls.setStatus(delegated, ids.owner, 'Inactive');
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toMatchObject({ code: 'REGULAR_USERS_ONLY' });
    const self = await calls.setStatus(delegated, ids.delegated, 'Exited');
    expect(self.json()).toMatchObject({ code: 'REGULAR_USERS_ONLY' });
    const regular = await calls.setStatus(delegated, ids.regular, 'Suspended');
    expect(regular.statusCode).toBe(200);
    await calls.setStatus(delegated, ids.regular, 'Active');
  });

  it('keeps the last Active Owner of the company', async () => {
    const owner = await signIn(t, EMAIL.owner);
    expect((await calls.setStatus(owner, ids.secondOwner, 'Exited')).statusCode).toBe(200);
    const last = await calls.setStatus(owner, ids.owner, 'Exited');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_OWNER', message: USER_ADMIN_MESSAGES.lastOwner });
    expect((await userInfo(ids.owner, owner)).json().status).toBe('Active');
    expect((await calls.setStatus(owner, ids.secondOwner, 'Active')).statusCode).toBe(200);
    // With another Active Owner, an Owner may leave.
    const leaves = await calls.setStatus(owner, ids.owner, 'Move Out');
    expect(leaves.statusCode).toBe(200);
    expect((await signInRequest(t, EMAIL.owner)).json().errors[0].message).toBe(
      IDENTITY_MESSAGES.accountNotActive,
    );
    await calls.setStatus(await signIn(t, EMAIL.secondOwner), ids.owner, 'Active');
  });

  it('neither changes a user of another company nor accepts fields the screen does not send', async () => {
    const elsewhere = await createAdminCompany(t.db, 'Birreria Estranea srl');
    const stranger = await elsewhere.member('st.stranger@example.com', [
      { shipToId: elsewhere.centre, roleType: 'Basic' },
    ]);
    const owner = await signIn(t, EMAIL.owner);
    expect((await calls.setStatus(owner, stranger, 'Inactive')).statusCode).toBe(404);
    expect(
      (await signInRequest(t, 'st.stranger@example.com')).json().data.generateCustomerToken.token,
    ).toBeTruthy();
    const crafted = await t.request({
      method: 'PATCH',
      url: '/api/identity/v1/users/SetUserStatus',
      headers: owner,
      payload: { id: ids.regular, status: 'Active', companyId: elsewhere.companyId },
    });
    expect(crafted.statusCode).toBe(400);
    expect((await calls.setStatus({}, ids.regular, 'Inactive')).statusCode).toBe(401);
    expect((await calls.setStatus(await signIn(t, EMAIL.regular), ids.owner, 'Inactive')).statusCode).toBe(
      403,
    );
  });
});
