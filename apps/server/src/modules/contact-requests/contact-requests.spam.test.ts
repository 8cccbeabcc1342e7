import { count, eq } from 'drizzle-orm';
import { CONTACT_FORM_TIMING, CONTACT_MESSAGES, CONTACT_REQUESTS_PER_ADDRESS } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { privateDataDir } from '../../test/identity-fixtures';
import { CONTACT_MAIL_JOBS } from './contact-requests.service';
import {
  contactForm,
  formToken,
  freshAddress,
  partnerForm,
  send,
  storedCount,
} from './test/contact-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: privateDataDir('contact-spam') });
});
afterAll(async () => t.close());

async function queuedMails(): Promise<number> {
  const [row] = await t.db
    .select({ value: count() })
    .from(jobs)
    .where(eq(jobs.name, CONTACT_MAIL_JOBS.customerService));
  return Number(row?.value ?? 0);
}

describe('spam and flooding (become-partner and contact forms)', () => {
  it('answers a filled honeypot like a success, and keeps and mails nothing', async () => {
    const [stored, mails] = [await storedCount(t), await queuedMails()];
    const response = await send(t, 'partner', partnerForm({ website: 'https://cheap-pills.example' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await storedCount(t)).toBe(stored);
    expect(await queuedMails()).toBe(mails);
  });

  it('hands out a signed token that is not cached', async () => {
    const response = await t.request({ url: '/api/content/v1/contactform/token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((response.json() as { token: string }).token).toMatch(/^\d{13}\.[\w-]{43}$/);
  });

  it.each([
    // Tokens are made when each case runs, so that time spent before it does not age them.
    [
      'a form sent as soon as it was shown',
      () => formToken(0),
      'FORM_SENT_TOO_FAST',
      CONTACT_MESSAGES.sentTooFast,
    ],
    [
      'an expired token',
      () => formToken(CONTACT_FORM_TIMING.maxAgeMs + 1000),
      'FORM_EXPIRED',
      CONTACT_MESSAGES.formExpired,
    ],
    ['a forged token', () => `${Date.now() - 60_000}.forged`, 'FORM_EXPIRED', CONTACT_MESSAGES.formExpired],
    ['a token made up by hand', () => 'not-a-token', 'FORM_EXPIRED', CONTACT_MESSAGES.formExpired],
  ])('refuses %s with 400 and stores nothing', async (_case, token, code, message) => {
    const before = await storedCount(t);
    const response = await send(t, 'contact', contactForm({ formToken: token() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message });
    expect(await storedCount(t)).toBe(before);
  });

  it('refuses a form without a token with the expiry message', async () => {
    const { formToken: _left, ...withoutToken } = contactForm();
    const response = await send(t, 'contact', withoutToken);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: '/formToken', message: CONTACT_MESSAGES.formExpired }],
    });
  });

  it(`lets one address send ${CONTACT_REQUESTS_PER_ADDRESS} requests in 15 minutes over both forms, then 429`, async () => {
    const address = freshAddress();
    for (let index = 0; index < CONTACT_REQUESTS_PER_ADDRESS; index++) {
      const kind = index % 2 === 0 ? 'partner' : 'contact';
      const form = kind === 'partner' ? partnerForm() : contactForm();
      expect((await send(t, kind, form, address)).statusCode).toBe(200);
    }
    const before = await storedCount(t);
    const refused = await send(t, 'contact', contactForm(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests have been sent from this address. Try again in a few minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCount(t)).toBe(before);
    // Another address is not held back.
    expect((await send(t, 'contact', contactForm())).statusCode).toBe(200);
  });
});
