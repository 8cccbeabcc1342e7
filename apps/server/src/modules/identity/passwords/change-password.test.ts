import { PASSWORD_MESSAGES } from '@spina/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordHistory } from '../../../db/schema';
import { refreshCookieOf, signIn, signInRequest } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, DEMO_PASSWORD } from '../../../test/identity-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const change = (
  uid: string,
  headers: Record<string, string>,
  body: { oldPassword: string; newPassword: string; retypePassword?: string },
) =>
  t.request({
    method: 'PUT',
    url: `/api/identity/v1/users/ChangePassword/${uid}`,
    headers,
    payload: { retypePassword: body.newPassword, ...body },
  });

describe('PUT users/ChangePassword/{UID} (spec 3 §5)', () => {
  it.each([
    ['Short-1a!', 'fewer than 12 characters'],
    ['ALL-UPPER-CASE-1!', 'no lower case letter'],
    ['all-lower-case-1!', 'no upper case letter'],
    ['No-Numerals-Here!', 'no numeral'],
    ['NoSymbolsHere2026', 'no symbol'],
  ])("refuses %s (%s): 'requirements not met'", async (newPassword, why) => {
    const email = `change.policy.${why.replaceAll(' ', '-')}@example.com`;
    const uid = await createUser(t.db, { email });
    const response = await change(uid, await signIn(t, email), { oldPassword: DEMO_PASSWORD, newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_REQUIREMENTS_NOT_MET',
      message: PASSWORD_MESSAGES.requirementsNotMet,
    });
  });

  it('answers each message of the spec: old password, new password, match, changed', async () => {
    const email = 'change.messages@example.com';
    const uid = await createUser(t.db, { email });
    const headers = await signIn(t, email);
    const good = 'Birra-Fresca-2026#';

    const oldWrong = await change(uid, headers, { oldPassword: 'Not-The-Old-1!', newPassword: good });
    expect(oldWrong.json()).toMatchObject({
      code: 'OLD_PASSWORD_NOT_CORRECT',
      message: PASSWORD_MESSAGES.oldIncorrect,
    });
    const empty = await change(uid, headers, { oldPassword: DEMO_PASSWORD, newPassword: '' });
    expect(empty.json()).toMatchObject({
      code: 'NEW_PASSWORD_NOT_CORRECT',
      message: PASSWORD_MESSAGES.newIncorrect,
    });
    const mismatch = await change(uid, headers, {
      oldPassword: DEMO_PASSWORD,
      newPassword: good,
      retypePassword: `${good}x`,
    });
    expect(mismatch.json()).toMatchObject({ code: 'PASSWORD_MISMATCH', message: PASSWORD_MESSAGES.mismatch });

    const done = await change(uid, headers, { oldPassword: DEMO_PASSWORD, newPassword: good });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_MESSAGES.changed });
    expect((await signInRequest(t, email, good)).statusCode).toBe(200);
    expect((await signInRequest(t, email)).statusCode).toBe(401);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.userId, uid));
    expect(audit.map((row) => row.action)).toContain('password.change');
  });

  it('refuses each of the last 8 passwords and accepts the 9th oldest again', async () => {
    const email = 'change.history@example.com';
    const uid = await createUser(t.db, { email });
    const headers = await signIn(t, email);
    const passwords = [DEMO_PASSWORD, ...Array.from({ length: 8 }, (_, i) => `Storico-Birra-${i + 1}!`)];
    for (let i = 1; i < passwords.length; i++) {
      const response = await change(uid, headers, {
        oldPassword: passwords[i - 1]!,
        newPassword: passwords[i]!,
      });
      expect(response.statusCode).toBe(200);
    }
    const current = passwords[8]!;
    // The last 8 are passwords[1..8]: each is refused, the current one included.
    for (const recent of passwords.slice(1)) {
      const response = await change(uid, headers, { oldPassword: current, newPassword: recent });
      expect(response.json()).toMatchObject({ code: 'PASSWORD_REUSED', message: PASSWORD_MESSAGES.reused });
    }
    const history = await t.db.select().from(passwordHistory).where(eq(passwordHistory.userId, uid));
    expect(history).toHaveLength(8);
    const oldest = await change(uid, headers, { oldPassword: current, newPassword: DEMO_PASSWORD });
    expect(oldest.statusCode).toBe(200);
  });

  it("signs out the user's other sessions and keeps the current one", async () => {
    const email = 'change.sessions@example.com';
    const uid = await createUser(t.db, { email });
    const other = refreshCookieOf(await signInRequest(t, email))!;
    const current = await signInRequest(t, email);
    const headers = { authorization: `Bearer ${current.json().data.generateCustomerToken.token}` };
    expect(
      (await change(uid, headers, { oldPassword: DEMO_PASSWORD, newPassword: 'Birra-Scura-2026!' }))
        .statusCode,
    ).toBe(200);
    const refresh = (cookie: string) =>
      t.request({ method: 'POST', url: '/auth/refresh', headers: { cookie } });
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(current)!)).statusCode).toBe(200);
  });

  it("refuses to change another user's password and needs a session", async () => {
    const victim = await createUser(t.db, { email: 'change.victim@example.com' });
    await createUser(t.db, { email: 'change.attacker@example.com' });
    const headers = await signIn(t, 'change.attacker@example.com');
    const body = { oldPassword: DEMO_PASSWORD, newPassword: 'Birra-Rubata-2026!' };
    expect((await change(victim, headers, body)).statusCode).toBe(403);
    expect((await change(victim, {}, body)).statusCode).toBe(401);
    expect((await signInRequest(t, 'change.victim@example.com')).statusCode).toBe(200);
  });

  it('throttles guesses of the old password like sign-in (10 in 15 minutes)', async () => {
    const email = 'change.guesses@example.com';
    const uid = await createUser(t.db, { email });
    // A fresh address, so that only this account's guesses count.
    const headers = { ...(await signIn(t, email)), 'x-forwarded-for': '198.51.100.77' };
    for (let i = 0; i < 10; i++) {
      const response = await change(uid, headers, {
        oldPassword: `Guess-${i}-Wrong!`,
        newPassword: 'Birra-Chiara-2026!',
      });
      expect(response.json().code).toBe('OLD_PASSWORD_NOT_CORRECT');
    }
    const throttled = await change(uid, headers, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Birra-Chiara-2026!',
    });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });
});
