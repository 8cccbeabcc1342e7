import { IDENTITY_MESSAGES } from '@spina/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, refreshTokens, users } from '../../../db/schema';
import { refreshCookieOf, signIn, signInRequest } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOwner, createUser } from '../../../test/identity-fixtures';
import { PRINCIPAL_CACHE_MS } from '../sessions/principal.resolver';
import { LOST_ANSWER_GRACE_MS } from '../sessions/session.store';

let t: TestApp;
let ownerId: string;
const OWNER = 'sign-in.owner@example.com';

beforeAll(async () => {
  t = await createTestApp();
  ownerId = await createOwner(t.db, OWNER);
});
afterAll(async () => t.close());

const userInfo = (headers: Record<string, string>, id = ownerId) =>
  t.request({ url: `/api/identity/v1/users/GetUserInfoById/${id}`, headers });

const refresh = (cookie: string | null) =>
  t.request({ method: 'POST', url: '/auth/refresh', headers: cookie ? { cookie } : {} });

describe('generateCustomerToken (spec 3 §7, spec 1 §4.1)', () => {
  it('answers a short-lived access token and sets the refresh cookie httpOnly, SameSite=Strict on /auth', async () => {
    const response = await signInRequest(t, OWNER);
    expect(response.statusCode).toBe(200);
    const token = response.json().data.generateCustomerToken.token as string;
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.sub).toBe(ownerId);
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const cookie = response.cookies.find((candidate) => candidate.name === 'spina_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
    expect(cookie?.secure).toBeFalsy(); // plain http here: PUBLIC_URL is http and no proxy said https
    expect((await userInfo({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('sets the refresh cookie Secure behind a TLS proxy (X-Forwarded-Proto from a trusted proxy)', async () => {
    const signedIn = await signInRequest(t, OWNER, undefined, { 'x-forwarded-proto': 'https' });
    const cookie = signedIn.cookies.find((candidate) => candidate.name === 'spina_refresh');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    const rotated = await t.request({
      method: 'POST',
      url: '/auth/refresh',
      headers: { cookie: refreshCookieOf(signedIn)!, 'x-forwarded-proto': 'https' },
    });
    expect(rotated.cookies.find((candidate) => candidate.name === 'spina_refresh')?.secure).toBe(true);
  });

  it('answers tokens and user info with Cache-Control: no-store, failures included', async () => {
    const signedIn = await signInRequest(t, OWNER);
    const refused = await signInRequest(t, OWNER, 'Wrong-Password-123!');
    const rotated = await refresh(refreshCookieOf(signedIn));
    const token = rotated.json().token as string;
    const info = await userInfo({ authorization: `Bearer ${token}` });
    for (const response of [signedIn, refused, rotated, info]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(info.statusCode).toBe(200);
  });

  it('renews a session with its user info, as GetUserInfoById answers it (spec 1 §4.1: one call, not two)', async () => {
    const rotated = await refresh(refreshCookieOf(await signInRequest(t, OWNER)));
    expect(rotated.statusCode).toBe(200);
    const { token, user } = rotated.json() as { token: string; user: Record<string, unknown> };
    const info = await userInfo({ authorization: `Bearer ${token}` });
    expect(user).toEqual(info.json());
    expect(user).toMatchObject({ UID: ownerId, isLoggedIn: true, actingStaff: null });
  });

  it('finds the account whatever the case and spacing of the e-mail', async () => {
    const response = await signInRequest(t, '  Sign-In.Owner@Example.com ');
    expect(response.json().data.generateCustomerToken.token).toEqual(expect.any(String));
  });

  it('answers an unknown e-mail exactly as a wrong password: 401, same code, same message', async () => {
    const wrong = await signInRequest(t, OWNER, 'Wrong-Password-123!');
    const unknown = await signInRequest(t, 'nobody@example.com', 'Wrong-Password-123!');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.cookies).toEqual([]);
    }
    const shape = (body: { data: unknown; errors: Array<{ message: string; extensions: object }> }) => ({
      data: body.data,
      message: body.errors[0]!.message,
      code: (body.errors[0]!.extensions as { code: string }).code,
    });
    expect(shape(wrong.json())).toEqual({
      data: { generateCustomerToken: null },
      message: IDENTITY_MESSAGES.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
    });
    expect(shape(unknown.json())).toEqual(shape(wrong.json()));
  });

  it('gives no session to an account that is not Active or not validated (spec 3 §4)', async () => {
    await createUser(t.db, { email: 'sign-in.inactive@example.com', status: 'Inactive' });
    await createUser(t.db, { email: 'sign-in.unvalidated@example.com', userValidation: false });
    for (const email of ['sign-in.inactive@example.com', 'sign-in.unvalidated@example.com']) {
      const response = await signInRequest(t, email);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0]).toMatchObject({
        message: IDENTITY_MESSAGES.accountNotActive,
        extensions: { code: 'ACCOUNT_NOT_ACTIVE' },
      });
      expect(response.cookies).toEqual([]);
    }
  });

  it('writes the sign-in to the audit log', async () => {
    await signIn(t, OWNER);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.userId, ownerId));
    expect(rows.some((row) => row.action === 'sign-in' && row.actingStaffId === null)).toBe(true);
  });
});

describe('principal from the Bearer token', () => {
  it('ignores a forged, malformed or foreign token: the caller is a visitor (401 on signed-in calls)', async () => {
    const headers = await signIn(t, OWNER);
    const [head, body] = headers.authorization.slice('Bearer '.length).split('.');
    for (const authorization of [
      `Bearer ${head}.${body}.forged-signature`,
      'Bearer not-a-jwt',
      'Basic dXNlcjpwYXNz',
    ]) {
      expect((await userInfo({ authorization })).statusCode).toBe(401);
    }
  });

  it('drops the principal of a user deactivated after sign-in, within the short cache time', async () => {
    const id = await createUser(t.db, { email: 'sign-in.later-inactive@example.com' });
    const headers = await signIn(t, 'sign-in.later-inactive@example.com');
    expect((await userInfo(headers, id)).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, id));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PRINCIPAL_CACHE_MS + 1 });
    try {
      expect((await userInfo(headers, id)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('refresh rotation and reuse detection (DESIGN §2)', () => {
  it('rotates: a new access token and a new cookie, the old cookie is spent', async () => {
    const first = refreshCookieOf(await signInRequest(t, OWNER));
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toEqual({ token: expect.any(String), expiresIn: 900, user: expect.any(Object) });
    const second = refreshCookieOf(rotated);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect((await userInfo({ authorization: `Bearer ${rotated.json().token}` })).statusCode).toBe(200);
    // The rotated cookie works once more.
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back after its successor was used', async () => {
    const signInResponse = await signInRequest(t, OWNER);
    const access = signInResponse.json().data.generateCustomerToken.token as string;
    const first = refreshCookieOf(signInResponse);
    const rotated = await refresh(first);
    const second = refreshCookieOf(rotated)!;
    const third = refreshCookieOf(await refresh(second))!;

    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: IDENTITY_MESSAGES.sessionExpired,
    });
    // The legitimate newest token of the family is revoked too, and so is its access token.
    expect((await refresh(third)).statusCode).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PRINCIPAL_CACHE_MS + 1 });
    try {
      expect((await userInfo({ authorization: `Bearer ${access}` })).statusCode).toBe(401);
      expect((await userInfo({ authorization: `Bearer ${rotated.json().token}` })).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'session.reuse-detected'));
    expect(audit.map((row) => row.userId)).toContain(ownerId);
  });

  // Decision 0041: a page reloaded while it refreshes never receives the answer that carried the new cookie,
  // and its next start presents the replaced one.
  it('renews a replaced token again within the grace while its successor is unused: a lost answer', async () => {
    const reuseAudits = () =>
      t.db.select().from(auditLog).where(eq(auditLog.action, 'session.reuse-detected'));
    const auditsBefore = (await reuseAudits()).length;
    const first = refreshCookieOf(await signInRequest(t, OWNER));
    const lost = refreshCookieOf(await refresh(first))!;

    const retried = await refresh(first);
    expect(retried.statusCode).toBe(200);
    const kept = refreshCookieOf(retried)!;
    expect([first, lost]).not.toContain(kept);
    expect((await userInfo({ authorization: `Bearer ${retried.json().token}` })).statusCode).toBe(200);
    // The successor never received is retired in favour of the new one, and the session goes on.
    const next = await refresh(kept);
    expect(next.statusCode).toBe(200);
    expect((await refresh(refreshCookieOf(next))).statusCode).toBe(200);
    expect(await reuseAudits()).toHaveLength(auditsBefore);
  });

  // A page left while its renewal was still being handled, and the next page's renewal arriving meanwhile.
  it('keeps the session when two renewals with one token arrive together, the later one answered last', async () => {
    const first = refreshCookieOf(await signInRequest(t, OWNER));
    const answers = await Promise.all([refresh(first), refresh(first)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const cookies = answers.map((answer) => refreshCookieOf(answer)!);
    expect(new Set(cookies).size).toBe(2);
    // Whichever answer the browser kept, the session goes on with it.
    const kept = await refresh(cookies[1]!);
    expect(kept.statusCode).toBe(200);
    expect((await refresh(refreshCookieOf(kept))).statusCode).toBe(200);
  });

  it('treats a replaced token as leaked once the grace is over, though its successor is unused', async () => {
    const first = refreshCookieOf(await signInRequest(t, OWNER));
    const second = refreshCookieOf(await refresh(first))!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LOST_ANSWER_GRACE_MS + 1 });
    try {
      expect((await refresh(first)).statusCode).toBe(401);
      expect((await refresh(second)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a missing or unknown cookie and one of an expired token', async () => {
    expect((await refresh(null)).statusCode).toBe(401);
    expect((await refresh('spina_refresh=unknown')).statusCode).toBe(401);
    const cookie = refreshCookieOf(await signInRequest(t, OWNER))!;
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, ownerId));
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('refuses to refresh the session of a user deactivated since', async () => {
    const id = await createUser(t.db, { email: 'sign-in.refresh-inactive@example.com' });
    const cookie = refreshCookieOf(await signInRequest(t, 'sign-in.refresh-inactive@example.com'));
    await t.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, id));
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});

describe('log-out (spec 1 §4.2)', () => {
  it('revokes the refresh token, ends the access token and clears the cookie', async () => {
    const response = await signInRequest(t, OWNER);
    const cookie = refreshCookieOf(response)!;
    const authorization = `Bearer ${response.json().data.generateCustomerToken.token}`;
    const logout = await t.request({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie, authorization },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: IDENTITY_MESSAGES.signedOut });
    const cleared = logout.cookies.find((candidate) => candidate.name === 'spina_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/auth');
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await userInfo({ authorization })).statusCode).toBe(401);
  });

  it('answers a visitor without a session the same way', async () => {
    const logout = await t.request({ method: 'POST', url: '/auth/logout' });
    expect(logout.statusCode).toBe(200);
  });
});
