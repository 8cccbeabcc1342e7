import {
  canOpenSection,
  findShipTo,
  SECTIONS,
  shipToPermissions,
  type PermissionSchemaEntry,
  type PortalSection,
  type SearchTabKey,
} from '@spina/domain';

/** Which of the overlay's searches the user may run: one flag per section (spec 1 §2.6). */
export type SearchScope = Record<SearchTabKey, boolean>;

/**
 * What decides the scope: the signed-in user's schema and available sections (null for a visitor), the chosen
 * ship-to and the portal-wide section list.
 */
export type SearchScopeInput = {
  user: {
    permissionSchema: readonly PermissionSchemaEntry[];
    allAvailablePermission: readonly string[];
  } | null;
  shipToId: string | null;
  portalSections: readonly PortalSection[];
};

/**
 * The searches a user may run, as the server checks them: products need Catalogue on the chosen ship-to (the
 * `outletid` header), marketing materials and support their section, and news is open to everyone (visitors
 * see public articles only, which the server enforces).
 */
export function searchScope({ user, shipToId, portalSections }: SearchScopeInput): SearchScope {
  if (user === null) return { products: false, marketingMaterials: false, news: true, support: false };
  const available = user.allAvailablePermission;
  const opens = (section: string, permissions: readonly string[]) =>
    canOpenSection(section, { availablePermissions: permissions, portalSections });
  const shipTo = findShipTo(user.permissionSchema, shipToId);
  return {
    products: shipTo !== null && opens(SECTIONS.catalogue, shipToPermissions(shipTo)),
    marketingMaterials: opens(SECTIONS.marketingMaterials, available),
    news: true,
    support: opens(SECTIONS.support, available),
  };
}
