import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { userShipToRoles } from '../../../db/schema';
import { roleId, type RoleType } from '../../../db/seed/data/roles';
import type { TestApp } from '../../../test/harness';
import { createCompany, createShipTo, createUser } from '../../../test/identity-fixtures';

/** A role held in a test company: ship-to, the seeded On Premise role of that type, extended permissions. */
export type MemberRole = { shipToId: string; roleType: RoleType; extended?: string[] };

/**
 * Tests of user administration: a fresh On Premise company with two ship-tos, whose members hold the seeded
 * roles (spec 3 §6 role types in their On Premise variant), so that every test starts from a known company.
 */
export async function createAdminCompany(db: Database, name: string) {
  const companyId = await createCompany(db, name);
  const centre = await createShipTo(db, companyId, { name: `${name} – Centro` });
  const station = await createShipTo(db, companyId, { name: `${name} – Stazione` });

  /** Adds a member with the demo password, Active unless told otherwise; answers their id. */
  const member = async (
    email: string,
    roles: MemberRole[],
    options: { status?: string; userValidation?: boolean; password?: string | null } = {},
  ) => {
    const userId = await createUser(db, { email, companyId, ...options });
    for (const role of roles)
      await db.insert(userShipToRoles).values({
        userId,
        shipToId: role.shipToId,
        roleId: roleId('On Premise', role.roleType),
        extendedPermissions: role.extended ?? [],
      });
    return userId;
  };
  return { companyId, centre, station, member };
}

/** The links of a user, as stored. */
export async function storedLinks(db: Database, userId: string) {
  return db
    .select({
      shipToId: userShipToRoles.shipToId,
      roleId: userShipToRoles.roleId,
      extendedPermissions: userShipToRoles.extendedPermissions,
      isActive: userShipToRoles.isActive,
    })
    .from(userShipToRoles)
    .where(eq(userShipToRoles.userId, userId))
    .orderBy(userShipToRoles.shipToId);
}

/** The On Premise role id of a role type, as the seed names it. */
export const onPremiseRole = (roleType: RoleType) => roleId('On Premise', roleType);

const BASE = '/api/identity/v1/users';
type Headers = Record<string, string>;

/** The user-administration calls of spec 3 §7, as a caller with `headers` makes them. */
export function adminCalls(t: TestApp) {
  return {
    list: (headers: Headers, query: Record<string, string> = {}) =>
      t.request({ url: `${BASE}/GetAllUsersInfo`, query, headers }),
    create: (headers: Headers, payload: unknown) =>
      t.request({ method: 'POST', url: `${BASE}/CreateNewUser`, headers, payload: payload as object }),
    update: (headers: Headers, userId: string, payload: unknown) =>
      t.request({ method: 'PUT', url: `${BASE}/UpdateUser/${userId}`, headers, payload: payload as object }),
    setStatus: (headers: Headers, id: string, status: string) =>
      t.request({ method: 'PATCH', url: `${BASE}/SetUserStatus`, headers, payload: { id, status } }),
    resend: (headers: Headers, userId: string, email: string) =>
      t.request({
        method: 'POST',
        url: `${BASE}/ResendVerificationEmail/${userId}`,
        headers,
        payload: { email },
      }),
    roles: (headers: Headers) => t.request({ url: `${BASE}/GetRoles`, headers }),
    managedShipTos: (headers: Headers) => t.request({ url: `${BASE}/GetManagedShipTos`, headers }),
  };
}
