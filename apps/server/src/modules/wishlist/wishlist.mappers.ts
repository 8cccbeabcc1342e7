import type { WishlistItems } from '../../graphql/resolvers.generated';
import type { CatalogueCaller } from '../catalogue/catalogue.caller';
import type { ProductParent } from '../catalogue/catalogue.mappers';

/** The customer root: its fields resolve for the signed-in user. */
export type CustomerParent = { userId: string };

/** A page of wishlist items whose products resolve their related products lazily. */
export type WishlistItemsParent = Omit<WishlistItems, 'items'> & {
  items: Array<{ id: string; quantity: number; added_at: string; product: ProductParent }>;
};

/** A wishlist with the first page of its items already loaded for the page the caller asked for. */
export type WishlistParent = {
  id: string;
  items_count: number;
  caller: CatalogueCaller;
  firstPage: WishlistItemsParent;
  defaultPage: { currentPage: number; pageSize: number };
};
