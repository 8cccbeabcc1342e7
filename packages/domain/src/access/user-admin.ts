import { FORM_MESSAGES } from '../shared/forms';
import { SECTIONS } from './sections';

/**
 * The rules of user administration (spec 3 §4 user statuses, §6 roles and permissions): which statuses a user
 * may be moved to, who may change whom, which roles and extended permissions a manager may grant on a
 * ship-to, and the three marks of the permission legend. The server enforces them; the web shows them.
 */

/** User status values (spec 3 §4). */
export const USER_STATUSES = ['Active', 'Inactive', 'Invited', 'Suspended', 'Exited', 'Move Out'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * Statuses of a deactivated user: they cannot sign in, and their links to ship-tos (and so to companies) are
 * switched off until they are activated again (spec 3 §4 "Deactivating a user deactivates its companies and
 * ship-tos. Activating reactivates them.").
 */
export const DEACTIVATED_STATUSES: readonly UserStatus[] = ['Inactive', 'Suspended', 'Exited', 'Move Out'];

/** True for a status whose user is deactivated; a value outside the list counts as deactivated. */
export function isDeactivatedStatus(status: string): boolean {
  return !(['Active', 'Invited'] as readonly string[]).includes(status);
}

/**
 * The statuses a manager may move a user to. An active user may be deactivated in any of the four ways; an
 * invitation may be withdrawn (Inactive); a deactivated user may change to another deactivated status or be
 * activated again: to Active once they have set a password (validated), otherwise back to Invited.
 * Nobody is moved to Invited from Active: an invitation is only sent to someone new (CreateNewUser).
 */
export function nextUserStatuses(current: string, validated: boolean): UserStatus[] {
  if (current === 'Active') return [...DEACTIVATED_STATUSES];
  if (current === 'Invited') return ['Inactive'];
  const restored: UserStatus = validated ? 'Active' : 'Invited';
  return [restored, ...DEACTIVATED_STATUSES.filter((status) => status !== current)];
}

/** The role types that manage users (spec 3 §6: Owner is the key user; a Delegated Owner has all privileges). */
export const OWNER_ROLE_TYPE = 'Owner';
export const DELEGATED_OWNER_ROLE_TYPE = 'Delegated Owner';
export const MANAGER_ROLE_TYPES: readonly string[] = [OWNER_ROLE_TYPE, DELEGATED_OWNER_ROLE_TYPE];

/** Permissions that come only with a manager role, never as an extended permission. */
export const MANAGER_ONLY_PERMISSIONS: readonly string[] = [SECTIONS.accessManagement];

/** True for a role type that manages users. */
export function isManagerRoleType(roleType: string): boolean {
  return MANAGER_ROLE_TYPES.includes(roleType.trim());
}

/** Where a user stands in user administration: the key user, a delegated manager, or a regular user. */
export type AdminRank = 'owner' | 'delegated' | 'regular';

/** One role a user holds on a ship-to, with every permission it gives there (role and extended). */
export type HeldRole = { roleType: string; permissions: readonly string[] };

const RANK_ORDER: Record<AdminRank, number> = { regular: 0, delegated: 1, owner: 2 };

/** The rank a role gives: Owner, Delegated Owner (or Access Management held another way), or regular. */
export function roleRank(role: HeldRole): AdminRank {
  if (role.roleType.trim() === OWNER_ROLE_TYPE) return 'owner';
  if (role.roleType.trim() === DELEGATED_OWNER_ROLE_TYPE) return 'delegated';
  return role.permissions.some((permission) => MANAGER_ONLY_PERMISSIONS.includes(permission))
    ? 'delegated'
    : 'regular';
}

/** A user's rank in their company: the highest rank of the roles they hold there. */
export function adminRank(roles: readonly HeldRole[]): AdminRank {
  return roles.reduce<AdminRank>(
    (rank, role) => (RANK_ORDER[roleRank(role)] > RANK_ORDER[rank] ? roleRank(role) : rank),
    'regular',
  );
}

/**
 * Whether a manager may change a user (spec 3 §6): an Owner may change anyone of the company; a Delegated
 * Owner may change the permissions of regular users only (never an Owner, another Delegated Owner, or
 * themselves, since they are not a regular user); a regular user changes nobody.
 */
export function mayChangeUser(manager: AdminRank, target: AdminRank): boolean {
  return manager === 'owner' || (manager === 'delegated' && target === 'regular');
}

/** The marks of the permission legend (spec 3 §6): the role contains it, does not, or it may be added. */
export const PERMISSION_MARKS = ['contains', 'optional', 'does-not-contain'] as const;
export type PermissionMark = (typeof PERMISSION_MARKS)[number];

/** A role as user administration reads it: its type, customer-type variant and section permissions. */
export type RoleDefinition = {
  id: string;
  name: string;
  roleType: string;
  customerType: string | null;
  permissions: readonly string[];
};

/** True when a role exists for a ship-to of this customer type (a role without one fits every type). */
export function roleFitsCustomerType(role: RoleDefinition, customerType: string): boolean {
  return role.customerType === null || role.customerType === customerType;
}

/**
 * The sections that exist for a customer type: every permission any of its roles gives. Empties Management,
 * for instance, exists only where an empties role does.
 */
export function customerTypeSections(roles: readonly RoleDefinition[], customerType: string): string[] {
  const sections = new Set<string>();
  for (const role of roles)
    if (roleFitsCustomerType(role, customerType)) role.permissions.forEach((item) => sections.add(item));
  return [...sections];
}

/**
 * The legend mark of one section for a role (spec 3 §6): 'contains' when the role gives it; 'optional' when it
 * exists for the customer type and may be added as an extended permission; 'does-not-contain' otherwise
 * (sections of other customer types, and the manager-only Access Management).
 */
export function permissionMark(
  section: string,
  rolePermissions: readonly string[],
  sectionsOfType: readonly string[],
): PermissionMark {
  if (rolePermissions.includes(section)) return 'contains';
  if (sectionsOfType.includes(section) && !MANAGER_ONLY_PERMISSIONS.includes(section)) return 'optional';
  return 'does-not-contain';
}

/** The extended permissions that may be added on top of a role: its 'optional' sections. */
export function optionalPermissions(
  rolePermissions: readonly string[],
  sectionsOfType: readonly string[],
): string[] {
  return sectionsOfType.filter(
    (section) => permissionMark(section, rolePermissions, sectionsOfType) === 'optional',
  );
}

/** Why a role on a ship-to may not be granted; each is a message of USER_ADMIN_MESSAGES. */
export type GrantRefusal =
  'roleRequired' | 'shipToNotManaged' | 'unknownRole' | 'ownerOnly' | 'notHeld' | 'notOptional';

/** What a manager asks to grant on one ship-to, with what they hold there. */
export type GrantRequest = {
  manager: AdminRank;
  /** The manager's permissions on the ship-to, or null when they do not manage it (no Access Management). */
  managerPermissions: ReadonlySet<string> | null;
  shipToCustomerType: string;
  /** The chosen role, null when none was chosen, undefined when the id names no role. */
  role: RoleDefinition | null | undefined;
  extendedPermissions: readonly string[];
  /** Every section of the ship-to's customer type (customerTypeSections). */
  sectionsOfType: readonly string[];
};

/**
 * Checks one ship-to's role and extended permissions against spec 3 §5-§6: a role must be chosen; the manager
 * must manage the ship-to; the role must exist for its customer type; only an Owner grants a manager role;
 * nobody grants what they do not hold; extended permissions must be optional for the role. Null when allowed.
 */
export function grantRefusal(request: GrantRequest): GrantRefusal | null {
  const { role, managerPermissions } = request;
  if (role === null) return 'roleRequired';
  if (!managerPermissions?.has(SECTIONS.accessManagement)) return 'shipToNotManaged';
  if (!role || !roleFitsCustomerType(role, request.shipToCustomerType)) return 'unknownRole';
  if (isManagerRoleType(role.roleType) && request.manager !== 'owner') return 'ownerOnly';
  const optional = optionalPermissions(role.permissions, request.sectionsOfType);
  if (request.extendedPermissions.some((permission) => !optional.includes(permission))) return 'notOptional';
  const granted = [...role.permissions, ...request.extendedPermissions];
  if (granted.some((permission) => !managerPermissions.has(permission))) return 'notHeld';
  return null;
}

/**
 * True when a change of a user's own roles would raise their rights (spec 3 §6 "nobody can raise their own
 * rights"): a ship-to they did not hold, a permission they did not have there, or a higher rank.
 * `before` and `after` map ship-to ids to the role held there; ship-tos missing from `after` are unchanged.
 */
export function raisesOwnRights(
  before: ReadonlyMap<string, HeldRole>,
  after: ReadonlyMap<string, HeldRole>,
): boolean {
  for (const [shipToId, next] of after) {
    const held = before.get(shipToId);
    if (!held) return true;
    if (next.permissions.some((permission) => !held.permissions.includes(permission))) return true;
    if (RANK_ORDER[roleRank(next)] > RANK_ORDER[roleRank(held)]) return true;
  }
  return false;
}

/** Messages of user administration, in English; also their i18n keys. */
export const USER_ADMIN_MESSAGES = {
  roleRequired: FORM_MESSAGES.roleRequired,
  userExists: 'User already exists',
  invitationNotSent: 'Could not send the invitation e-mail',
  invited: 'The invitation has been sent to the new user',
  updated: 'The roles of the user have been saved',
  statusChanged: 'The status of the user has been changed',
  regularUsersOnly: 'A Delegated Owner may change the permissions of regular users only',
  ownRights: 'Nobody can raise their own rights',
  lastOwner: 'The last Owner of a company cannot be removed',
  shipToNotManaged: 'You do not manage users of this ship-to',
  unknownRole: 'This role does not exist for the customer type of the ship-to',
  ownerOnly: 'Only an Owner can grant the Owner or Delegated Owner role',
  notHeld: 'You cannot grant a permission you do not hold',
  notOptional: 'This permission cannot be added to the role',
  statusNotAllowed: 'The user cannot be moved to this status',
  oneShipToAtLeast: 'A user needs a role on at least one ship-to',
} as const;
export type UserAdminMessage = (typeof USER_ADMIN_MESSAGES)[keyof typeof USER_ADMIN_MESSAGES];
