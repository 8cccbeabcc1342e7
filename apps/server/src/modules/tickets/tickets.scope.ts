import { canOpenSection, SECTIONS, type TicketSide } from '@spina/domain';
import type { PortalSections, Principal } from '../../http/access';

/**
 * Who is reading or writing tickets, and so what they may reach: a customer user reaches the tickets of the
 * ship-tos where they hold Support (spec 1 §2.2 support: permission Support); customer service reaches every
 * ticket. Every read and write of the service goes through this scope.
 */
export type TicketViewer =
  { side: 'customer'; userId: string; shipToIds: readonly string[] } | { side: 'staff'; userId: string };

/** The side that did not write a comment of `side`: the one it is unread for. */
export const otherSide = (side: TicketSide): TicketSide => (side === 'customer' ? 'staff' : 'customer');

/**
 * The ship-tos whose tickets a customer user reaches: those where they hold Support and the section is open
 * portal-wide. A SUSPENDED ship-to stays reachable: a suspended customer needs support all the more.
 */
export function supportShipTos(principal: Principal, sections: PortalSections): string[] {
  return [...principal.shipTos.values()]
    .filter(
      (grant) =>
        grant.permissions.has(SECTIONS.support) &&
        canOpenSection(SECTIONS.support, {
          availablePermissions: [...grant.permissions],
          portalSections: sections,
        }),
    )
    .map((grant) => grant.shipToId)
    .sort();
}

export const customerViewer = (principal: Principal, sections: PortalSections): TicketViewer => ({
  side: 'customer',
  userId: principal.userId,
  shipToIds: supportShipTos(principal, sections),
});

export const staffViewer = (principal: Principal): TicketViewer => ({
  side: 'staff',
  userId: principal.userId,
});
