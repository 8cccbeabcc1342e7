import { canOpenSection, SECTIONS } from '@spina/domain';
import type { PortalSections, Principal } from '../../http/access';

/**
 * The ship-tos whose orders the caller may read (spec 2 §2: the order history needs My Orders): those where the
 * caller holds My Orders and the section is open portal-wide. A SUSPENDED ship-to stays readable: suspension
 * stops ordering, not the reading of past orders.
 */
export function myOrdersShipTos(principal: Principal, sections: PortalSections): string[] {
  return [...principal.shipTos.values()]
    .filter(
      (grant) =>
        grant.permissions.has(SECTIONS.myOrders) &&
        canOpenSection(SECTIONS.myOrders, {
          availablePermissions: [...grant.permissions],
          portalSections: sections,
        }),
    )
    .map((grant) => grant.shipToId)
    .sort();
}
