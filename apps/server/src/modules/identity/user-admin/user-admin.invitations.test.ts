import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  createUserResponseSchema,
  PASSWORD_MESSAGES,
  SECTIONS,
  STAFF_MESSAGES,
  USER_ADMIN_MESSAGES,
  userInfoSchema,
} from '@spina/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema';
import { repoRoot } from '../../../lib/paths';
import { signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/harness';
import { privateDataDir } from '../../../test/identity-fixtures';
import { linkToken, mailsTo, waitForMail } from '../../../test/mailbox';
import { adminCalls, createAdminCompany, onPremiseRole } from './user-admin.fixtures';

const DATA_DIR = privateDataDir('user-admin-invitations');
let t: TestApp;
let calls: ReturnType<typeof adminCalls>;
let company: Awaited<ReturnType<typeof createAdminCompany>>;
let elsewhere: Awaited<ReturnType<typeof createAdminCompany>>;
const OWNER = 'inv.owner@example.com';
const DELEGATED = 'inv.delegated@example.com';
const PASSWORD = 'Primo-Accesso-2026!';

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR });
  calls = adminCalls(t);
  company = await createAdminCompany(t.db, 'Birreria degli Inviti srl');
  await company.member(OWNER, [
    { shipToId: company.centre, roleType: 'Owner' },
    { shipToId: company.station, roleType: 'Owner' },
  ]);
  await company.member(DELEGATED, [{ shipToId: company.centre, roleType: 'Delegated Owner' }]);
  elsewhere = await createAdminCompany(t.db, 'Birreria Altrove srl');
});
afterAll(async () => {
  await t.close();
  rmSync(join(repoRoot, DATA_DIR), { recursive: true, force: true });
});

const invitation = (email: string, rows: object[], extra: object = {}) => ({
  firstName: 'Chiara',
  lastName: 'Nuova',
  email,
  language: 'en',
  permissionSchema: rows,
  ...extra,
});
const row = (
  shipToId: string,
  roleType: Parameters<typeof onPremiseRole>[0],
  extendedPermissions: string[] = [],
) => ({
  shipToId,
  roleId: onPremiseRole(roleType),
  extendedPermissions,
});
const accountsWith = async (email: string) =>
  (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  ).length;

describe('CreateNewUser: inviting a user with a role on each ship-to (spec 3 §5, §7)', () => {
  it('invites; the invitee sets a password from the e-mail and has exactly those rights', async () => {
    const email = 'inv.new@example.com';
    const answer = await calls.create(
      await signIn(t, OWNER),
      invitation(email, [
        row(company.centre, 'Basic'),
        row(company.station, 'Reporting', [SECTIONS.contracts]),
      ]),
    );
    expect(answer.statusCode).toBe(201);
    const created = createUserResponseSchema.parse(answer.json());
    expect(created).toMatchObject({ invitationSent: true, message: USER_ADMIN_MESSAGES.invited });
    expect(created.user).toMatchObject({
      email,
      status: 'Invited',
      userValidation: false,
      languages: ['en'],
      actions: { resendInvitation: true },
    });

    const mail = await waitForMail(t, email);
    expect(mail.subject).toBe('Spina: your invitation to the ordering portal');
    const accept = await t.request({
      method: 'POST',
      url: '/auth/verification',
      payload: { token: linkToken(mail), newPassword: PASSWORD, retypePassword: PASSWORD },
    });
    expect(accept.json()).toEqual({ message: PASSWORD_MESSAGES.changed });

    const info = userInfoSchema.parse(
      (
        await t.request({
          url: `/api/identity/v1/users/GetUserInfoById/${created.user.id}`,
          headers: await signIn(t, email, PASSWORD),
        })
      ).json(),
    );
    expect(info.companyId).toBe(company.companyId);
    expect(info.isStaff).toBe(false);
    expect(info.permissionSchema.map((entry) => [entry.shipToId, entry.rpDetails[0]!.roleType])).toEqual([
      [company.centre, 'Basic'],
      [company.station, 'Reporting'],
    ]);
    const onStation = info.permissionSchema[1]!.rpDetails[0]!.permission.split(',');
    expect(onStation).toEqual(expect.arrayContaining([SECTIONS.reporting, SECTIONS.contracts]));
    expect(onStation).not.toContain(SECTIONS.catalogue);
    expect(info.permissionSchema[0]!.rpDetails[0]!.permission.split(',')).not.toContain(SECTIONS.reporting);

    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.invite'));
    expect(audited?.target).toBe(created.user.id);
  });

  it("answers 'User already exists' for an e-mail with an account, in any case, and sends nothing", async () => {
    const owner = await signIn(t, OWNER);
    for (const email of [DELEGATED.toUpperCase(), 'onpremise@example.com']) {
      const answer = await calls.create(owner, invitation(email, [row(company.centre, 'Basic')]));
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'USER_EXISTS', message: 'User already exists' });
    }
    expect(await accountsWith(DELEGATED)).toBe(1);
    expect(await mailsTo(t, DELEGATED)).toEqual([]);
  });

  it("asks for a role on each ship-to: 'A role must be chosen for each ship-to'", async () => {
    const owner = await signIn(t, OWNER);
    const email = 'inv.norole@example.com';
    for (const rows of [[{ shipToId: company.centre, roleId: null }], []]) {
      const answer = await calls.create(owner, invitation(email, rows));
      expect(answer.json()).toMatchObject({
        code: 'ROLE_REQUIRED',
        message: 'A role must be chosen for each ship-to',
      });
    }
    expect(await accountsWith(email)).toBe(0);
  });

  it('grants only on ship-tos the manager manages, and manager roles by an Owner only', async () => {
    const foreign = await calls.create(
      await signIn(t, OWNER),
      invitation('inv.foreign@example.com', [row(elsewhere.centre, 'Basic')]),
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'SHIP_TO_NOT_MANAGED' });
    const delegated = await signIn(t, DELEGATED);
    const promoted = await calls.create(
      delegated,
      invitation('inv.promoted@example.com', [row(company.centre, 'Owner')]),
    );
    expect(promoted.json()).toMatchObject({ code: 'OWNER_ONLY' });
    // The Delegated Owner manages the centre only.
    const station = await calls.create(
      delegated,
      invitation('inv.station@example.com', [row(company.station, 'Basic')]),
    );
    expect(station.json()).toMatchObject({ code: 'SHIP_TO_NOT_MANAGED' });
    const basic = await calls.create(
      delegated,
      invitation('inv.basic@example.com', [row(company.centre, 'Basic')]),
    );
    expect(basic.statusCode).toBe(201);
    expect(await accountsWith('inv.foreign@example.com')).toBe(0);
    expect(await accountsWith('inv.promoted@example.com')).toBe(0);
  });

  it('refuses fields the screen does not send (mass assignment) and creates nobody', async () => {
    const owner = await signIn(t, OWNER);
    const email = 'inv.crafted@example.com';
    const crafted = [
      { isStaff: true },
      { companyId: elsewhere.companyId },
      { passwordHash: 'x' },
      { password: 'Birra-Rossa-2026!' },
      { status: 'Active' },
      { userValidation: true },
      { isKeyAccount: true },
    ];
    for (const extra of crafted) {
      const answer = await calls.create(owner, invitation(email, [row(company.centre, 'Basic')], extra));
      expect({ extra, status: answer.statusCode }).toEqual({ extra, status: 400 });
    }
    const nested = await calls.create(
      owner,
      invitation(email, [{ ...row(company.centre, 'Basic'), isActive: false }]),
    );
    expect(nested.statusCode).toBe(400);
    expect(await accountsWith(email)).toBe(0);
  });

  it('is closed to visitors and to users without Access Management', async () => {
    const body = invitation('inv.closed@example.com', [row(company.centre, 'Basic')]);
    expect((await calls.create({}, body)).statusCode).toBe(401);
    const regular = 'inv.regular@example.com';
    await company.member(regular, [{ shipToId: company.centre, roleType: 'Basic' }]);
    expect((await calls.create(await signIn(t, regular), body)).statusCode).toBe(403);
  });
});

describe('ResendVerificationEmail for the managers of the company (spec 3 §4, §7)', () => {
  it('sends an invited user of the company a new link; not for another company, not to a stranger', async () => {
    const owner = await signIn(t, OWNER);
    const email = 'inv.again@example.com';
    const { user } = createUserResponseSchema.parse(
      (await calls.create(owner, invitation(email, [row(company.centre, 'Basic')]))).json(),
    );
    const again = await calls.resend(owner, user.id, email);
    expect(again.json()).toEqual({ message: STAFF_MESSAGES.invitationSent });
    expect(await mailsTo(t, email)).toHaveLength(2);
    expect((await calls.resend(owner, user.id, 'someone@example.com')).json()).toMatchObject({
      code: 'EMAIL_MISMATCH',
    });

    const strangerOwner = 'inv.strangerowner@example.com';
    await elsewhere.member(strangerOwner, [{ shipToId: elsewhere.centre, roleType: 'Owner' }]);
    expect((await calls.resend(await signIn(t, strangerOwner), user.id, email)).statusCode).toBe(404);
    expect(await mailsTo(t, email)).toHaveLength(2);
  });
});

describe('when the invitation e-mail cannot be sent', () => {
  let failing: TestApp;
  beforeAll(async () => {
    // Nothing listens on the discard port: every e-mail fails to go out.
    failing = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => failing.close());

  it("keeps the invited user, says 'Could not send the invitation e-mail', and answers a resend with 502", async () => {
    const mine = await createAdminCompany(failing.db, 'Birreria Senza Posta srl');
    await mine.member('inv.nomail.owner@example.com', [{ shipToId: mine.centre, roleType: 'Owner' }]);
    const owner = await signIn(failing, 'inv.nomail.owner@example.com');
    const failingCalls = adminCalls(failing);
    const email = 'inv.nomail@example.com';
    const answer = await failingCalls.create(owner, invitation(email, [row(mine.centre, 'Basic')]));
    expect(answer.statusCode).toBe(201);
    const created = createUserResponseSchema.parse(answer.json());
    expect(created).toMatchObject({ invitationSent: false, message: 'Could not send the invitation e-mail' });
    expect(created.user.status).toBe('Invited');

    const resend = await failingCalls.resend(owner, created.user.id, email);
    expect(resend.statusCode).toBe(502);
    expect(resend.json()).toMatchObject({
      code: 'INVITATION_NOT_SENT',
      message: 'Could not send the invitation e-mail',
    });
  });
});
