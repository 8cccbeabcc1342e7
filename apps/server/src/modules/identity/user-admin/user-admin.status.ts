import {
  adminRank,
  isDeactivatedStatus,
  mayChangeUser,
  nextUserStatuses,
  USER_ADMIN_MESSAGES,
  type SetUserStatusBody,
  type UserChangeResponse,
} from '@spina/domain';
import { eq } from 'drizzle-orm';
import { users, userShipToRoles } from '../../../db/schema';
import type { Principal } from '../../../http/access';
import { audit } from '../identity.audit';
import type { Caller } from '../identity.caller';
import type { IdentityRuntime } from '../identity.runtime';
import { changeCompanyUsers, refusal } from './user-admin.guard';
import { userRecord } from './user-admin.records';
import { heldRoles, loadManager, loadTarget } from './user-admin.scope';

/**
 * PATCH users/SetUserStatus (spec 3 §4, §7): moves a user of the manager's company to another status.
 * Deactivating switches off the user's links to ship-tos (and so to companies), ends every session (refresh
 * tokens revoked, the cached principal forgotten) and voids any pending invitation or reset link, so that they
 * can neither sign in nor refresh; activating switches the links on again. A Delegated Owner changes regular
 * users only, and the company keeps an Active Owner. Asking for the status a user already has changes nothing.
 */
export async function setUserStatus(
  runtime: IdentityRuntime,
  principal: Principal,
  body: SetUserStatusBody,
  caller: Caller,
): Promise<UserChangeResponse> {
  const { db } = runtime.deps;
  const manager = await loadManager(db, principal);
  const target = await loadTarget(db, manager, body.id);
  if (!mayChangeUser(manager.rank, adminRank(heldRoles(target.links)))) throw refusal('regularUsersOnly');
  const from = target.status;
  if (body.status !== from) {
    if (!nextUserStatuses(from, target.userValidation).includes(body.status))
      throw refusal('statusNotAllowed');
    const deactivating = isDeactivatedStatus(body.status) && !isDeactivatedStatus(from);
    const activating = !isDeactivatedStatus(body.status) && isDeactivatedStatus(from);
    await changeCompanyUsers(db, manager.companyId, async (tx) => {
      await tx
        .update(users)
        .set({ status: body.status, updatedAt: new Date() })
        .where(eq(users.id, target.id));
      if (deactivating || activating)
        await tx
          .update(userShipToRoles)
          .set({ isActive: activating })
          .where(eq(userShipToRoles.userId, target.id));
    });
    if (deactivating) {
      await runtime.sessions.revokeAllOf(target.id);
      await runtime.links.revokeAllOf(target.id);
    }
    runtime.principals.forget(target.id);
    await audit(db, { action: 'user.status', target: target.id, details: { from, to: body.status } }, caller);
  }
  return { user: await userRecord(db, manager, target.id), message: USER_ADMIN_MESSAGES.statusChanged };
}
