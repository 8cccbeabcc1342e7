import { z } from 'zod';

/** Customer types (spec 1 §3, spec 3 §9). */
export const CUSTOMER_TYPES = ['On Premise', 'On Premise Franchisee', 'Outlets', 'POS', 'WHSL'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const customerTypeSchema = z.enum(CUSTOMER_TYPES);

/** The role a user holds on one ship-to (spec 1 §3 rpDetails); permission is a list or a comma list. */
export type RoleDetails = {
  rolename: string;
  roleid?: string;
  roleType: string;
  customerType: string;
  permission: string[] | string;
};

/** One ship-to of a user's permission schema (spec 1 §3). */
export type PermissionSchemaEntry = {
  shipToId: string;
  shipToName: string;
  companyName: string;
  companyId: string;
  shipToAddress: string;
  shipToStatus: string;
  rpDetails: RoleDetails[];
};

/** Every ship-to a user may act for, with the roles held on each. */
export type PermissionSchema = PermissionSchemaEntry[];

/** Reads one rpDetails entry. */
export const roleDetailsSchema = z.object({
  rolename: z.string(),
  roleid: z.string().optional(),
  roleType: z.string(),
  customerType: z.string(),
  permission: z.union([z.array(z.string()), z.string()]),
});

/** Reads one permission-schema entry; a single rpDetails object is accepted and read as a list of one. */
export const permissionSchemaEntrySchema = z.object({
  shipToId: z.string(),
  shipToName: z.string(),
  companyName: z.string(),
  companyId: z.string(),
  shipToAddress: z.string(),
  shipToStatus: z.string(),
  rpDetails: z
    .union([z.array(roleDetailsSchema), roleDetailsSchema])
    .transform((details) => (Array.isArray(details) ? details : [details])),
});
export const permissionSchemaSchema = z.array(permissionSchemaEntrySchema);

/** The ship-to status that blocks ordering (spec 1 §4.4). */
export const SUSPENDED = 'SUSPENDED';

/** Reads a permission written as a list or a comma-separated string: trimmed, no blanks, no repeats. */
export function parsePermissions(permission: readonly string[] | string | null | undefined): string[] {
  const items = typeof permission === 'string' ? permission.split(',') : (permission ?? []);
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
}

/** The permissions a user holds on one ship-to, over all its roles. */
export function shipToPermissions(entry: PermissionSchemaEntry): string[] {
  return parsePermissions(entry.rpDetails.flatMap((role) => parsePermissions(role.permission)));
}

/** The user's deduplicated list of sections over every ship-to (spec 1 §3 allAvailablePermission). */
export function availablePermissions(schema: readonly PermissionSchemaEntry[]): string[] {
  return parsePermissions(schema.flatMap(shipToPermissions));
}

/** True when one ship-to's permission contains 'Catalogue' (spec 1 §6). */
export function shipToHasCatalogue(entry: PermissionSchemaEntry): boolean {
  return shipToPermissions(entry).some((permission) => permission.includes('Catalogue'));
}

/** True when any ship-to of the schema (or the one entry given) has a permission containing 'Catalogue'. */
export function hasCatalogue(
  permissionSchema: readonly PermissionSchemaEntry[] | PermissionSchemaEntry,
): boolean {
  const entries = Array.isArray(permissionSchema)
    ? permissionSchema
    : [permissionSchema as PermissionSchemaEntry];
  return entries.some(shipToHasCatalogue);
}

export function isSuspended(entry: Pick<PermissionSchemaEntry, 'shipToStatus'>): boolean {
  return entry.shipToStatus.trim().toUpperCase() === SUSPENDED;
}

/** The customer type of a ship-to: that of its first role, or null without roles. */
export function customerTypeOf(entry: PermissionSchemaEntry): string | null {
  return entry.rpDetails[0]?.customerType ?? null;
}

/** True for the Outlets customer type, which keeps only Reporting and My Profile under My account. */
export function isOutletsCustomer(customerType: string | null | undefined): boolean {
  return (customerType ?? '').trim().toLowerCase() === 'outlets';
}

/** The e-learning-only role (spec 3 §6). */
export const POS_ACADEMY_ROLE = 'POS Academy';

/**
 * True when every role of every ship-to is POS Academy (spec 3 §4, §6), by role name or by one of the
 * given fixed role ids; a user without roles is not.
 */
export function isPosAcademyUser(
  schema: readonly PermissionSchemaEntry[],
  academyRoleIds: readonly string[] = [],
): boolean {
  const roles = schema.flatMap((entry) => entry.rpDetails);
  return (
    roles.length > 0 &&
    roles.every(
      (role) =>
        role.rolename.trim().toLowerCase() === POS_ACADEMY_ROLE.toLowerCase() ||
        (role.roleid !== undefined && academyRoleIds.includes(role.roleid)),
    )
  );
}

/** True when a role name on the first ship-to contains 'WHS' (spec 2 §5, spec 3 §9). */
export function isWholesaleUser(schema: readonly PermissionSchemaEntry[]): boolean {
  return (schema[0]?.rpDetails ?? []).some((role) => role.rolename.includes('WHS'));
}

/** Role names that carry empties rights (spec 2 §6, spec 3 §6). */
export const EMPTIES_MANAGEMENT_ROLES: readonly string[] = [
  'On Premise Empties Management',
  'On Premise Franchisee Empties Management',
];

/** True when a ship-to has the Empties Management permission or one of the empties role names. */
export function hasEmptiesManagement(entry: PermissionSchemaEntry): boolean {
  return (
    shipToPermissions(entry).includes('Empties Management') ||
    entry.rpDetails.some((role) => EMPTIES_MANAGEMENT_ROLES.includes(role.rolename.trim()))
  );
}

/** The profile problems shown in the toolbar (spec 1 §4.1 step 6). */
export const PROFILE_ERRORS = {
  country: 'Country is not fill',
  customerType: 'Customer type is not fill',
} as const;

/** The profile problems of a signed-in user: no country, or no customer type on any ship-to. */
export function profileErrors(user: {
  country: string | null | undefined;
  permissionSchema: readonly PermissionSchemaEntry[];
}): string[] {
  const errors: string[] = [];
  if ((user.country ?? '').trim() === '') errors.push(PROFILE_ERRORS.country);
  const hasType = user.permissionSchema.some((entry) =>
    entry.rpDetails.some((role) => role.customerType.trim() !== ''),
  );
  if (!hasType) errors.push(PROFILE_ERRORS.customerType);
  return errors;
}
