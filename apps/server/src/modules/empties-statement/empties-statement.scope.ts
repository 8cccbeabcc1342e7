import { EMPTIES_STATEMENT_MESSAGES, SECTIONS } from '@spina/domain';
import type { Principal } from '../../http/access';
import { notFound } from '../../http/errors';

/**
 * The ship-to whose empties statement the caller may read (decision 0032): one of their own ship-tos where they
 * hold Empties Management (the permission, or one of the spec's empties role names, which the session turns
 * into the permission). The section itself is always allowed (spec 3 §6), so no portal switch closes it. A
 * SUSPENDED ship-to stays readable: suspension stops ordering, not the reading of its account. Any other id,
 * another customer's or unknown, gets the same 404 with the spec's message (spec 3 §8), so nothing tells them
 * apart.
 */
export function statementShipTo(principal: Principal, shipToId: string): string {
  const grant = principal.shipTos.get(shipToId);
  if (!grant?.permissions.has(SECTIONS.emptiesManagement))
    throw notFound(EMPTIES_STATEMENT_MESSAGES.notFound);
  return grant.shipToId;
}

/** The caller's ship-tos with Empties Management, for the statement's ship-to choice. */
export function statementShipTos(principal: Principal): string[] {
  return [...principal.shipTos.values()]
    .filter((grant) => grant.permissions.has(SECTIONS.emptiesManagement))
    .map((grant) => grant.shipToId)
    .sort();
}
