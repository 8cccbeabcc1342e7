import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { ApiError } from '../../../lib/api-errors';
import { graphqlRequest } from '../../../lib/graphql';
import { ownerKeyOf, useCatalogueScope } from './catalogue-scope';

// Kept apart from the favourites screen's calls: the header shows the count on every page.

/** The wishlist of the ship-to with its counts (spec 2 §3 Wishlist): the header's count and the id to add to. */
export const WishlistSummaryDocument = graphql(`
  query CatalogueWishlistSummary {
    customer {
      wishlists(pageSize: 1) {
        id
        items_count
        items_v2 {
          shipto_item_count
        }
      }
    }
  }
`);

/** Query keys of the pages of the favourites screen on a scope (their products carry prices and saleability). */
export const wishlistQueryKey = (scopeKey: string | null, ...rest: unknown[]) => [
  'wishlist',
  scopeKey,
  ...rest,
];

/**
 * The query key of the wishlist's id and count: the user's at the ship-to, so a new delivery date or language
 * does not ask for it again (it did on every first visit, as the bar stored the first date).
 */
export const wishlistSummaryQueryKey = (scopeKey: string | null) => [
  'wishlist-summary',
  scopeKey === null ? null : ownerKeyOf(scopeKey),
];

/** The user's wishlist on the current ship-to: its id and the number of favourites listed for it. */
export async function fetchWishlistSummary(signal?: AbortSignal) {
  const answer = await graphqlRequest(WishlistSummaryDocument, {}, { signal });
  const wishlist = answer.customer.wishlists[0];
  if (!wishlist) throw new ApiError('invalid-response', 'The server sent no wishlist', 200);
  return { id: wishlist.id, count: wishlist.items_v2.shipto_item_count };
}

/**
 * The count of favourites the header and the bottom bar show (spec 1 §2.3), for the current ship-to; it
 * follows ship-to changes and every favourite added or removed.
 */
export function useFavouritesCount(enabled: boolean): number {
  const scope = useCatalogueScope();
  const query = useQuery({
    queryKey: wishlistSummaryQueryKey(scope?.key ?? null),
    queryFn: ({ signal }) => fetchWishlistSummary(signal),
    enabled: enabled && scope !== null,
    retry: false,
  });
  return query.data?.count ?? 0;
}
