import {
  availablePermissions,
  checkShipToChange,
  parsePermissions,
  signInLanding,
  type UserInfo,
} from '@spina/domain';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Principal } from '../../../http/access';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { loadIdentity, type IdentityRecord } from './account.queries';
import type { IdentityRuntime } from '../identity.runtime';

/** The user info of spec 3 §3 ("Auth user") from an identity record. */
export function toUserInfo(
  record: IdentityRecord,
  options: { isLoggedIn: boolean; actingStaff: UserInfo['actingStaff'] },
): UserInfo {
  const { user, permissionSchema } = record;
  return {
    UID: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.email,
    phone: user.phone,
    country: user.country,
    locale: user.language,
    status: user.status,
    isLoggedIn: options.isLoggedIn,
    firstLogin: user.firstLogin,
    showTutorial: user.showTutorial,
    userValidation: user.userValidation,
    isKeyAccount: user.isKeyAccount,
    isStaff: user.isStaff,
    companyId: user.companyId ?? permissionSchema[0]?.companyId ?? null,
    defaultShipToId: user.defaultShipToId,
    providers: ['spina'],
    permissionSchema: permissionSchema.map((entry) => ({
      ...entry,
      rpDetails: entry.rpDetails.map((role) => ({
        rolename: role.rolename,
        roleid: role.roleid ?? '',
        roleType: role.roleType,
        customerType: role.customerType,
        permission: parsePermissions(role.permission).join(','),
      })),
    })),
    allAvailablePermission: availablePermissions(permissionSchema),
    landing: signInLanding(permissionSchema),
    actingStaff: options.actingStaff,
  };
}

/** Only the user themself, or customer-service staff, may read or change a user's identity record. */
function assertSelfOrStaff(principal: Principal, userId: string): void {
  if (userId !== principal.userId && !principal.isStaff) throw forbidden();
}

/** GET users/GetUserInfoById/{id}: the signed-in user's own info; staff may read any user's. */
export async function userInfo(
  runtime: IdentityRuntime,
  principal: Principal,
  id: string,
): Promise<UserInfo> {
  assertSelfOrStaff(principal, id);
  const own = id === principal.userId;
  return infoOf(runtime, id, { isLoggedIn: own, actingStaffId: own ? principal.actingStaffId : null });
}

/** The info of a session's own user, with the staff member acting as them: what a renewed session answers. */
export function sessionUserInfo(
  runtime: IdentityRuntime,
  session: { userId: string; actingStaffId: string | null },
): Promise<UserInfo> {
  return infoOf(runtime, session.userId, { isLoggedIn: true, actingStaffId: session.actingStaffId });
}

async function infoOf(
  runtime: IdentityRuntime,
  id: string,
  options: { isLoggedIn: boolean; actingStaffId: string | null },
): Promise<UserInfo> {
  const { db } = runtime.deps;
  const record = await loadIdentity(db, id, null);
  if (!record) throw notFound('No such user');
  let actingStaff: UserInfo['actingStaff'] = null;
  if (options.actingStaffId) {
    const [staff] = await db
      .select({ UID: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, options.actingStaffId));
    actingStaff = staff ?? null;
  }
  return toUserInfo(record, { isLoggedIn: options.isLoggedIn, actingStaff });
}

/** PUT users/SetFirstLoginFlag/{UID}: the tutorial has been seen on first login (spec 3 §4 "Tutorial"). */
export async function setFirstLoginFlag(
  runtime: IdentityRuntime,
  principal: Principal,
  uid: string,
  firstLogin: boolean,
): Promise<void> {
  assertSelfOrStaff(principal, uid);
  const updated = await runtime.deps.db
    .update(users)
    .set({ firstLogin, updatedAt: new Date() })
    .where(eq(users.id, uid))
    .returning({ id: users.id });
  if (updated.length === 0) throw notFound('No such user');
  runtime.principals.forget(uid);
}

/** PUT users/SetUserTutorialCounter/{UID}: sets the tutorial counter, or adds one when no value is given. */
export async function setTutorialCounter(
  runtime: IdentityRuntime,
  principal: Principal,
  uid: string,
  value: number | undefined,
): Promise<number> {
  assertSelfOrStaff(principal, uid);
  const [row] = await runtime.deps.db
    .update(users)
    .set({
      showTutorial: value ?? sql`${users.showTutorial} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, uid))
    .returning({ showTutorial: users.showTutorial });
  if (!row) throw notFound('No such user');
  return row.showTutorial;
}

/**
 * POST users/setdefaultshipto?shiptoId: stores the user's default ship-to, which must be one they may
 * choose and not suspended (spec 1 §4.4, through the domain's ship-to change rule).
 */
export async function setDefaultShipTo(
  runtime: IdentityRuntime,
  principal: Principal,
  shipToId: string,
): Promise<string> {
  const { db } = runtime.deps;
  const record = await loadIdentity(db, principal.userId, null);
  if (!record) throw notFound('No such user');
  const change = checkShipToChange(record.permissionSchema, shipToId);
  if (!change.ok)
    throw badRequest(
      change.message,
      change.reason === 'suspended' ? 'SHIP_TO_SUSPENDED' : 'SHIP_TO_NOT_SELECTABLE',
    );
  await db
    .update(users)
    .set({ defaultShipToId: change.shipToId, updatedAt: new Date() })
    .where(eq(users.id, principal.userId));
  return change.shipToId;
}
