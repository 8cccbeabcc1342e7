import {
  grantRefusal,
  optionalPermissions,
  permissionMark,
  SECTIONS,
  type GrantableRole,
  type ManagedShipTo,
  type PermissionMark,
  type RoleCatalogueResponse,
  type RoleDefinition,
  type ShipToRoleInput,
} from '@spina/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { shipTos } from '../../../db/schema';
import { formatAddress } from '../users/account.queries';
import { refusal } from './user-admin.guard';
import type { Manager, RoleCatalogue } from './user-admin.scope';

/** Every section, in the portal's order: the columns of the permission legend. */
const ALL_SECTIONS: readonly string[] = Object.values(SECTIONS);

/** The legend mark of every section for a role on a customer type (spec 3 §6). */
function marksOf(role: RoleDefinition, sectionsOfType: readonly string[]): Record<string, PermissionMark> {
  return Object.fromEntries(
    ALL_SECTIONS.map((section) => [section, permissionMark(section, role.permissions, sectionsOfType)]),
  );
}

/**
 * Refuses a create or update whose roles break spec 3 §5-§6 (grantRefusal: a role for each ship-to, ship-tos
 * the manager manages, roles of the ship-to's customer type, manager roles by an Owner only, nothing the
 * manager does not hold, optional extensions only) or that names a ship-to twice. Throws the first refusal.
 */
export function assertGrants(
  manager: Manager,
  catalogue: RoleCatalogue,
  rows: readonly ShipToRoleInput[],
): void {
  const named = [...rows.map((row) => row.shipToId)];
  if (new Set(named).size !== named.length) throw refusal('duplicateShipTo');
  for (const row of rows) {
    const grant = manager.managed.get(row.shipToId);
    const customerType = grant?.customerType ?? '';
    const reason = grantRefusal({
      manager: manager.rank,
      managerPermissions: grant?.permissions ?? null,
      shipToCustomerType: customerType,
      role: row.roleId === null ? null : catalogue.byId.get(row.roleId),
      extendedPermissions: row.extendedPermissions,
      sectionsOfType: catalogue.sectionsOf(customerType),
    });
    if (reason) throw refusal(reason);
  }
}

/**
 * GET users/GetRoles, the role management screen (spec 3 §6): every role of the customer types the manager's
 * ship-tos have, with the mark of each section: contains, optional, does not contain.
 */
export function roleCatalogueOf(manager: Manager, catalogue: RoleCatalogue): RoleCatalogueResponse {
  const customerTypes = [...new Set([...manager.managed.values()].map((grant) => grant.customerType))].sort();
  return {
    customerTypes: customerTypes.map((customerType) => {
      const sectionsOfType = catalogue.sectionsOf(customerType);
      return {
        customerType,
        sections: [...ALL_SECTIONS],
        roles: catalogue.all
          .filter((role) => role.customerType === customerType)
          .map((role) => ({
            id: role.id,
            name: role.name,
            roleType: role.roleType,
            marks: marksOf(role, sectionsOfType),
          })),
      };
    }),
  };
}

/**
 * GET users/GetManagedShipTos: the ship-tos the manager manages, each with the roles they may grant there and
 * the extended permissions they may add to each (the same rule CreateNewUser and UpdateUser enforce).
 */
export async function managedShipTosOf(
  db: Database,
  manager: Manager,
  catalogue: RoleCatalogue,
): Promise<ManagedShipTo[]> {
  const rows = await db
    .select({
      id: shipTos.id,
      name: shipTos.name,
      street: shipTos.street,
      postalCode: shipTos.postalCode,
      city: shipTos.city,
      province: shipTos.province,
    })
    .from(shipTos)
    .where(inArray(shipTos.id, [...manager.managed.keys()]))
    .orderBy(shipTos.id);
  return rows.map((row) => {
    const grant = manager.managed.get(row.id)!;
    const sectionsOfType = catalogue.sectionsOf(grant.customerType);
    const grantable = (role: RoleDefinition) =>
      grantRefusal({
        manager: manager.rank,
        managerPermissions: grant.permissions,
        shipToCustomerType: grant.customerType,
        role,
        extendedPermissions: [],
        sectionsOfType,
      }) === null;
    const roles: GrantableRole[] = catalogue.all.filter(grantable).map((role) => ({
      id: role.id,
      name: role.name,
      roleType: role.roleType,
      permissions: [...role.permissions],
      grantableExtensions: optionalPermissions(role.permissions, sectionsOfType).filter((section) =>
        grant.permissions.has(section),
      ),
      marks: marksOf(role, sectionsOfType),
    }));
    return {
      shipToId: row.id,
      shipToName: row.name,
      shipToAddress: formatAddress(row),
      shipToStatus: grant.status,
      customerType: grant.customerType,
      sections: [...ALL_SECTIONS],
      roles,
    };
  });
}
