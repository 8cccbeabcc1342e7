import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FAVOURITES_PAGE_SIZE } from '@spina/domain';
import { graphql } from '../../../gql';
import type { CatalogueWishlistPageQuery } from '../../../gql/graphql';
import { ApiError } from '../../../lib/api-errors';
import { graphqlRequest } from '../../../lib/graphql';
import { useCatalogueScope } from './catalogue-scope';
import { wishlistQueryKey } from './favourites-count';

/** One page of the wishlist's items, each with its product priced for the ship-to (spec 2 §9: 25 a page). */
export const WishlistPageDocument = graphql(`
  query CatalogueWishlistPage($currentPage: Int!, $pageSize: Int!) {
    customer {
      wishlists(currentPage: $currentPage, pageSize: $pageSize) {
        id
        items_v2 {
          shipto_item_count
          page_info {
            page_size
            total_pages
            current_page
          }
          items {
            id
            product {
              ...ProductCardFields
            }
          }
        }
      }
    }
  }
`);

/** The item ids of a page of the wishlist, to find the item of a product to remove. */
export const WishlistItemIdsDocument = graphql(`
  query CatalogueWishlistItemIds($currentPage: Int!, $pageSize: Int!) {
    customer {
      wishlists(currentPage: $currentPage, pageSize: $pageSize) {
        id
        items_v2 {
          page_info {
            total_pages
          }
          items {
            id
            product {
              sku
            }
          }
        }
      }
    }
  }
`);

/** Marks a product as a favourite (spec 2 §7 addProductsToWishlist: one item, quantity 1). */
export const AddToWishlistDocument = graphql(`
  mutation CatalogueAddToWishlist($wishlistId: ID!, $sku: String!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [{ sku: $sku, quantity: 1 }]) {
      wishlist {
        id
      }
      user_errors {
        code
        message
      }
    }
  }
`);

/** Removes a product from the favourites by its wishlist item (spec 2 §7 removeProductsFromWishlist). */
export const RemoveFromWishlistDocument = graphql(`
  mutation CatalogueRemoveFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
      wishlist {
        id
      }
      user_errors {
        code
        message
      }
    }
  }
`);

/** The favourites screen's page of items. */
export type WishlistPage = CatalogueWishlistPageQuery['customer']['wishlists'][number];

/** Items read per call while looking for a product's wishlist item. */
const ITEM_IDS_PAGE_SIZE = 100;

/** A page of the favourites screen (spec 2 §9: 25 a page), products priced for the ship-to. */
export function useWishlistPage(page: number) {
  const scope = useCatalogueScope();
  return useQuery({
    queryKey: wishlistQueryKey(scope?.key ?? null, 'page', page),
    queryFn: async ({ signal }) => {
      const answer = await graphqlRequest(
        WishlistPageDocument,
        { currentPage: page, pageSize: FAVOURITES_PAGE_SIZE },
        { signal },
      );
      const wishlist = answer.customer.wishlists[0];
      if (!wishlist) throw new ApiError('invalid-response', 'The server sent no wishlist', 200);
      return wishlist;
    },
    enabled: scope !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === scope?.key ? keepPreviousData(previous) : undefined,
  });
}

/**
 * The wishlist item holding a product, read page after page until found or every item is read (spec 2 §4
 * "Wishlist is paged until all items are read"); null when the product is not a favourite.
 */
export async function findWishlistItemId(sku: string): Promise<string | null> {
  for (let page = 1; ; page++) {
    const answer = await graphqlRequest(WishlistItemIdsDocument, {
      currentPage: page,
      pageSize: ITEM_IDS_PAGE_SIZE,
    });
    const items = answer.customer.wishlists[0]?.items_v2;
    const found = items?.items.find((item) => item.product.sku === sku);
    if (found) return found.id;
    if (!items || page >= items.page_info.total_pages) return null;
  }
}

/** A wishlist change the server refused (user_errors): its messages, in English as the server words them. */
export class WishlistChangeError extends Error {
  override name = 'WishlistChangeError';
  constructor(readonly messages: string[]) {
    super(messages.join(' '));
  }
}

/**
 * Makes a product a favourite or not (spec 2 §4 Favourites) with the wishlist mutations. Removing needs the
 * product's wishlist item: the one given, else found by reading the wishlist.
 */
export async function changeFavourite(change: {
  wishlistId: string;
  sku: string;
  favourite: boolean;
  itemId?: string | null;
}): Promise<void> {
  if (change.favourite) {
    const answer = await graphqlRequest(AddToWishlistDocument, {
      wishlistId: change.wishlistId,
      sku: change.sku,
    });
    const errors = answer.addProductsToWishlist.user_errors;
    if (errors.length > 0) throw new WishlistChangeError(errors.map((error) => error.message));
    return;
  }
  const itemId = change.itemId ?? (await findWishlistItemId(change.sku));
  // Not in the wishlist (removed in another tab): it is already what the user asked for.
  if (!itemId) return;
  const answer = await graphqlRequest(RemoveFromWishlistDocument, {
    wishlistId: change.wishlistId,
    itemIds: [itemId],
  });
  const errors = answer.removeProductsFromWishlist.user_errors;
  if (errors.length > 0) throw new WishlistChangeError(errors.map((error) => error.message));
}
