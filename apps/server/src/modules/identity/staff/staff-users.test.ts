import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  customerUserSearchResponseSchema,
  IDENTITY_MESSAGES,
  PASSWORD_MESSAGES,
  STAFF_MESSAGES,
} from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../lib/paths';
import { signIn, signInRequest } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, privateDataDir, userIdOf } from '../../../test/identity-fixtures';
import { linkToken, waitForMail } from '../../../test/mailbox';

const DATA_DIR = privateDataDir('identity-staff');
let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR });
  staff = await signIn(t, 'staff@example.com');
});
afterAll(async () => {
  await t.close();
  rmSync(join(repoRoot, DATA_DIR), { recursive: true, force: true });
});

const search = (term: string, headers: Record<string, string> = staff) =>
  t.request({
    url: `/api/identity/v1/users/SearchCustomerUsers?search=${encodeURIComponent(term)}`,
    headers,
  });
const resend = (userId: string, email: string, headers: Record<string, string> = staff) =>
  t.request({
    method: 'POST',
    url: `/api/identity/v1/users/ResendVerificationEmail/${userId}`,
    headers,
    payload: { email },
  });

describe('customer users for customer service (DESIGN §6)', () => {
  it('finds customer users by part of the e-mail, the name or the company, in any case, with company and customer types', async () => {
    const byEmail = customerUserSearchResponseSchema.parse((await search('onpremise@')).json());
    expect(byEmail.results).toEqual([
      {
        UID: await userIdOf(t.db, 'onpremise@example.com'),
        firstName: 'Marco',
        lastName: 'Bellini',
        email: 'onpremise@example.com',
        status: 'Active',
        companyName: expect.any(String),
        customerTypes: ['On Premise'],
      },
    ]);
    const byName = customerUserSearchResponseSchema.parse((await search('marco bell')).json());
    expect(byName.results.map((user) => user.email)).toContain('onpremise@example.com');
    const byCompany = customerUserSearchResponseSchema.parse((await search('al portico')).json());
    expect(byCompany.results.map((user) => user.email)).toEqual(
      expect.arrayContaining(['onpremise@example.com', 'basic@example.com']),
    );
    const anyCase = customerUserSearchResponseSchema.parse((await search('NOVÁK')).json());
    expect(anyCase.results.map((user) => user.email)).toEqual(['cz@example.com']);
  });

  it('never lists staff, puts the exact e-mail first and caps the list at 20', async () => {
    expect((await search('staff@example.com')).json()).toEqual({ results: [] });
    const many = customerUserSearchResponseSchema.parse((await search('example')).json());
    expect(many.results).toHaveLength(20);
    const exact = customerUserSearchResponseSchema.parse((await search('basic@example.com')).json());
    expect(exact.results[0]?.email).toBe('basic@example.com');
  });

  it('takes % and _ literally', async () => {
    expect((await search('%%')).json()).toEqual({ results: [] });
    expect((await search('__')).json()).toEqual({ results: [] });
  });

  it('refuses a term shorter than 2 characters, visitors and customer users', async () => {
    expect((await search('a')).statusCode).toBe(400);
    expect((await search('onpremise', {})).statusCode).toBe(401);
    expect((await search('onpremise', await signIn(t, 'onpremise@example.com'))).statusCode).toBe(403);
  });

  it('is closed to staff while they act as a customer user', async () => {
    const acting = await t.request({
      method: 'POST',
      url: '/auth/act-as',
      headers: await signIn(t, 'staff@example.com'),
      payload: { userId: await userIdOf(t.db, 'basic@example.com') },
    });
    const { token } = acting.json();
    expect((await search('onpremise', { authorization: `Bearer ${token}` })).statusCode).toBe(403);
  });
});

describe('sending an invited user the invitation again (spec 3 §7 ResendVerificationEmail)', () => {
  it('mails a new invitation link that sets the first password and activates the account', async () => {
    const email = 'staff.invited@example.com';
    const userId = await createUser(t.db, {
      email,
      status: 'Invited',
      userValidation: false,
      password: null,
    });
    const answer = await resend(userId, email.toUpperCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: STAFF_MESSAGES.invitationSent });
    const mail = await waitForMail(t, email);
    expect(mail.links[0]).toMatch(/\/verification\?token=/);

    const token = linkToken(mail);
    const password = 'Primo-Accesso-2026!';
    const verify = () =>
      t.request({
        method: 'POST',
        url: '/auth/verification',
        payload: { token, newPassword: password, retypePassword: password },
      });
    expect((await verify()).json()).toEqual({ message: PASSWORD_MESSAGES.changed });
    expect((await signInRequest(t, email, password)).statusCode).toBe(200);
    expect((await verify()).json()).toMatchObject({ message: IDENTITY_MESSAGES.linkExpired });
  });

  it('refuses a user who is not invited, a wrong e-mail, staff targets and non-staff callers', async () => {
    const active = await userIdOf(t.db, 'basic@example.com');
    expect((await resend(active, 'basic@example.com')).json()).toMatchObject({
      code: 'NOT_INVITED',
      message: STAFF_MESSAGES.notInvited,
    });
    const invited = await createUser(t.db, {
      email: 'staff.invited2@example.com',
      status: 'Invited',
      userValidation: false,
    });
    expect((await resend(invited, 'someone.else@example.com')).json()).toMatchObject({
      code: 'EMAIL_MISMATCH',
    });
    expect((await resend(await userIdOf(t.db, 'staff@example.com'), 'staff@example.com')).statusCode).toBe(
      404,
    );
    const owner = await signIn(t, 'onpremise@example.com');
    // A manager of a company finds no invited user outside it.
    expect((await resend(invited, 'staff.invited2@example.com', owner)).statusCode).toBe(404);
  });
});
