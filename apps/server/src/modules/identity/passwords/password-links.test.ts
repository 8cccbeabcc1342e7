import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { IDENTITY_MESSAGES, PASSWORD_MESSAGES } from '@spina/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env';
import type { AppDeps } from '../../../deps';
import { oneTimeTokens, users } from '../../../db/schema';
import { repoRoot } from '../../../lib/paths';
import { refreshCookieOf, signInRequest } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, DEMO_PASSWORD, privateDataDir } from '../../../test/identity-fixtures';
import { linkToken, mailsTo, waitForMail } from '../../../test/mailbox';
import { RESET_REQUESTS_PER_ADDRESS, sendInvitation } from './password.service';
import { identityOf } from '../identity.runtime';
import { hashToken } from '../sessions/session.tokens';

const DATA_DIR = privateDataDir('identity-links');
const NEW_PASSWORD = 'Nuova-Password-2026?';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR, PUBLIC_URL: 'https://portal.example.com' });
});
afterAll(async () => {
  await t.close();
  rmSync(join(repoRoot, DATA_DIR), { recursive: true, force: true });
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, payload, headers });
let addressCounter = 0;
/** A reset request from a documentation address (RFC 5737) of its own, unless one is given. */
const forgot = (email: string, lang?: 'it' | 'en', address = `198.51.100.${++addressCounter}`) =>
  post('/auth/forgot-password', { email, ...(lang ? { lang } : {}) }, { 'x-forwarded-for': address });
const reset = (token: string, newPassword = NEW_PASSWORD, retypePassword = newPassword) =>
  post('/auth/reset-password', { token, newPassword, retypePassword });
const verify = (token: string, newPassword = NEW_PASSWORD, retypePassword = newPassword) =>
  post('/auth/verification', { token, newPassword, retypePassword });

/** The same application's identity services, for what user administration will call. */
function runtimeFor(test: TestApp) {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    SSO_SECRET: 'test-sso-secret-test-sso-secret-test-5678',
    DATA_DIR,
    PUBLIC_URL: 'https://portal.example.com',
  });
  const deps = { config, db: test.db, log: pino({ level: 'silent' }) } as unknown as AppDeps;
  return identityOf(deps);
}

describe('forgot password: one answer for every address (no enumeration)', () => {
  it('answers a known and an unknown address identically, and mails only the account', async () => {
    await createUser(t.db, { email: 'links.forgot@example.com', language: 'it' });
    const known = await forgot('links.forgot@example.com');
    const unknown = await forgot('links.nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: IDENTITY_MESSAGES.resetLinkSent });
    expect(unknown.json()).toEqual(known.json());
    const mail = await waitForMail(t, 'links.forgot@example.com');
    expect(mail.subject).toBe('Spina: reimposta la password');
    expect(mail.links[0]).toMatch(/^https:\/\/portal\.example\.com\/reset-password\?token=[\w-]{43}$/);
    expect(mail.text).toContain(mail.links[0]);
    expect(await mailsTo(t, 'links.nobody@example.com')).toEqual([]);
  });

  it("writes in the account's language (English here)", async () => {
    await createUser(t.db, { email: 'links.english@example.com', language: 'en' });
    await forgot('links.english@example.com', 'it');
    const mail = await waitForMail(t, 'links.english@example.com');
    expect(mail.subject).toBe('Spina: reset your password');
    expect(mail.text).toContain('valid for one hour');
  });

  it('sends nothing to an account that is not active, with the same answer', async () => {
    await createUser(t.db, { email: 'links.inactive@example.com', status: 'Inactive' });
    expect((await forgot('links.inactive@example.com')).json()).toEqual({
      message: IDENTITY_MESSAGES.resetLinkSent,
    });
    expect(await mailsTo(t, 'links.inactive@example.com')).toEqual([]);
  });

  it('keeps at most 3 reset e-mails per account in 15 minutes', async () => {
    await createUser(t.db, { email: 'links.flood@example.com' });
    for (let count = 1; count <= 3; count++) {
      await forgot('links.flood@example.com');
      await waitForMail(t, 'links.flood@example.com', { count });
    }
    for (let i = 0; i < 2; i++) expect((await forgot('links.flood@example.com')).statusCode).toBe(200);
    expect(await mailsTo(t, 'links.flood@example.com')).toHaveLength(3);
  });

  it('refuses more than 10 requests from one address in 15 minutes, known and unknown e-mails alike', async () => {
    await createUser(t.db, { email: 'links.one-address@example.com' });
    const address = '203.0.113.44';
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) {
      const email = i % 2 === 0 ? 'links.one-address@example.com' : `links.nobody${i}@example.com`;
      expect((await forgot(email, undefined, address)).statusCode).toBe(200);
    }
    for (const email of ['links.one-address@example.com', 'links.nobody-more@example.com']) {
      const refused = await forgot(email, undefined, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: IDENTITY_MESSAGES.tooManyAttempts,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // The refused requests sent nothing; another address is not affected.
    expect(await mailsTo(t, 'links.one-address@example.com')).toHaveLength(3);
    expect((await forgot('links.one-address@example.com')).statusCode).toBe(200);
  });
});

describe('reset link (1 hour, single use)', () => {
  it('keeps the link usable when the password is refused, then sets it once', async () => {
    await createUser(t.db, { email: 'links.reset@example.com' });
    const before = refreshCookieOf(await signInRequest(t, 'links.reset@example.com'));
    await forgot('links.reset@example.com');
    const token = linkToken(await waitForMail(t, 'links.reset@example.com'));

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'PASSWORD_REQUIREMENTS_NOT_MET',
      message: PASSWORD_MESSAGES.requirementsNotMet,
    });
    const mismatch = await reset(token, NEW_PASSWORD, 'Nuova-Password-2026!');
    expect(mismatch.json()).toMatchObject({ code: 'PASSWORD_MISMATCH', message: PASSWORD_MESSAGES.mismatch });
    const current = await reset(token, DEMO_PASSWORD);
    expect(current.json()).toMatchObject({ code: 'PASSWORD_REUSED', message: PASSWORD_MESSAGES.reused });

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_MESSAGES.changed });
    expect((await signInRequest(t, 'links.reset@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signInRequest(t, 'links.reset@example.com')).statusCode).toBe(401);
    // A reset signs the account out everywhere.
    const refresh = await t.request({ method: 'POST', url: '/auth/refresh', headers: { cookie: before! } });
    expect(refresh.statusCode).toBe(401);

    const again = await reset(token, 'Altra-Password-2026?');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LINK_EXPIRED', message: IDENTITY_MESSAGES.linkExpired });
  });

  it("answers 'The link has expired (request a new one from support)' for a stale or unknown link", async () => {
    await createUser(t.db, { email: 'links.stale@example.com' });
    await forgot('links.stale@example.com');
    const token = linkToken(await waitForMail(t, 'links.stale@example.com'));
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60 * 1000);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.id, row!.id));
    for (const response of [await reset(token), await reset('made-up-token')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The link has expired (request a new one from support)');
    }
  });

  it('replaces an earlier reset link by a newer one', async () => {
    await createUser(t.db, { email: 'links.newer@example.com' });
    await forgot('links.newer@example.com');
    const first = linkToken(await waitForMail(t, 'links.newer@example.com'));
    await forgot('links.newer@example.com');
    const second = linkToken(await waitForMail(t, 'links.newer@example.com', { count: 2 }));
    expect((await reset(first)).json().code).toBe('LINK_EXPIRED');
    expect((await reset(second)).statusCode).toBe(200);
  });
});

describe('invitation link (7 days, single use): the first password', () => {
  const invite = async (email: string, language = 'it') => {
    const userId = await createUser(t.db, {
      email,
      language,
      status: 'Invited',
      userValidation: false,
      password: null,
    });
    const link = await sendInvitation(runtimeFor(t), userId);
    return { userId, link };
  };

  it('mails a 7-day link to /verification; setting the password validates and activates the account', async () => {
    const { userId, link } = await invite('links.invited@example.com', 'en');
    const mail = await waitForMail(t, 'links.invited@example.com');
    expect(mail.links).toEqual([link]);
    expect(mail.subject).toBe('Spina: your invitation to the ordering portal');
    expect(link).toMatch(/^https:\/\/portal\.example\.com\/verification\?token=/);
    const token = linkToken(mail);
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect((await signInRequest(t, 'links.invited@example.com', NEW_PASSWORD)).statusCode).toBe(401);

    expect((await verify(token, 'no')).json().code).toBe('PASSWORD_REQUIREMENTS_NOT_MET');
    const done = await verify(token);
    expect(done.json()).toEqual({ message: PASSWORD_MESSAGES.changed });
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ status: 'Active', userValidation: true });
    expect((await signInRequest(t, 'links.invited@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await verify(token)).json()).toMatchObject({ message: IDENTITY_MESSAGES.linkExpired });
  });

  it('accepts the same invitation through PUT users/SetFirstPassword (spec 3 §7)', async () => {
    await invite('links.first-password@example.com');
    const token = linkToken(await waitForMail(t, 'links.first-password@example.com'));
    const body = { token, newPassword: NEW_PASSWORD, retypePassword: NEW_PASSWORD };
    const url = '/api/identity/v1/users/SetFirstPassword';
    const first = await t.request({ method: 'PUT', url, payload: body });
    expect(first.json()).toEqual({ message: PASSWORD_MESSAGES.changed });
    const second = await t.request({ method: 'PUT', url, payload: body });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(IDENTITY_MESSAGES.linkExpired);
  });

  it('refuses a reset token on the invitation route and the other way round', async () => {
    await invite('links.crossed@example.com');
    const token = linkToken(await waitForMail(t, 'links.crossed@example.com'));
    expect((await reset(token)).json().code).toBe('LINK_EXPIRED');
  });
});

describe('development mailbox (SMTP_URL unset)', () => {
  it('lists messages newest first, each readable with its link clickable', async () => {
    await createUser(t.db, { email: 'links.mailbox@example.com' });
    await forgot('links.mailbox@example.com');
    const mail = await waitForMail(t, 'links.mailbox@example.com');
    const list = await t.request({ url: '/dev/mailbox' });
    expect(list.headers['content-type']).toMatch(/text\/html/);
    expect(list.body).toContain(`/dev/mailbox/${mail.id}`);
    const page = await t.request({ url: `/dev/mailbox/${mail.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<a href="${mail.links[0]}">`);
    expect((await t.request({ url: '/dev/mailbox/..%2F..%2Fsecrets' })).statusCode).toBe(404);
    const all = (await t.request({ url: '/dev/mailbox/messages' })).json().messages as Array<{ id: string }>;
    expect(all.map((message) => message.id)).toEqual([...all.map((message) => message.id)].sort().reverse());
  });
});

describe('development mailbox when mail goes out through SMTP', () => {
  // Built in the hook, whose time limit allows for a busy machine: a whole application on its own database.
  let withSmtp: TestApp;
  beforeAll(async () => {
    withSmtp = await createTestApp({ DATA_DIR, SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(async () => withSmtp?.close());

  it('is absent', async () => {
    expect((await withSmtp.request({ url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
