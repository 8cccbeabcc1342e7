import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CatalogueCaller } from './catalogue.caller';
import { callerCte, pricedProductJoins, productJsonSql, type ProductRow } from './catalogue.sql';
import { column, selectRows } from '../../db/sql-rows';

/**
 * Products by sku for the caller, in the order asked, dropping those off the caller's price list: one
 * query however many skus (a page, related products, favourites, recommendations). With `priceListId`, only
 * while the caller's ship-to is still on that price list.
 */
export async function queryProductsBySku(
  db: Database,
  caller: CatalogueCaller,
  skus: readonly string[],
  options: { priceListId?: string } = {},
): Promise<{ rows: ProductRow[]; timeZone: string | null }> {
  if (skus.length === 0) return { rows: [], timeZone: null };
  const [row] = await selectRows(
    db,
    { items: column<ProductRow[]>(), time_zone: column<string | null>() },
    sql`with ${callerCte(caller)}
    select
      (select coalesce(json_agg(${productJsonSql(caller.lang)}
          order by array_position(${sql.param([...skus])}::text[], p.sku)), '[]'::json)
        from products p ${pricedProductJoins} where p.sku = any(${sql.param([...skus])}::text[])
          ${options.priceListId === undefined ? sql`` : sql`and pr.price_list_id = ${options.priceListId}`}) as items,
      (select time_zone from caller) as time_zone`,
  );
  return { rows: row?.items ?? [], timeZone: row?.time_zone ?? null };
}

/** What a products page needs to know before listing: the caller's price list, the catalogue version, ... */
export type ListingContext = {
  priceListId: string;
  timeZone: string;
  version: string;
  /** The skus on the caller's wishlist for the ship-to. */
  favourites: string[];
};

/**
 * The caller's price list and market time zone, the catalogue version and the caller's favourites, in one
 * query. Null when the ship-to no longer exists.
 */
export async function queryListingContext(
  db: Database,
  caller: CatalogueCaller,
): Promise<ListingContext | null> {
  const [row] = await selectRows(
    db,
    {
      price_list_id: column<string>(),
      time_zone: column<string>(),
      version: column<string | null>(),
      favourites: column<string[]>(),
    },
    sql`with ${callerCte(caller)}
    select caller.price_list_id, caller.time_zone,
      (select version::text from catalogue_state where id = 1) as version,
      (select coalesce(json_agg(wi.sku), '[]'::json) from wishlist_items wi
        where wi.wishlist_id = caller.wishlist_id) as favourites
    from caller`,
  );
  if (!row) return null;
  return {
    priceListId: row.price_list_id,
    timeZone: row.time_zone,
    version: row.version ?? 'unversioned',
    favourites: row.favourites,
  };
}

/** The products matching a search term with their relevance (spina_product_search, migration 0007). */
export async function querySearchHits(db: Database, term: string): Promise<Map<string, number>> {
  const rows = await selectRows(
    db,
    { product_sku: column<string>(), score: column<number>() },
    sql`select product_sku, score from spina_product_search(${term})`,
  );
  return new Map(rows.map((row) => [row.product_sku, row.score]));
}
