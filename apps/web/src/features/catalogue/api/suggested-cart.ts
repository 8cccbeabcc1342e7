import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { FastOrderSuggestedCartQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { useCatalogueScope } from './catalogue-scope';

/** The ship-to's usual order (spec 2 §3 Suggested cart, §7 suggestedCart), shown by Fast Order. */
export const SuggestedCartDocument = graphql(`
  query FastOrderSuggestedCart($shipTo: String!) {
    suggestedCart(shipTo: $shipTo) {
      ship_to_id
      orders_read
      suggested_cart_total {
        value
      }
      shipping_address {
        name
        street
        city
        postalcode
        province
      }
      weight
      products {
        sku
        name
        catalog_product_name
        url_key
        image {
          url
        }
        units
        layers
        pallets
        quantity
        weight
        prices {
          price {
            value
          }
          row_total {
            value
          }
        }
        times_ordered
        orderable
        reason
        reason_code
      }
    }
  }
`);

export type SuggestedCartData = FastOrderSuggestedCartQuery['suggestedCart'];
export type SuggestedProduct = SuggestedCartData['products'][number];

/**
 * The usual order of the current ship-to, read again whenever the ship-to, date or language changes. While a new
 * date or language is read, the same ship-to's lines stay on screen instead of flashing back to a skeleton.
 */
export function useSuggestedCart() {
  const scope = useCatalogueScope();
  return useQuery<SuggestedCartData>({
    queryKey: ['suggested-cart', scope?.shipToId ?? null, scope?.key ?? null],
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === scope?.shipToId ? previous : undefined,
    queryFn: ({ signal }) =>
      graphqlRequest(SuggestedCartDocument, { shipTo: scope!.shipToId }, { signal }).then(
        (answer) => answer.suggestedCart,
      ),
    enabled: scope !== null,
  });
}
