import { normaliseCounter, pageRequestError, totalPages, type CounterLimits } from '@spina/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { column, executeRows, selectRows } from '../../db/sql-rows';
import type { WishlistUserError } from '../../graphql/resolvers.generated';
import { badRequest } from '../../http/errors';
import type { CatalogueCaller } from '../catalogue/catalogue.caller';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { callerCte } from '../catalogue/catalogue.sql';
import type { WishlistItemsParent, WishlistParent } from './wishlist.mappers';

/** Most items one add or remove call may carry. */
export const MAX_WISHLIST_ITEMS_PER_CALL = 100;

/** The codes of a wishlist change refused (spec 2 §7: user_errors { code message }). */
export const WISHLIST_ERRORS = {
  notFound: 'WISHLIST_NOT_FOUND',
  productNotFound: 'PRODUCT_NOT_FOUND',
  invalidQuantity: 'INVALID_QUANTITY',
  itemNotFound: 'ITEM_NOT_FOUND',
  noItems: 'NO_ITEMS',
  tooManyItems: 'TOO_MANY_ITEMS',
} as const;

export type WishlistOutput = { wishlist: WishlistParent | null; user_errors: WishlistUserError[] };
export type Paging = { currentPage: number; pageSize: number };

/**
 * A favourite is added with quantity 1 (spec 2 §7: "one item of sku and quantity 1"); it marks a product, it
 * orders nothing, so any other count is refused rather than stored.
 */
const QUANTITY_LIMITS: CounterLimits = { min: 1, max: 1 };
const isWishlistQuantity = (quantity: number) => normaliseCounter(quantity, QUANTITY_LIMITS) === quantity;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Favourites (spec 2 §4): one wishlist per user and ship-to, its products priced for that ship-to. */
export function createWishlistService(db: Database, catalogue: CatalogueService) {
  /** The caller's wishlist on its ship-to, created on first use. */
  async function wishlistIdOf(caller: CatalogueCaller): Promise<string> {
    const [row] = await executeRows(
      db,
      { id: column<string>() },
      sql`with created as (
          insert into wishlists (user_id, ship_to_id) values (${caller.userId}::uuid, ${caller.shipToId})
          on conflict (user_id, ship_to_id) do nothing returning id)
        select id from created
        union all
        select id from wishlists where user_id = ${caller.userId}::uuid and ship_to_id = ${caller.shipToId}`,
    );
    return row!.id;
  }

  /** The caller's own wishlist with this id, or null (unknown, another user's or another ship-to's). */
  async function ownWishlist(caller: CatalogueCaller, wishlistId: string): Promise<string | null> {
    if (!UUID.test(wishlistId)) return null;
    const [row] = await selectRows(
      db,
      { id: column<string>() },
      sql`select id from wishlists
        where id = ${wishlistId}::uuid and user_id = ${caller.userId}::uuid and ship_to_id = ${caller.shipToId}`,
    );
    return row?.id ?? null;
  }

  /** A wishlist with its counts and one page of items, products priced for the caller. */
  async function load(caller: CatalogueCaller, wishlistId: string, paging: Paging): Promise<WishlistParent> {
    const pageError = pageRequestError(paging.currentPage, paging.pageSize);
    if (pageError) throw badRequest(pageError);
    const [row] = await selectRows(
      db,
      {
        items_count: column<number>(),
        listed: column<number>(),
        page: column<Array<{ id: string; sku: string; quantity: number; added_at: string }>>(),
      },
      sql`with ${callerCte(caller)},
        listed as (
          select wi.id, wi.sku, wi.quantity, wi.added_at
          from wishlist_items wi
          join caller on true
          join products p on p.sku = wi.sku
          join prices pr on pr.price_list_id = caller.price_list_id and pr.sku = wi.sku
          where wi.wishlist_id = ${wishlistId}::uuid
        )
        select
          (select count(*) from wishlist_items where wishlist_id = ${wishlistId}::uuid)::int as items_count,
          (select count(*) from listed)::int as listed,
          (select coalesce(json_agg(json_build_object('id', l.id, 'sku', l.sku, 'quantity', l.quantity,
              'added_at', l.added_at) order by l.added_at desc, l.id), '[]'::json)
            from (select * from listed order by added_at desc, id
              limit ${paging.pageSize} offset ${(paging.currentPage - 1) * paging.pageSize}) l) as page`,
    );
    const page = row?.page ?? [];
    const products = new Map(
      (
        await catalogue.productsBySku(
          caller,
          page.map((item) => item.sku),
        )
      ).map((product) => [product.sku, product]),
    );
    const firstPage: WishlistItemsParent = {
      shipto_item_count: row?.listed ?? 0,
      items: page.flatMap((item) => {
        const product = products.get(item.sku);
        return product
          ? [
              {
                id: item.id,
                quantity: item.quantity,
                added_at: new Date(item.added_at).toISOString(),
                product,
              },
            ]
          : [];
      }),
      page_info: {
        page_size: paging.pageSize,
        current_page: paging.currentPage,
        total_pages: totalPages(row?.listed ?? 0, paging.pageSize),
      },
    };
    return { id: wishlistId, items_count: row?.items_count ?? 0, caller, firstPage, defaultPage: paging };
  }

  const FIRST_PAGE: Paging = { currentPage: 1, pageSize: 25 };

  return {
    load,

    /** The caller's wishlists on its ship-to: one, created on first use. */
    async wishlists(caller: CatalogueCaller, paging: Paging): Promise<WishlistParent[]> {
      return [await load(caller, await wishlistIdOf(caller), paging)];
    },

    /**
     * Adds products (spec 2 §7 addProductsToWishlist): each must be one the caller can buy, with a whole
     * quantity from 1. Any error changes nothing; a product already there takes the new quantity.
     */
    async addProducts(
      caller: CatalogueCaller,
      wishlistId: string,
      items: ReadonlyArray<{ sku: string; quantity: number }>,
    ): Promise<WishlistOutput> {
      const id = await ownWishlist(caller, wishlistId);
      if (!id) return refused(WISHLIST_ERRORS.notFound, 'The wishlist was not found.');
      const sizeError = itemCountError(items.length);
      if (sizeError) return { wishlist: await load(caller, id, FIRST_PAGE), user_errors: [sizeError] };
      const skus = items.map((item) => item.sku.trim());
      const buyable = new Set((await catalogue.productsBySku(caller, skus)).map((product) => product.sku));
      const errors = items.flatMap((item, index): WishlistUserError[] => {
        const sku = skus[index]!;
        if (!buyable.has(sku)) {
          return [{ code: WISHLIST_ERRORS.productNotFound, message: `The product ${sku} was not found.` }];
        }
        if (!isWishlistQuantity(item.quantity)) {
          return [
            {
              code: WISHLIST_ERRORS.invalidQuantity,
              message: `The quantity of ${sku} must be 1.`,
            },
          ];
        }
        return [];
      });
      if (errors.length === 0) {
        // One row per sku, the last quantity named winning: an upsert may not touch a row twice.
        const quantities = new Map(items.map((item, index) => [skus[index]!, item.quantity]));
        const rows = [...quantities].map(([sku, quantity]) => sql`(${id}::uuid, ${sku}, ${quantity})`);
        await db.execute(sql`insert into wishlist_items (wishlist_id, sku, quantity) values ${sql.join(rows, sql`, `)}
          on conflict (wishlist_id, sku) do update set quantity = excluded.quantity`);
      }
      return { wishlist: await load(caller, id, FIRST_PAGE), user_errors: errors };
    },

    /** Removes items by id (spec 2 §7 removeProductsFromWishlist); an id not in this wishlist changes nothing. */
    async removeProducts(
      caller: CatalogueCaller,
      wishlistId: string,
      itemIds: readonly string[],
    ): Promise<WishlistOutput> {
      const id = await ownWishlist(caller, wishlistId);
      if (!id) return refused(WISHLIST_ERRORS.notFound, 'The wishlist was not found.');
      const sizeError = itemCountError(itemIds.length);
      if (sizeError) return { wishlist: await load(caller, id, FIRST_PAGE), user_errors: [sizeError] };
      const wellFormed = itemIds.filter((itemId) => UUID.test(itemId));
      const present = new Set(
        (
          await selectRows(
            db,
            { id: column<string>() },
            sql`select id from wishlist_items
              where wishlist_id = ${id}::uuid and id = any(${sql.param(wellFormed)}::uuid[])`,
          )
        ).map((row) => row.id),
      );
      const errors = itemIds
        .filter((itemId) => !present.has(itemId))
        .map((itemId) => ({
          code: WISHLIST_ERRORS.itemNotFound,
          message: `The wishlist item ${itemId} was not found.`,
        }));
      if (errors.length === 0) {
        await db.execute(
          sql`delete from wishlist_items where wishlist_id = ${id}::uuid and id = any(${sql.param([...present])}::uuid[])`,
        );
      }
      return { wishlist: await load(caller, id, FIRST_PAGE), user_errors: errors };
    },
  };
}

function refused(code: string, message: string): WishlistOutput {
  return { wishlist: null, user_errors: [{ code, message }] };
}

function itemCountError(count: number): WishlistUserError | null {
  if (count === 0) return { code: WISHLIST_ERRORS.noItems, message: 'Name at least one item.' };
  if (count > MAX_WISHLIST_ITEMS_PER_CALL) {
    return {
      code: WISHLIST_ERRORS.tooManyItems,
      message: `At most ${MAX_WISHLIST_ITEMS_PER_CALL} items can be changed at once.`,
    };
  }
  return null;
}

export type WishlistService = ReturnType<typeof createWishlistService>;
