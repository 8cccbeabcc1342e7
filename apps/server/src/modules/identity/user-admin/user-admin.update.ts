import {
  adminRank,
  isDeactivatedStatus,
  mayChangeUser,
  raisesOwnRights,
  USER_ADMIN_MESSAGES,
  type HeldRole,
  type UpdateUserBody,
  type UserChangeResponse,
} from '@spina/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { userShipToRoles } from '../../../db/schema';
import type { Principal } from '../../../http/access';
import { audit } from '../identity.audit';
import type { Caller } from '../identity.caller';
import type { IdentityRuntime } from '../identity.runtime';
import { assertGrants } from './user-admin.grants';
import { changeCompanyUsers, refusal } from './user-admin.guard';
import { userRecord } from './user-admin.records';
import {
  heldRoles,
  linkPermissions,
  loadManager,
  loadRoles,
  loadTarget,
  type RoleCatalogue,
  type UserLink,
} from './user-admin.scope';

const byShipTo = (links: readonly UserLink[]) =>
  new Map<string, HeldRole>(
    links.map((link) => [link.shipToId, { roleType: link.roleType, permissions: link.permissions }]),
  );

/** The roles a body asks for, by ship-to; rows naming no known role are left to the grant rules. */
function requestedRoles(body: UpdateUserBody, catalogue: RoleCatalogue): Map<string, HeldRole> {
  const requested = new Map<string, HeldRole>();
  for (const row of body.permissionSchema) {
    const role = row.roleId === null ? undefined : catalogue.byId.get(row.roleId);
    if (role)
      requested.set(row.shipToId, {
        roleType: role.roleType,
        permissions: linkPermissions(role.permissions, row.extendedPermissions),
      });
  }
  return requested;
}

/**
 * PUT users/UpdateUser/{id} (spec 3 §6, §7): sets the role and extended permissions of a user on ship-tos the
 * manager manages, and takes ship-tos away (deletedShipToList); other ship-tos stay as they are. Nobody raises
 * their own rights; a Delegated Owner changes regular users only; nothing is granted that the manager does not
 * hold; the company keeps an Active Owner; the user keeps at least one ship-to. The new rights apply at once.
 */
export async function updateUserRoles(
  runtime: IdentityRuntime,
  principal: Principal,
  userId: string,
  body: UpdateUserBody,
  caller: Caller,
): Promise<UserChangeResponse> {
  const { db } = runtime.deps;
  const manager = await loadManager(db, principal);
  const target = await loadTarget(db, manager, userId);
  const catalogue = await loadRoles(db);
  if (
    target.id === manager.userId &&
    raisesOwnRights(byShipTo(target.links), requestedRoles(body, catalogue))
  )
    throw refusal('ownRights');
  if (!mayChangeUser(manager.rank, adminRank(heldRoles(target.links)))) throw refusal('regularUsersOnly');
  assertGrants(manager, catalogue, body.permissionSchema);
  const deleted = [...new Set(body.deletedShipToList)];
  if (deleted.some((shipToId) => body.permissionSchema.some((row) => row.shipToId === shipToId)))
    throw refusal('duplicateShipTo');
  if (deleted.some((shipToId) => !manager.managed.has(shipToId))) throw refusal('shipToNotManaged');

  // A deactivated user's new links stay off until they are activated (spec 3 §4).
  const isActive = !isDeactivatedStatus(target.status);
  await changeCompanyUsers(db, manager.companyId, async (tx) => {
    for (const row of body.permissionSchema) {
      const values = { roleId: row.roleId!, extendedPermissions: row.extendedPermissions };
      await tx
        .insert(userShipToRoles)
        .values({ userId: target.id, shipToId: row.shipToId, isActive, ...values })
        .onConflictDoUpdate({ target: [userShipToRoles.userId, userShipToRoles.shipToId], set: values });
    }
    if (deleted.length > 0)
      await tx
        .delete(userShipToRoles)
        .where(and(eq(userShipToRoles.userId, target.id), inArray(userShipToRoles.shipToId, deleted)));
    const [left] = await tx
      .select({ links: count() })
      .from(userShipToRoles)
      .where(eq(userShipToRoles.userId, target.id));
    if (!left || left.links === 0) throw refusal('oneShipToAtLeast');
  });
  runtime.principals.forget(target.id);
  await audit(
    db,
    {
      action: 'user.update',
      target: target.id,
      details: { set: body.permissionSchema, deleted },
    },
    caller,
  );
  return { user: await userRecord(db, manager, target.id), message: USER_ADMIN_MESSAGES.updated };
}
