import { IDENTITY_MESSAGES } from '@spina/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Principal } from '../../../http/access';
import { badRequest, forbidden, unauthorized } from '../../../http/errors';
import { isActiveAccount } from '../users/account.queries';
import { audit } from '../identity.audit';
import type { Caller } from '../identity.caller';
import type { IdentityRuntime } from '../identity.runtime';
import type { IssuedSession } from '../sessions/session.store';

async function accountOf(runtime: IdentityRuntime, userId: string) {
  const [user] = await runtime.deps.db
    .select({
      id: users.id,
      isStaff: users.isStaff,
      status: users.status,
      userValidation: users.userValidation,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/**
 * A customer-service staff member starts acting as a customer user (DESIGN §6): a new session for that user
 * whose access token carries the staff id in its `act` claim. The staff member's own session ends (its
 * cookie is replaced); stopping opens a fresh one.
 */
export async function startActingAs(
  runtime: IdentityRuntime,
  principal: Principal,
  targetUserId: string,
  caller: Caller,
): Promise<IssuedSession> {
  if (!principal.isStaff || principal.actingStaffId) throw forbidden();
  const target = await accountOf(runtime, targetUserId);
  if (!target || target.isStaff || !isActiveAccount(target))
    throw badRequest(IDENTITY_MESSAGES.notACustomerUser, 'NOT_A_CUSTOMER_USER');
  const session = await runtime.sessions.start(target.id, principal.userId);
  await runtime.sessions.revokeFamily(principal.sessionId);
  runtime.principals.forget(principal.userId);
  await audit(
    runtime.deps.db,
    { action: 'act-as.start', userId: target.id, actingStaffId: principal.userId, target: target.id },
    caller,
  );
  return session;
}

/** Ends acting as a customer user and gives the staff member their own session back. */
export async function stopActingAs(
  runtime: IdentityRuntime,
  principal: Principal,
  caller: Caller,
): Promise<IssuedSession> {
  const staffId = principal.actingStaffId;
  if (!staffId) throw badRequest(IDENTITY_MESSAGES.notActingAs, 'NOT_ACTING_AS');
  await runtime.sessions.revokeFamily(principal.sessionId);
  runtime.principals.forget(principal.userId);
  await audit(
    runtime.deps.db,
    { action: 'act-as.stop', userId: principal.userId, actingStaffId: staffId, target: principal.userId },
    caller,
  );
  const staff = await accountOf(runtime, staffId);
  if (!staff || !staff.isStaff || !isActiveAccount(staff))
    throw unauthorized(IDENTITY_MESSAGES.sessionExpired);
  return runtime.sessions.start(staffId);
}
