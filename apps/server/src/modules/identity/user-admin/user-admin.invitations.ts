import {
  adminRank,
  mayChangeUser,
  STAFF_MESSAGES,
  USER_ADMIN_MESSAGES,
  type CreateUserBody,
  type CreateUserResponse,
} from '@spina/domain';
import { and, eq } from 'drizzle-orm';
import { companies, users, userShipToRoles } from '../../../db/schema';
import type { Principal } from '../../../http/access';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { audit } from '../identity.audit';
import type { Caller } from '../identity.caller';
import type { IdentityRuntime } from '../identity.runtime';
import { sendInvitation } from '../passwords/password.service';
import { assertGrants } from './user-admin.grants';
import { changeCompanyUsers, refusal } from './user-admin.guard';
import { userRecord } from './user-admin.records';
import { heldRoles, loadManager, loadRoles, loadTarget } from './user-admin.scope';

/** Sends the invitation link; false when the e-mail could not be sent (logged), the link then stays unsent. */
async function trySendingInvitation(runtime: IdentityRuntime, userId: string, caller: Caller) {
  try {
    await sendInvitation(runtime, userId, caller);
    return true;
  } catch (error) {
    runtime.deps.log.error({ err: error, userId }, 'the invitation e-mail could not be sent');
    return false;
  }
}

/**
 * POST users/CreateNewUser (spec 3 §5-§7): invites a new user of the manager's company with a role chosen for
 * each ship-to ('A role must be chosen for each ship-to'), in their language. An e-mail that already has an
 * account is refused ('User already exists'). The user is Invited until they set a password from the e-mailed
 * link; when the e-mail cannot be sent the user is kept and the answer says so ('Could not send the invitation
 * e-mail'), so the invitation can be sent again.
 */
export async function createUser(
  runtime: IdentityRuntime,
  principal: Principal,
  body: CreateUserBody,
  caller: Caller,
): Promise<CreateUserResponse> {
  const { db } = runtime.deps;
  const manager = await loadManager(db, principal);
  if (body.permissionSchema.length === 0) throw refusal('roleRequired');
  assertGrants(manager, await loadRoles(db), body.permissionSchema);
  const userId = await changeCompanyUsers(db, manager.companyId, async (tx) => {
    const [company] = await tx
      .select({ country: companies.country, isKeyAccount: companies.isKeyAccount })
      .from(companies)
      .where(eq(companies.id, manager.companyId));
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone ?? null,
        language: body.language,
        country: company?.country ?? null,
        isKeyAccount: company?.isKeyAccount ?? false,
        companyId: manager.companyId,
        status: 'Invited',
        userValidation: false,
        firstLogin: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) throw refusal('userExists');
    await tx.insert(userShipToRoles).values(
      body.permissionSchema.map((row) => ({
        userId: created.id,
        shipToId: row.shipToId,
        roleId: row.roleId!,
        extendedPermissions: row.extendedPermissions,
      })),
    );
    return created.id;
  });
  await audit(
    db,
    { action: 'user.invite', target: userId, details: { roles: body.permissionSchema } },
    caller,
  );
  const invitationSent = await trySendingInvitation(runtime, userId, caller);
  return {
    user: await userRecord(db, manager, userId),
    invitationSent,
    message: invitationSent ? USER_ADMIN_MESSAGES.invited : USER_ADMIN_MESSAGES.invitationNotSent,
  };
}

/** An invited user whom the caller may invite again: any customer user for staff, else one the manager may change. */
async function inviteeOf(runtime: IdentityRuntime, principal: Principal, userId: string) {
  const { db } = runtime.deps;
  if (principal.isStaff) {
    const [user] = await db
      .select({ email: users.email, status: users.status })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isStaff, false)));
    if (!user) throw notFound('No such user');
    return user;
  }
  const manager = await loadManager(db, principal);
  const target = await loadTarget(db, manager, userId);
  if (!mayChangeUser(manager.rank, adminRank(heldRoles(target.links)))) throw refusal('regularUsersOnly');
  return target;
}

/**
 * POST users/ResendVerificationEmail/{id} (spec 3 §7), for customer service (DESIGN §6) and for the managers of
 * the user's company alike: sends an invited user a new invitation link, which replaces the earlier ones. The
 * e-mail in the body must be the user's, so a mistaken id sends nothing. A mail failure is answered 502 'Could
 * not send the invitation e-mail'.
 */
export async function resendInvitation(
  runtime: IdentityRuntime,
  principal: Principal,
  userId: string,
  email: string,
  caller: Caller,
): Promise<string> {
  const user = await inviteeOf(runtime, principal, userId);
  if (user.email.toLowerCase() !== email.trim().toLowerCase())
    throw badRequest(STAFF_MESSAGES.emailMismatch, 'EMAIL_MISMATCH');
  if (user.status !== 'Invited') throw badRequest(STAFF_MESSAGES.notInvited, 'NOT_INVITED');
  if (!(await trySendingInvitation(runtime, userId, caller)))
    throw new HttpError(502, 'INVITATION_NOT_SENT', USER_ADMIN_MESSAGES.invitationNotSent);
  return STAFF_MESSAGES.invitationSent;
}
