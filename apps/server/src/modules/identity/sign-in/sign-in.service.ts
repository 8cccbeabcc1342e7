import { IDENTITY_MESSAGES } from '@spina/domain';
import { HttpError } from '../../../http/errors';
import { findAccountByEmail, isActiveAccount } from '../users/account.queries';
import { audit } from '../identity.audit';
import type { Caller } from '../identity.caller';
import { verifyOrSpendTheSameTime } from '../passwords/password.hashing';
import type { IdentityRuntime } from '../identity.runtime';
import type { IssuedSession } from '../sessions/session.store';

/** The refusal of a throttled attempt: 429 with Retry-After (also the GraphQL error TOO_MANY_REQUESTS). */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'TOO_MANY_REQUESTS', IDENTITY_MESSAGES.tooManyAttempts, {
    'retry-after': String(retryAfterSeconds),
  });
}

/** The one answer for an unknown e-mail and a wrong password alike (no user enumeration). */
export const invalidCredentials = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', IDENTITY_MESSAGES.invalidCredentials);

/**
 * Signs in with e-mail and password (spec 3 §4 "Login and verification"): throttled (throttle.rules.ts), the
 * same answer and the same argon2 work for an unknown e-mail as for a wrong password, and only an Active,
 * validated account gets a session. Throws the HttpError to answer otherwise.
 */
export async function signIn(
  runtime: IdentityRuntime,
  input: { email: string; password: string },
  caller: Caller,
): Promise<IssuedSession> {
  const { db } = runtime.deps;
  const email = input.email.trim().toLowerCase();
  const outcome = await runtime.throttle.attempt({ email, ip: caller.ip }, async () => {
    const account = email === '' ? null : await findAccountByEmail(db, email);
    const matches = await verifyOrSpendTheSameTime(account?.passwordHash, input.password);
    return matches ? account : null;
  });
  if (!outcome.allowed) throw tooManyAttempts(outcome.retryAfterSeconds);
  const account = outcome.result;
  if (!account) throw invalidCredentials();
  // Only someone who knows the password learns that the account is not active.
  if (!isActiveAccount(account))
    throw new HttpError(403, 'ACCOUNT_NOT_ACTIVE', IDENTITY_MESSAGES.accountNotActive);
  const session = await runtime.sessions.start(account.id);
  await audit(db, { action: 'sign-in', userId: account.id, actingStaffId: null }, caller);
  return session;
}
