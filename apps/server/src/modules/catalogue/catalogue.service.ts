import {
  checkProductSearchTerm,
  effectiveProductSort,
  localDate,
  MARKET_TIME_ZONES,
  pageRequestError,
  PRODUCT_SORT_FIELDS,
  totalPages,
  type IsoDate,
  type ProductSort,
} from '@spina/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { column, selectRows } from '../../db/sql-rows';
import type { AvailablePackaging, Products, QueryProductsArgs } from '../../graphql/resolvers.generated';
import { badRequest } from '../../http/errors';
import { LruCache } from '../../lib/lru-cache';
import type { CatalogueCaller } from './catalogue.caller';
import { listingFilters } from './catalogue.filters';
import { categoryUid } from './catalogue.ids';
import { runListing } from './catalogue.listing';
import type { ProductParent } from './catalogue.mappers';
import { toProduct } from './catalogue.products';
import { createListingIndexCache } from './catalogue.listing-index';
import { createProductRowCache } from './catalogue.product-row-cache';
import { queryListingContext, queryProductsBySku, querySearchHits } from './catalogue.product-rows';

/** A products page whose items resolve their related products lazily. */
export type ProductsPage = Omit<Products, 'items'> & { items: ProductParent[] };

/** The one sort field of a request, or null for the default; several at once are refused. */
export function requestedSort(sort: QueryProductsArgs['sort']): ProductSort | null {
  const chosen = PRODUCT_SORT_FIELDS.flatMap((field) => {
    const direction = sort?.[field];
    return direction ? [{ field, direction }] : [];
  });
  if (chosen.length > 1) throw badRequest('Sort by one field at a time');
  return chosen[0] ?? null;
}

/** Prices and saleability apply to the chosen delivery date, else to today in the ship-to's market. */
const deliveryDateOf = (caller: CatalogueCaller, timeZone: string | null): IsoDate =>
  caller.deliveryDate ?? localDate(new Date(), timeZone ?? MARKET_TIME_ZONES.IT);

function emptyPage(currentPage: number, pageSize: number): ProductsPage {
  return {
    total_count: 0,
    items: [],
    aggregations: [],
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: 0 },
    categoryFilter: [],
  };
}

/** Searches kept at once; the least recently used goes first. */
export const SEARCH_MEMO_CAPACITY = 2000;

/**
 * Search hits by term for the current catalogue version: the same term finds the same products until the
 * catalogue changes (a change raises the version), so popular terms are looked up once per version.
 */
function createSearchMemo(db: Database, capacity = SEARCH_MEMO_CAPACITY) {
  const memo = new LruCache<string, Promise<Map<string, number>>>(capacity);
  return {
    hits: (term: string, version: string): Promise<Map<string, number>> =>
      memo.getOrCreate(`${version} ${term.toLowerCase()}`, () => querySearchHits(db, term)),
  };
}

/** The catalogue as one caller sees it: listing with facets, detail, packagings, products by sku. */
export function createCatalogueService(db: Database) {
  const indexes = createListingIndexCache(db);
  const searches = createSearchMemo(db);
  const productRows = createProductRowCache(db);

  async function productsBySku(caller: CatalogueCaller, skus: readonly string[]): Promise<ProductParent[]> {
    const { rows, timeZone } = await queryProductsBySku(db, caller, skus);
    const date = deliveryDateOf(caller, timeZone);
    return rows.map((row) => toProduct(row, date));
  }

  return {
    productsBySku,

    /** A products page (spec 2 §7 products) with total, facets when asked, paging and category filter. */
    async listProducts(
      caller: CatalogueCaller,
      args: QueryProductsArgs,
      options: { favouritesOnly: boolean; withFacets: boolean },
    ): Promise<ProductsPage> {
      const pageSize = args.pageSize ?? 25;
      const pageError = pageRequestError(args.currentPage, pageSize);
      if (pageError) throw badRequest(pageError);
      let search: string | null = null;
      if (args.search !== undefined && args.search !== null) {
        const check = checkProductSearchTerm(args.search);
        if (!check.ok) throw badRequest(check.message, 'SEARCH_TERM_INVALID');
        search = check.term;
      }
      const filters = listingFilters(args.filter, { search, favouritesOnly: options.favouritesOnly });
      const context = await queryListingContext(db, caller);
      if (!context) return emptyPage(args.currentPage, pageSize);
      const index = await indexes.get(context.priceListId, context.version);
      const hits = search === null ? null : await searches.hits(search, context.version);
      const listing = runListing(index, {
        filters,
        sort: effectiveProductSort(requestedSort(args.sort), search !== null),
        currentPage: args.currentPage,
        pageSize,
        onlyEmpties: caller.onlyEmpties,
        withFacets: options.withFacets,
        lang: caller.lang,
        hits,
        searchTerm: search,
        favourites: options.favouritesOnly ? new Set(context.favourites) : null,
      });
      const rows = await productRows.rows(caller, context, listing.pageSkus);
      const date = deliveryDateOf(caller, context.timeZone);
      return {
        total_count: listing.total,
        items: rows.map((row) => toProduct(row, date)),
        aggregations: listing.aggregations,
        page_info: {
          page_size: pageSize,
          current_page: args.currentPage,
          total_pages: totalPages(listing.total, pageSize),
        },
        categoryFilter: listing.categories.map((category) => ({
          category_id: category.id,
          category_uid: categoryUid(category.id),
          category_name: category.name,
        })),
      };
    },

    /** One product with every detail field, or null when the caller's price list does not hold it. */
    async productDetail(caller: CatalogueCaller, sku: string): Promise<ProductParent | null> {
      const [product] = await productsBySku(caller, [sku.trim()]);
      return product ?? null;
    },

    /**
     * The packagings of one beer the caller can buy (spec 2 §7 getProductAvaliablePackaging): products
     * sharing the sap_sub_brand_code given, else that of `sku`; by packaging type, then volume.
     */
    async availablePackaging(
      caller: CatalogueCaller,
      sku: string,
      subBrandCode: string | null | undefined,
    ): Promise<AvailablePackaging[]> {
      const code = subBrandCode?.trim() || null;
      const found = await selectRows(
        db,
        { sku: column<string>() },
        sql`
        select p.sku from products p
        where p.sap_sub_brand_code = coalesce(${code}, (select q.sap_sub_brand_code from products q where q.sku = ${sku.trim()}))
        order by p.packaging, p.volume_ml, p.number_of_items_in_box, p.sku`,
      );
      const products = await productsBySku(
        caller,
        found.map((row) => row.sku),
      );
      return products.map((product) => ({
        sku: product.sku,
        type: product.packaging,
        volume: product.volume,
        title: product.catalog_product_name,
        your_price: product.your_price,
        your_price_tax: product.your_price_tax,
      }));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
