import { SECTIONS } from '@spina/domain';
import type { Principal } from '../../http/access';

/**
 * The ship-tos whose documents the caller may read (decision 0033): their own ship-tos where their role holds My
 * Documents. The page itself is always allowed (spec 3 §6), so no portal switch closes it, but a document is a
 * ship-to's, so the permission on that ship-to decides. A SUSPENDED ship-to stays readable: suspension stops
 * ordering, not the reading of invoices.
 */
export function documentShipTos(principal: Principal): string[] {
  return [...principal.shipTos.values()]
    .filter((grant) => grant.permissions.has(SECTIONS.myDocuments))
    .map((grant) => grant.shipToId)
    .sort();
}
