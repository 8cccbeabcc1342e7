import { IDENTITY_MESSAGES, PASSWORD_MESSAGES } from '@spina/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Principal } from '../../../http/access';
import { badRequest, forbidden, HttpError } from '../../../http/errors';
import { ACTIVE_STATUS, findAccountByEmail, isActiveAccount } from '../users/account.queries';
import { audit } from '../identity.audit';
import type { Caller } from '../identity.caller';
import { linkMail } from './password-links.mail';
import { hashPassword, verifyPassword } from './password.hashing';
import {
  checkNewPassword,
  isRecentPassword,
  PASSWORD_ERRORS,
  storePassword,
  type PasswordError,
} from './password.policy';
import type { IdentityRuntime } from '../identity.runtime';
import { tooManyAttempts } from '../sign-in/sign-in.service';

/** Reset e-mails one account may receive per 15 minutes; more requests get the same answer and no mail. */
const RESET_MAILS_PER_ACCOUNT = 3;
/** Reset requests one address may make per 15 minutes, whatever the e-mails; more are refused with 429. */
export const RESET_REQUESTS_PER_ADDRESS = 10;

const refuse = (error: PasswordError) => badRequest(error.message, error.code);
const linkExpired = () => badRequest(IDENTITY_MESSAGES.linkExpired, 'LINK_EXPIRED');

async function passwordHashOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

/** The policy checks of a new password for one user: requirements, match, then the last 8 (spec 3 §5). */
async function assertNewPassword(
  db: Database,
  userId: string,
  currentHash: string | null,
  body: { newPassword: string; retypePassword: string },
): Promise<void> {
  const problem = checkNewPassword(body.newPassword, body.retypePassword);
  if (problem) throw refuse(problem);
  if (await isRecentPassword(db, userId, currentHash, body.newPassword)) throw refuse(PASSWORD_ERRORS.reused);
}

const linkUrl = (runtime: IdentityRuntime, path: string, token: string) =>
  `${runtime.deps.config.PUBLIC_URL.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

/**
 * Starts a password reset. The request does the same work whatever the address: it counts against the
 * caller's address (RESET_REQUESTS_PER_ADDRESS, else 429) and queues the rest, so that neither the answer
 * nor its timing tells whether the address has an account (DESIGN §8).
 */
export async function requestPasswordReset(
  runtime: IdentityRuntime,
  email: string,
  caller: Caller,
): Promise<void> {
  const verdict = await runtime.throttle.allowEvent(`reset-ip:${caller.ip}`, RESET_REQUESTS_PER_ADDRESS);
  if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);
  runtime.background.run('password reset e-mail', () => sendResetLink(runtime, email, caller));
}

/**
 * The queued part of a reset request: an Active account gets a one-hour link by e-mail in its language, at
 * most RESET_MAILS_PER_ACCOUNT in 15 minutes; any other address gets nothing.
 */
async function sendResetLink(runtime: IdentityRuntime, email: string, caller: Caller): Promise<void> {
  const { db } = runtime.deps;
  const account = await findAccountByEmail(db, email);
  if (!account || !isActiveAccount(account)) return;
  const perAccount = await runtime.throttle.allowEvent(
    `reset:${account.email.toLowerCase()}`,
    RESET_MAILS_PER_ACCOUNT,
  );
  if (!perAccount.allowed) return;
  const token = await runtime.links.issue(account.id, 'reset');
  await runtime.mailer.send(
    linkMail('reset', {
      to: account.email,
      firstName: account.firstName,
      language: account.language,
      link: linkUrl(runtime, '/reset-password', token),
    }),
  );
  await audit(db, { action: 'password.reset-requested', userId: account.id, actingStaffId: null }, caller);
}

/** Sends a user the 7-day invitation link to set a first password; returns the link (user administration). */
export async function sendInvitation(
  runtime: IdentityRuntime,
  userId: string,
  caller?: Caller,
): Promise<string> {
  const { db } = runtime.deps;
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'NOT_FOUND', 'No such user');
  const link = linkUrl(runtime, '/verification', await runtime.links.issue(userId, 'invitation'));
  await runtime.mailer.send(linkMail('invitation', { to: user.email, ...user, link }));
  await audit(db, { action: 'invitation.send', target: userId }, caller);
  return link;
}

/**
 * Sets a password from an e-mailed link (reset, or the invitation's first password). A stale, used or unknown
 * link answers 'The link has expired (request a new one from support)'; a password refused by the policy
 * leaves the link usable. The invitation also validates and activates the account; a reset signs the user
 * out everywhere.
 */
export async function setPasswordFromLink(
  runtime: IdentityRuntime,
  purpose: 'reset' | 'invitation',
  body: { token: string; newPassword: string; retypePassword: string },
  caller: Caller,
): Promise<string> {
  const { db } = runtime.deps;
  const userId = await runtime.links.peek(body.token, purpose);
  if (!userId) throw linkExpired();
  await assertNewPassword(db, userId, await passwordHashOf(db, userId), body);
  const newHash = await hashPassword(body.newPassword);
  const activation = purpose === 'invitation' ? { userValidation: true, status: ACTIVE_STATUS } : {};
  const email = await db.transaction(async (tx) => {
    const database = tx;
    if (!(await runtime.links.consume(body.token, purpose, database))) return null;
    await storePassword(database, userId, newHash, activation);
    const [user] = await database.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return user?.email ?? '';
  });
  if (email === null) throw linkExpired();
  if (purpose === 'reset') await runtime.sessions.revokeAllOf(userId);
  await runtime.throttle.clearAccount(email);
  runtime.principals.forget(userId);
  await audit(
    db,
    { action: purpose === 'reset' ? 'password.reset' : 'invitation.accept', userId, actingStaffId: null },
    caller,
  );
  return PASSWORD_MESSAGES.changed;
}

/**
 * Changes the signed-in user's password (spec 3 §5): the old password must be right (attempts throttled like
 * sign-in), the new one must meet the policy, match its retype and not be one of the last 8. Other sessions
 * of the user are signed out. A staff member acting as the user may not do this.
 */
export async function changePassword(
  runtime: IdentityRuntime,
  principal: Principal,
  uid: string,
  body: { oldPassword: string; newPassword: string; retypePassword: string },
  caller: Caller,
): Promise<string> {
  const { db } = runtime.deps;
  if (principal.actingStaffId) throw forbidden(IDENTITY_MESSAGES.notWhileActingAs);
  if (uid !== principal.userId) throw forbidden();
  const currentHash = await passwordHashOf(db, uid);
  const outcome = await runtime.throttle.attempt({ email: principal.email, ip: caller.ip }, async () =>
    currentHash && (await verifyPassword(currentHash, body.oldPassword)) ? currentHash : null,
  );
  if (!outcome.allowed) throw tooManyAttempts(outcome.retryAfterSeconds);
  if (!outcome.result) throw refuse(PASSWORD_ERRORS.oldIncorrect);
  await assertNewPassword(db, uid, currentHash, body);
  const newHash = await hashPassword(body.newPassword);
  await db.transaction((tx) => storePassword(tx, uid, newHash));
  await runtime.sessions.revokeAllOf(uid, principal.sessionId);
  runtime.principals.forget(uid);
  await audit(db, { action: 'password.change', target: uid }, caller);
  return PASSWORD_MESSAGES.changed;
}
