import { parsePermissions, type PermissionSchemaEntry } from '@spina/domain';
import { and, eq, isNull, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies, refreshTokens, roles, shipTos, users, userShipToRoles } from '../../../db/schema';

/** The user status that may sign in (spec 3 §4 "User status values"). */
export const ACTIVE_STATUS = 'Active';

/** Only an Active, validated account signs in and keeps a session (spec 3 §4 "Login and verification"). */
export function isActiveAccount(user: { status: string; userValidation: boolean }): boolean {
  return user.status.trim().toLowerCase() === ACTIVE_STATUS.toLowerCase() && user.userValidation;
}

/** The profile fields of a user that sign-in, the principal and the user info need. */
export type AccountProfile = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  country: string | null;
  language: string;
  status: string;
  userValidation: boolean;
  firstLogin: boolean;
  showTutorial: number;
  isKeyAccount: boolean;
  isStaff: boolean;
  companyId: string | null;
  defaultShipToId: string | null;
};

/** A user with the permission schema of spec 1 §3 and whether the session asked about is still open. */
export type IdentityRecord = {
  user: AccountProfile;
  sessionOpen: boolean;
  permissionSchema: PermissionSchemaEntry[];
};

const profileColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  country: users.country,
  language: users.language,
  status: users.status,
  userValidation: users.userValidation,
  firstLogin: users.firstLogin,
  showTutorial: users.showTutorial,
  isKeyAccount: users.isKeyAccount,
  isStaff: users.isStaff,
  companyId: users.companyId,
  defaultShipToId: users.defaultShipToId,
};

/** The one-line address of a ship-to as the permission schema shows it. */
export function formatAddress(shipTo: {
  street: string;
  postalCode: string;
  city: string;
  province: string | null;
}): string {
  const province = shipTo.province ? ` (${shipTo.province})` : '';
  return `${shipTo.street}, ${shipTo.postalCode} ${shipTo.city}${province}`;
}

/**
 * Loads a user, every ship-to they hold a role on (with role, extended permissions, ship-to and company)
 * and whether `sessionId` is still open, in one query over primary keys and indexes. Ship-tos, companies or
 * the user's own links to them that are deactivated drop out of the schema (spec 3 §4: deactivation covers them).
 */
export async function loadIdentity(
  db: Database,
  userId: string,
  sessionId: string | null,
): Promise<IdentityRecord | null> {
  const sessionOpen = sessionId
    ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(
        eq(refreshTokens.familyId, sessionId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      )})`
    : sql<boolean>`true`;
  const rows = await db
    .select({
      user: profileColumns,
      sessionOpen,
      shipToId: shipTos.id,
      shipToName: shipTos.name,
      street: shipTos.street,
      postalCode: shipTos.postalCode,
      city: shipTos.city,
      province: shipTos.province,
      shipToStatus: shipTos.status,
      shipToActive: shipTos.isActive,
      customerType: shipTos.customerType,
      companyId: companies.id,
      companyName: companies.name,
      companyActive: companies.isActive,
      roleId: roles.id,
      roleName: roles.name,
      roleType: roles.roleType,
      rolePermissions: roles.permissions,
      extendedPermissions: userShipToRoles.extendedPermissions,
      linkActive: userShipToRoles.isActive,
    })
    .from(users)
    .leftJoin(userShipToRoles, eq(userShipToRoles.userId, users.id))
    .leftJoin(shipTos, eq(shipTos.id, userShipToRoles.shipToId))
    .leftJoin(companies, eq(companies.id, shipTos.companyId))
    .leftJoin(roles, eq(roles.id, userShipToRoles.roleId))
    .where(eq(users.id, userId))
    .orderBy(shipTos.id);
  const [first] = rows;
  if (!first) return null;
  const permissionSchema: PermissionSchemaEntry[] = [];
  for (const row of rows) {
    if (!row.shipToId || !row.companyId || !row.roleId) continue;
    if (!row.linkActive || !row.shipToActive || !row.companyActive) continue;
    permissionSchema.push({
      shipToId: row.shipToId,
      shipToName: row.shipToName ?? '',
      companyName: row.companyName ?? '',
      companyId: row.companyId,
      shipToAddress: formatAddress({
        street: row.street ?? '',
        postalCode: row.postalCode ?? '',
        city: row.city ?? '',
        province: row.province,
      }),
      shipToStatus: row.shipToStatus ?? '',
      rpDetails: [
        {
          rolename: row.roleName ?? '',
          roleid: row.roleId,
          roleType: row.roleType ?? '',
          customerType: row.customerType ?? '',
          // Role permissions plus the extended ones added to this user on this ship-to (spec 3 §6).
          permission: parsePermissions([
            ...(row.rolePermissions ?? []),
            ...(row.extendedPermissions ?? []),
          ]).join(','),
        },
      ],
    });
  }
  return { user: first.user, sessionOpen: Boolean(first.sessionOpen), permissionSchema };
}

/** Finds a user by e-mail, compared without case (the unique index is on lower(email)). */
export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<(AccountProfile & { passwordHash: string | null }) | null> {
  const [row] = await db
    .select({ ...profileColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}
