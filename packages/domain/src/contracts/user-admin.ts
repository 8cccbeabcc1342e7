import * as z from 'zod/mini';
import { PERMISSION_MARKS, USER_STATUSES } from '../access/user-admin';
import { LANGUAGES } from '../markets/markets';
import { optionalShipToId, optionalText, wholeNumber } from './query-params';

/**
 * REST contracts of user administration (spec 3 §3 user administration record, §7 identity service:
 * GetAllUsersInfo, CreateNewUser, UpdateUser, SetUserStatus, ResendVerificationEmail), used by an Owner or a
 * Delegated Owner (Access Management) on the My Profile management tab. Write bodies are strict: a field the
 * screens do not send (a company, a staff flag, a password, another e-mail) is refused, never stored.
 */

/** Users per page of the list unless asked otherwise, and the most one page may hold. */
export const USER_LIST_PAGE_SIZE = 10;
export const USER_LIST_MAX_PAGE_SIZE = 50;
const USER_LIST_MAX_PAGE = 10_000;

/** Query of `GET users/GetAllUsersInfo`: part of a name or e-mail, a status, a ship-to, a page. */
export const userListQuerySchema = z.object({
  search: optionalText(100, /^[^\p{Cc}]+$/u, 'search is at most 100 characters'),
  status: z.optional(z.enum(USER_STATUSES)),
  shipTo: optionalShipToId,
  page: z._default(wholeNumber(1, USER_LIST_MAX_PAGE, 'page'), 1),
  pageSize: z._default(wholeNumber(1, USER_LIST_MAX_PAGE_SIZE, 'pageSize'), USER_LIST_PAGE_SIZE),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** One ship-to of a user as administration shows it: the role there, its extended permissions, the link state. */
export const userShipToRoleSchema = z.object({
  shipToId: z.string(),
  shipToName: z.string(),
  shipToAddress: z.string(),
  shipToStatus: z.string(),
  customerType: z.string(),
  roleId: z.string(),
  rolename: z.string(),
  roleType: z.string(),
  extendedPermissions: z.array(z.string()),
  /** Role and extended permissions together. */
  permissions: z.array(z.string()),
  /** False while the user is deactivated (spec 3 §4). */
  active: z.boolean(),
});
export type UserShipToRole = z.infer<typeof userShipToRoleSchema>;

/** What the caller may do to a user, decided by the server's rules (spec 3 §6). */
export const userActionsSchema = z.object({
  editRoles: z.boolean(),
  /** The statuses the user may be moved to (spec 3 §4). */
  statuses: z.array(z.enum(USER_STATUSES)),
  resendInvitation: z.boolean(),
});
export type UserActions = z.infer<typeof userActionsSchema>;

/** The user administration record (spec 3 §3). */
export const userAdminRecordSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  country: z.nullable(z.string()),
  status: z.string(),
  isActive: z.boolean(),
  languages: z.array(z.string()),
  locale: z.string(),
  termsAgreed: z.boolean(),
  userValidation: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The caller themselves. */
  isSelf: z.boolean(),
  permissionSchema: z.array(userShipToRoleSchema),
  actions: userActionsSchema,
});
export type UserAdminRecord = z.infer<typeof userAdminRecordSchema>;

/** Answer of `GET users/GetAllUsersInfo`. */
export const userListResponseSchema = z.object({
  results: z.array(userAdminRecordSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;

const shipToIdSchema = z.string().check(z.regex(/^\d{10}$/, 'A ship-to id is 10 digits'));
const sectionName = z.string().check(z.minLength(1), z.maxLength(60));

/**
 * The role chosen for one ship-to and the extended permissions added on top; a missing role (null) is answered
 * with 'A role must be chosen for each ship-to' (spec 3 §5).
 */
export const shipToRoleInputSchema = z.strictObject({
  shipToId: shipToIdSchema,
  roleId: z.nullable(z.string().check(z.minLength(1), z.maxLength(100))),
  extendedPermissions: z._default(z.array(sectionName).check(z.maxLength(20)), []),
});
export type ShipToRoleInput = z.infer<typeof shipToRoleInputSchema>;

const roleRows = z.array(shipToRoleInputSchema).check(z.maxLength(200));
const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));

/** Body of `POST users/CreateNewUser`: the invitation of a new user of the caller's company. */
export const createUserBodySchema = z.strictObject({
  firstName: personName,
  lastName: personName,
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(320)), z.email()),
  phone: z.optional(
    z.nullable(z.string().check(z.trim(), z.regex(/^\+?[0-9 ]{6,20}$/, 'A phone number is digits'))),
  ),
  /** The user's language: of the invitation e-mail and of the portal. */
  language: z.enum(LANGUAGES),
  permissionSchema: roleRows,
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** Answer of CreateNewUser: the new record, and whether the invitation e-mail went out. */
export const createUserResponseSchema = z.object({
  user: userAdminRecordSchema,
  invitationSent: z.boolean(),
  message: z.string(),
});
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

/**
 * Body of `PUT users/UpdateUser/{id}`: the roles to set on ship-tos and the ship-tos to take away. Ship-tos in
 * neither list stay as they are. Personal details are changed only via customer service (spec 3 §5).
 */
export const updateUserBodySchema = z.strictObject({
  permissionSchema: roleRows,
  deletedShipToList: z._default(z.array(shipToIdSchema).check(z.maxLength(200)), []),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** Body of `PATCH users/SetUserStatus`. */
export const setUserStatusBodySchema = z.strictObject({
  id: z.uuid(),
  status: z.enum(USER_STATUSES),
});
export type SetUserStatusBody = z.infer<typeof setUserStatusBodySchema>;

/** Answer of UpdateUser and SetUserStatus: the record as it now is, and what was done. */
export const userChangeResponseSchema = z.object({ user: userAdminRecordSchema, message: z.string() });
export type UserChangeResponse = z.infer<typeof userChangeResponseSchema>;

/** A role with the mark of every section of its customer type (spec 3 §6 legend). */
export const roleMarksSchema = z.object({
  id: z.string(),
  name: z.string(),
  roleType: z.string(),
  marks: z.record(z.string(), z.enum(PERMISSION_MARKS)),
});
export type RoleMarks = z.infer<typeof roleMarksSchema>;

/** Answer of `GET users/GetRoles`: each role's permissions per customer type (role management). */
export const roleCatalogueResponseSchema = z.object({
  customerTypes: z.array(
    z.object({
      customerType: z.string(),
      /** Every section, in the portal's order; marks cover each. */
      sections: z.array(z.string()),
      roles: z.array(roleMarksSchema),
    }),
  ),
});
export type RoleCatalogueResponse = z.infer<typeof roleCatalogueResponseSchema>;

/** A role the caller may grant on a ship-to, with the extended permissions they may add to it. */
export const grantableRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  roleType: z.string(),
  permissions: z.array(z.string()),
  /** Optional for the role and held by the caller on the ship-to. */
  grantableExtensions: z.array(z.string()),
  marks: z.record(z.string(), z.enum(PERMISSION_MARKS)),
});
export type GrantableRole = z.infer<typeof grantableRoleSchema>;

/** A ship-to the caller manages (Access Management), with what they may grant there. */
export const managedShipToSchema = z.object({
  shipToId: z.string(),
  shipToName: z.string(),
  shipToAddress: z.string(),
  shipToStatus: z.string(),
  customerType: z.string(),
  sections: z.array(z.string()),
  roles: z.array(grantableRoleSchema),
});
export type ManagedShipTo = z.infer<typeof managedShipToSchema>;

/** Answer of `GET users/GetManagedShipTos`. */
export const managedShipTosResponseSchema = z.object({ shipTos: z.array(managedShipToSchema) });
export type ManagedShipTosResponse = z.infer<typeof managedShipTosResponseSchema>;
