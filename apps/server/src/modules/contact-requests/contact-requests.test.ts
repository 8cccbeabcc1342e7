import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGES, FORM_MESSAGES } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { headersFor } from '../../test/auth';
import {
  createCompany,
  createShipTo,
  createUser,
  OWNER_PERMISSIONS,
  privateDataDir,
} from '../../test/identity-fixtures';
import { mailsTo } from '../../test/mailbox';
import { CONTACT_MAIL_JOBS } from './contact-requests.service';
import {
  contactForm,
  CZ_CUSTOMER_SERVICE,
  freshAddress,
  IT_CUSTOMER_SERVICE,
  partnerForm,
  send,
  storedCount,
} from './test/contact-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: privateDataDir('contact-requests') });
});
afterAll(async () => t.close());

async function sendMails() {
  const report = await t.app.jobs.tick(Object.values(CONTACT_MAIL_JOBS));
  expect(report.failed).toEqual([]);
}

describe('POST partnerrequests (spec 3 §2 become-partner)', () => {
  it('stores the request, mails it to the market’s customer service and confirms to the sender', async () => {
    const response = await send(t, 'partner', partnerForm({ companyName: 'Birrificio Alpha snc' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });

    const [row] = await t.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.companyName, 'Birrificio Alpha snc'));
    expect(row).toMatchObject({
      kind: 'partner',
      marketCode: 'IT',
      email: 'giulia.neri@lago.example',
      phone: '0311234567',
      vatNumber: 'IT01234567890',
      zip: '22100',
      businessType: 'pub',
      userId: null,
      companyId: null,
    });

    await sendMails();
    const [toService] = (await mailsTo(t, IT_CUSTOMER_SERVICE)).filter((mail) =>
      mail.subject.includes('Birrificio Alpha snc'),
    );
    expect(toService?.subject).toBe('Spina: Nuova richiesta di partnership — Birrificio Alpha snc');
    expect(toService?.text).toContain('Partita IVA: IT01234567890');
    expect(toService?.text).toContain('Tipo di attività: Pub o birreria');
    expect(toService).toMatchObject({ replyTo: 'giulia.neri@lago.example' });
    const [confirmation] = await mailsTo(t, 'giulia.neri@lago.example');
    expect(confirmation?.subject).toBe('Spina: abbiamo ricevuto la tua richiesta');
    // The confirmation quotes nothing the sender typed: the form cannot carry a stranger's words to anyone.
    expect(confirmation?.text).not.toContain('Vorremmo');
  });

  it('writes to the customer service of the caller’s market, in English when asked', async () => {
    const response = await send(t, 'partner', partnerForm({ companyName: 'Pivnice Beta sro' }), {
      ...freshAddress(),
      market: 'CZ',
      lang: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    await sendMails();
    const [toService] = (await mailsTo(t, CZ_CUSTOMER_SERVICE)).filter((mail) =>
      mail.subject.includes('Pivnice Beta sro'),
    );
    expect(toService?.subject).toBe('Spina: New partner request — Pivnice Beta sro');
    const [confirmation] = await mailsTo(t, 'giulia.neri@lago.example');
    expect(confirmation?.subject).toBe('Spina: we have received your request');
  });

  // Spec 3 §5: "Country ZIP code: numeric, 5 digits. Phone: numeric, 10 digits." and "Guidelines and terms
  // must be accepted".
  it.each([
    ['phone', '12345', FORM_MESSAGES.phone],
    ['phone', '06-12345678', FORM_MESSAGES.phone],
    ['phone', '', FORM_MESSAGES.required],
    ['zip', '2012', FORM_MESSAGES.zip],
    ['zip', '2012a', FORM_MESSAGES.zip],
    ['zip', '201234', FORM_MESSAGES.zip],
    ['termsAccepted', false, FORM_MESSAGES.guidelines],
    ['termsAccepted', undefined, FORM_MESSAGES.guidelines],
    ['email', 'giulia-at-lago', CONTACT_MESSAGES.email],
    ['vatNumber', 'IT123', CONTACT_MESSAGES.vatNumber],
    ['vatNumber', undefined, FORM_MESSAGES.required],
    ['companyName', '   ', FORM_MESSAGES.required],
    ['contactName', 'x'.repeat(81), CONTACT_MESSAGES.tooLong],
    ['city', undefined, FORM_MESSAGES.required],
    ['businessType', 'casino', CONTACT_MESSAGES.businessType],
    ['message', 'x'.repeat(2001), CONTACT_MESSAGES.tooLong],
  ])('refuses %s = %j with 400 "%s" and stores nothing', async (field, value, message) => {
    const before = await storedCount(t);
    const response = await send(t, 'partner', partnerForm({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: `/${field}`, message }],
    });
    expect(await storedCount(t)).toBe(before);
  });

  it('lists every bad field at once', async () => {
    const response = await send(t, 'partner', partnerForm({ phone: '1', zip: '1', termsAccepted: false }));
    expect(response.statusCode).toBe(400);
    const details = (response.json() as { details: Array<{ path: string }> }).details;
    expect(details.map((detail) => detail.path).sort()).toEqual(['/phone', '/termsAccepted', '/zip']);
  });

  it('refuses a field the form does not have', async () => {
    const before = await storedCount(t);
    const response = await send(t, 'partner', { ...partnerForm(), companyId: '0000100001' });
    expect(response.statusCode).toBe(400);
    expect(await storedCount(t)).toBe(before);
  });
});

describe('POST contactrequests (spec 3 §2 contact)', () => {
  it('takes a visitor’s message without a phone, and refuses a phone that is not 10 digits', async () => {
    expect((await send(t, 'contact', contactForm())).statusCode).toBe(200);
    const response = await send(t, 'contact', contactForm({ phone: '333 12' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ path: '/phone', message: FORM_MESSAGES.phone }] });
    const empty = await send(t, 'contact', contactForm({ message: ' ' }));
    expect(empty.json()).toMatchObject({ details: [{ path: '/message', message: FORM_MESSAGES.required }] });
  });

  it('records a signed-in sender and the company of their current ship-to, never another company’s', async () => {
    const company = await createCompany(t.db, 'Enoteca Gamma srl');
    const shipTo = await createShipTo(t.db, company);
    const strangerShipTo = await createShipTo(t.db, await createCompany(t.db, 'Altra azienda srl'));
    await createUser(t.db, {
      email: 'gamma.owner@example.com',
      companyId: company,
      grants: [{ shipToId: shipTo, roleName: 'On Premise Owner', permissions: OWNER_PERMISSIONS }],
    });
    const own = await headersFor(t, 'gamma.owner@example.com', shipTo);
    const form = contactForm({ email: 'gamma.owner@example.com', message: 'Richiesta da Gamma' });
    expect((await send(t, 'contact', form, { ...own, ...freshAddress() })).statusCode).toBe(200);
    const foreign = { ...own, outletid: strangerShipTo };
    const other = contactForm({ email: 'gamma.owner@example.com', message: 'Richiesta da fuori' });
    expect((await send(t, 'contact', other, { ...foreign, ...freshAddress() })).statusCode).toBe(200);

    const rows = await t.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.email, 'gamma.owner@example.com'));
    const byMessage = new Map(rows.map((row) => [row.message, row]));
    expect(byMessage.get('Richiesta da Gamma')).toMatchObject({ kind: 'contact', companyId: company });
    expect(byMessage.get('Richiesta da Gamma')?.userId).toEqual(expect.any(String));
    expect(byMessage.get('Richiesta da fuori')?.companyId).toBeNull();

    await sendMails();
    const [toService] = (await mailsTo(t, IT_CUSTOMER_SERVICE)).filter((mail) =>
      mail.text.includes('Richiesta da Gamma'),
    );
    expect(toService?.subject).toBe('Spina: Nuovo messaggio dal modulo contatti — Marco Bianchi');
    expect(toService?.text).toContain(`Codice cliente: ${company}`);
  });
});
