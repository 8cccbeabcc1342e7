import { IDENTITY_MESSAGES } from '@spina/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { refreshCookieOf, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOwner, createUser } from '../../../test/identity-fixtures';

let t: TestApp;
let staffId: string;
let customerId: string;
const STAFF = 'act.staff@example.com';
const CUSTOMER = 'act.customer@example.com';

beforeAll(async () => {
  t = await createTestApp();
  staffId = await createUser(t.db, { email: STAFF, isStaff: true });
  customerId = await createOwner(t.db, CUSTOMER);
});
afterAll(async () => t.close());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const actAs = (headers: Record<string, string>, userId: string) =>
  t.request({ method: 'POST', url: '/auth/act-as', headers, payload: { userId } });
const auditRows = (action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.userId, customerId)));

describe('acting as a customer user (DESIGN §6)', () => {
  it('gives staff a session of the customer user with the staff id in the act claim, audited', async () => {
    const response = await actAs(await signIn(t, STAFF), customerId);
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(claimsOf(token)).toMatchObject({ sub: customerId, act: { sub: staffId } });
    expect(refreshCookieOf(response)).not.toBeNull();

    const info = await t.request({
      url: `/api/identity/v1/users/GetUserInfoById/${customerId}`,
      headers: bearer(token),
    });
    expect(info.json()).toMatchObject({
      UID: customerId,
      actingStaff: { UID: staffId, firstName: 'Giulia', lastName: 'Prova' },
    });
    const started = await auditRows('act-as.start');
    expect(started).toEqual([expect.objectContaining({ actingStaffId: staffId, target: customerId })]);
  });

  it('writes every write made while acting to the audit log with both ids, REST and GraphQL', async () => {
    const { token } = (await actAs(await signIn(t, STAFF), customerId)).json();
    const headers = { ...bearer(token), 'content-type': 'application/json' };
    const flag = await t.request({
      method: 'PUT',
      url: `/api/identity/v1/users/SetFirstLoginFlag/${customerId}`,
      headers,
      payload: 'false',
    });
    expect(flag.statusCode).toBe(200);
    await t.request({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: {
        query: 'mutation { generateCustomerToken(email: "x@example.com", password: "y") { token } }',
      },
    });
    // Reads are not writes.
    await t.request({ url: `/api/identity/v1/users/GetUserInfoById/${customerId}`, headers });

    const writes = await auditRows('acting.write');
    expect(writes.map((row) => row.target)).toEqual([
      'PUT /api/identity/v1/users/SetFirstLoginFlag/:UID',
      'POST /graphql',
    ]);
    for (const row of writes) expect(row.actingStaffId).toBe(staffId);
    expect(writes[1]!.details).toMatchObject({ mutations: ['generateCustomerToken'] });
  });

  it('keeps the act claim across a refresh, and refuses a password change while acting', async () => {
    const response = await actAs(await signIn(t, STAFF), customerId);
    const rotated = await t.request({
      method: 'POST',
      url: '/auth/refresh',
      headers: { cookie: refreshCookieOf(response)! },
    });
    const token = rotated.json().token as string;
    expect(claimsOf(token)).toMatchObject({ sub: customerId, act: { sub: staffId } });
    // The renewed session's user is the customer, with the staff member acting shown (the web's banner).
    expect(rotated.json().user).toMatchObject({ UID: customerId, actingStaff: { UID: staffId } });
    const change = await t.request({
      method: 'PUT',
      url: `/api/identity/v1/users/ChangePassword/${customerId}`,
      headers: bearer(token),
      payload: { oldPassword: 'x', newPassword: 'Birra-Rossa-2026!', retypePassword: 'Birra-Rossa-2026!' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(IDENTITY_MESSAGES.notWhileActingAs);
  });

  it('stops: the acting session ends and the staff member gets a session of their own, audited', async () => {
    const acting = await actAs(await signIn(t, STAFF), customerId);
    const stop = await t.request({
      method: 'POST',
      url: '/auth/act-as/stop',
      headers: bearer(acting.json().token),
    });
    expect(stop.statusCode).toBe(200);
    const claims = claimsOf(stop.json().token);
    expect(claims.sub).toBe(staffId);
    expect(claims.act).toBeUndefined();
    const refresh = await t.request({
      method: 'POST',
      url: '/auth/refresh',
      headers: { cookie: refreshCookieOf(acting)! },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await auditRows('act-as.stop')).length).toBeGreaterThan(0);
    const notActing = await t.request({
      method: 'POST',
      url: '/auth/act-as/stop',
      headers: bearer(stop.json().token),
    });
    expect(notActing.json()).toMatchObject({ code: 'NOT_ACTING_AS' });
  });

  it('is for staff only, on active customer users only', async () => {
    expect((await actAs({}, customerId)).statusCode).toBe(401);
    expect((await actAs(await signIn(t, CUSTOMER), staffId)).statusCode).toBe(403);
    const staffHeaders = await signIn(t, STAFF);
    const otherStaff = await createUser(t.db, { email: 'act.other-staff@example.com', isStaff: true });
    expect((await actAs(staffHeaders, otherStaff)).json()).toMatchObject({ code: 'NOT_A_CUSTOMER_USER' });
    const inactive = await createUser(t.db, { email: 'act.inactive@example.com', status: 'Inactive' });
    expect((await actAs(await signIn(t, STAFF), inactive)).json()).toMatchObject({
      code: 'NOT_A_CUSTOMER_USER',
    });
    const acting = (await actAs(await signIn(t, STAFF), customerId)).json().token as string;
    expect((await actAs(bearer(acting), customerId)).statusCode).toBe(403);
  });
});
