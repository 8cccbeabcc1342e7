import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql';
import { useProductScope } from '../../../lib/product-scope';
import { useSession } from '../../auth';
import { UpdateEmptiesDocument } from './cart-change-documents';
import { useCartMutation } from './cart-actions';

/** Empties (material type ZQCR: crates, kegs) the ship-to holds and can send back (spec 2 §3 Customer empties). */
export type ReturnableEmpties = {
  sku: string;
  name: string;
  imageUrl: string | null;
  /** Consumer units one item holds (bottles in a crate), 0 for a keg. */
  bottlesPerItem: number;
  /** How many the ship-to holds: received less returned. */
  held: number;
};

/** What the ship-to holds to return (spec 2 §7 getCustomerEmpties). */
export const ReturnableEmptiesDocument = graphql(`
  query CartReturnableEmpties($outletId: String!) {
    getCustomerEmpties(outletId: $outletId) {
      sku
      name
      number_of_bottles_gabbie
      quantity
      small_image {
        url
      }
    }
  }
`);

/** The empties the buyer can return with a beer order on the cart's ship-to. */
export function useReturnableEmpties(shipToId: string) {
  const scope = useProductScope(useSession());
  return useQuery({
    queryKey: ['returnable-empties', scope?.key ?? null, shipToId],
    queryFn: ({ signal }) => graphqlRequest(ReturnableEmptiesDocument, { outletId: shipToId }, { signal }),
    enabled: scope !== null,
    select: (answer): ReturnableEmpties[] =>
      answer.getCustomerEmpties.map((item) => ({
        sku: item.sku,
        name: item.name,
        imageUrl: item.small_image.url || null,
        bottlesPerItem: item.number_of_bottles_gabbie,
        held: item.quantity,
      })),
  });
}

/** Sets how many of an empties product go back with the order (spec 2 §7 updateEmpties); 0 removes it. */
export function useUpdateEmpties() {
  return useCartMutation(async (cartId, entry: { sku: string; quantity: number }) => {
    const answer = await graphqlRequest(UpdateEmptiesDocument, {
      cartId,
      empties: [{ sku: entry.sku, qty: entry.quantity }],
    });
    return answer.updateEmpties;
  });
}
