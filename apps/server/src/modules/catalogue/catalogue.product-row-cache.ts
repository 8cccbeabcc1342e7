import type { Database } from '../../db/client';
import { LruCache } from '../../lib/lru-cache';
import type { CatalogueCaller } from './catalogue.caller';
import type { ProductRow } from './catalogue.sql';
import { queryProductsBySku, type ListingContext } from './catalogue.product-rows';

/** Price lists (in one language each) whose rows are kept at once; the least recently used goes first. */
export const PRODUCT_ROW_SCOPES = 4;

/**
 * The rows a products page shows, kept by catalogue version, price list and language: building them is most
 * of a page's database time, and they only change with the catalogue, which raises the version. A row read
 * from here never carries a caller's own data: the favourite flag is set from the caller's wishlist on every
 * request, and a scope holds the prices of its own price list only.
 */
export function createProductRowCache(db: Database, capacity = PRODUCT_ROW_SCOPES) {
  const scopes = new LruCache<string, Map<string, ProductRow>>(capacity);

  return {
    /** The rows of `skus` in their order, dropping those off the caller's price list. */
    async rows(
      caller: CatalogueCaller,
      context: ListingContext,
      skus: readonly string[],
    ): Promise<ProductRow[]> {
      const rows = scopes.getOrCreate(
        `${context.version} ${context.priceListId} ${caller.lang}`,
        () => new Map<string, ProductRow>(),
      );
      const missing = skus.filter((sku) => !rows.has(sku));
      if (missing.length > 0) {
        // Pinned to the scope's price list: should the ship-to move to another list meanwhile, its rows
        // must not land in this scope.
        const fetched = await queryProductsBySku(db, caller, missing, { priceListId: context.priceListId });
        for (const row of fetched.rows) rows.set(row.sku, row);
      }
      const favourites = new Set(context.favourites);
      return skus.flatMap((sku) => {
        const row = rows.get(sku);
        return row ? [{ ...row, favourite: favourites.has(sku) }] : [];
      });
    },
  };
}
