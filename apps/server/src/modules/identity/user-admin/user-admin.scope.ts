import {
  adminRank,
  customerTypeSections,
  parsePermissions,
  SECTIONS,
  type AdminRank,
  type HeldRole,
  type RoleDefinition,
  type UserShipToRole,
} from '@spina/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { roles, shipTos, users, userShipToRoles } from '../../../db/schema';
import type { Principal, ShipToGrant } from '../../../http/access';
import { forbidden, notFound } from '../../../http/errors';
import { formatAddress } from '../users/account.queries';

/**
 * Who a user-administration call acts for and on (spec 3 §6): the manager's company, rank and the ship-tos they
 * manage, and the users of that company. Every read and write of user administration starts here, so that
 * nobody reads or changes a user of another company.
 */

/** The signed-in manager of a user-administration call. */
export type Manager = {
  userId: string;
  companyId: string;
  rank: AdminRank;
  /** Ship-tos of the company where they hold Access Management, with every permission they hold there. */
  managed: ReadonlyMap<string, ShipToGrant>;
};

/** One role a user holds on a ship-to of the manager's company. */
export type UserLink = {
  shipToId: string;
  customerType: string;
  roleId: string;
  roleType: string;
  extendedPermissions: string[];
  /** Role and extended permissions together. */
  permissions: string[];
  active: boolean;
};

/** A user of the manager's company, as the rules need them. */
export type TargetUser = {
  id: string;
  email: string;
  status: string;
  userValidation: boolean;
  links: UserLink[];
};

/** Every permission a link gives: its role's and its extended ones (spec 3 §6). */
export const linkPermissions = (rolePermissions: readonly string[], extended: readonly string[]) =>
  parsePermissions([...rolePermissions, ...extended]);

/** The roles of a user's links as the rank rules read them. */
export const heldRoles = (links: readonly UserLink[]): HeldRole[] =>
  links.map((link) => ({ roleType: link.roleType, permissions: link.permissions }));

/** The links of users on ship-tos of a company, active or not, by user and in ship-to order. */
export async function linksOfUsers(
  db: Database,
  companyId: string,
  userIds: string[],
): Promise<Map<string, UserShipToRole[]>> {
  const byUser = new Map<string, UserShipToRole[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: userShipToRoles.userId,
      shipToId: shipTos.id,
      shipToName: shipTos.name,
      street: shipTos.street,
      postalCode: shipTos.postalCode,
      city: shipTos.city,
      province: shipTos.province,
      shipToStatus: shipTos.status,
      customerType: shipTos.customerType,
      roleId: roles.id,
      rolename: roles.name,
      roleType: roles.roleType,
      rolePermissions: roles.permissions,
      extendedPermissions: userShipToRoles.extendedPermissions,
      active: userShipToRoles.isActive,
    })
    .from(userShipToRoles)
    .innerJoin(shipTos, eq(shipTos.id, userShipToRoles.shipToId))
    .innerJoin(roles, eq(roles.id, userShipToRoles.roleId))
    .where(and(inArray(userShipToRoles.userId, userIds), eq(shipTos.companyId, companyId)))
    .orderBy(shipTos.id);
  for (const { userId, street, postalCode, city, province, rolePermissions, ...row } of rows) {
    byUser.get(userId)!.push({
      ...row,
      shipToAddress: formatAddress({ street, postalCode, city, province }),
      permissions: linkPermissions(rolePermissions, row.extendedPermissions),
    });
  }
  return byUser;
}

/** The links of one user on ship-tos of a company. */
export async function linksOf(db: Database, companyId: string, userId: string): Promise<UserLink[]> {
  return (await linksOfUsers(db, companyId, [userId])).get(userId) ?? [];
}

/**
 * The manager behind a request: a signed-in user of a company holding Access Management on at least one of its
 * ship-tos (a staff member acting as a customer user is that user). Anyone else is refused with 403.
 */
export async function loadManager(db: Database, principal: Principal): Promise<Manager> {
  const [account] = await db
    .select({ companyId: users.companyId, isStaff: users.isStaff })
    .from(users)
    .where(eq(users.id, principal.userId));
  const companyId = account?.companyId;
  if (!companyId || account.isStaff) throw forbidden();
  const managed = new Map(
    [...principal.shipTos].filter(
      ([, grant]) => grant.companyId === companyId && grant.permissions.has(SECTIONS.accessManagement),
    ),
  );
  if (managed.size === 0) throw forbidden();
  const own = await linksOf(db, companyId, principal.userId);
  return {
    userId: principal.userId,
    companyId,
    rank: adminRank(heldRoles(own.filter((link) => link.active))),
    managed,
  };
}

/** A customer user of the manager's company, else 404 (a user of another company is not said to exist). */
export async function loadTarget(db: Database, manager: Manager, userId: string): Promise<TargetUser> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      userValidation: users.userValidation,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, manager.companyId), eq(users.isStaff, false)));
  if (!user) throw notFound('No such user');
  return { ...user, links: await linksOf(db, manager.companyId, user.id) };
}

/** Every role, as user administration reads it, with the sections of each customer type. */
export type RoleCatalogue = {
  byId: ReadonlyMap<string, RoleDefinition>;
  all: readonly RoleDefinition[];
  sectionsOf(customerType: string): string[];
};

/** Reads the roles (a few dozen rows) once per call. */
export async function loadRoles(db: Database): Promise<RoleCatalogue> {
  const all: RoleDefinition[] = await db
    .select({
      id: roles.id,
      name: roles.name,
      roleType: roles.roleType,
      customerType: roles.customerType,
      permissions: roles.permissions,
    })
    .from(roles)
    .orderBy(roles.customerType, roles.name);
  const sections = new Map<string, string[]>();
  return {
    byId: new Map(all.map((role) => [role.id, role])),
    all,
    sectionsOf(customerType) {
      let found = sections.get(customerType);
      if (!found) sections.set(customerType, (found = customerTypeSections(all, customerType)));
      return found;
    },
  };
}
