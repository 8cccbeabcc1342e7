import {
  PRODUCT_FACETS,
  PRODUCT_FLAGS,
  yourPriceCents,
  type ProductFacet,
  type ProductFlag,
} from '@spina/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Localized } from '../../db/schema';
import { brands as brandTable, categories as categoryTable } from '../../db/schema';
import { column, jsonObjectSql, selectRows, type RowOf } from '../../db/sql-rows';
import { LruCache } from '../../lib/lru-cache';
import { aliased } from './catalogue.sql';

/**
 * The listing facts of the products of one price list, kept in memory: what the products list filters,
 * counts and sorts by (not what it shows, which is read per request). A few thousand products fit in well
 * under a megabyte, and filtering, counting facets and sorting them takes a fraction of a millisecond,
 * where the same work in SQL costs every request several milliseconds of database time.
 */
export type ListingEntry = {
  sku: string;
  brandId: string | null;
  subBrand: string | null;
  categoryId: number | null;
  /** The product's category and its ancestors. */
  categoryPath: number[];
  packaging: string;
  volumeMl: number;
  packFormat: string | null;
  countryOfOrigin: string | null;
  productType: string;
  materialType: string;
  flags: Record<ProductFlag, boolean>;
  recommendedRank: number;
  /** Catalogue name in lower case without accents (the A-Z order). */
  sortName: string;
  brandSortName: string;
  /** The price list's your_price, by the domain's rule. */
  yourPriceCents: number;
  /** The product's values for each facet, as filters name them; flags are '1' (set) or '0'. */
  facetValues: Record<ProductFacet, readonly string[]>;
};

const present = (value: string | null): readonly string[] => (value === null ? [] : [value]);

/** A product's facet values, worked out once per index so that each request only compares strings. */
function facetValuesOf(entry: Omit<ListingEntry, 'facetValues'>): Record<ProductFacet, readonly string[]> {
  const values: Partial<Record<ProductFacet, readonly string[]>> = {
    brand: present(entry.brandId),
    sub_brand: present(entry.subBrand),
    category_id: entry.categoryPath.map(String),
    filter_packaging: [entry.packaging],
    volume: [String(entry.volumeMl)],
    pack_format: present(entry.packFormat),
    country_of_origin: present(entry.countryOfOrigin),
    product_type: [entry.productType],
  };
  for (const flag of PRODUCT_FLAGS) values[flag] = [entry.flags[flag] ? '1' : '0'];
  for (const facet of Object.keys(PRODUCT_FACETS) as ProductFacet[]) values[facet] ??= [];
  return values as Record<ProductFacet, readonly string[]>;
}

export type ListingCategory = {
  id: number;
  parentId: number | null;
  level: number;
  position: number;
  name: Localized;
};
export type ListingBrand = { id: string; name: string; position: number };

export type ListingIndex = {
  priceListId: string;
  /** The catalogue version the index was built from. */
  version: string;
  entries: ListingEntry[];
  bySku: Map<string, ListingEntry>;
  brands: Map<string, ListingBrand>;
  categories: Map<number, ListingCategory>;
};

const { products: p, prices: pr } = aliased;
const flags = sql.join(
  PRODUCT_FLAGS.map((flag) => sql`${flag}::text, p.${sql.identifier(flag)}`),
  sql`, `,
);

/** What the index keeps of a product and its price. */
const entryColumns = {
  sku: p.sku,
  brand_id: p.brandId,
  sub_brand: p.subBrand,
  category_id: p.categoryId,
  packaging: p.packaging,
  volume_ml: p.volumeMl,
  pack_format: p.packFormat,
  country_of_origin: p.countryOfOrigin,
  product_type: p.productType,
  material_type: p.materialType,
  flags: sql<Record<ProductFlag, boolean>>`json_build_object(${flags})`,
  recommended_rank: p.recommendedRank,
  sort_name: p.catalogSortName,
  list_price_cents: pr.listPriceCents,
  discount_cents: pr.discountCents,
  high_markets_discount_cents: pr.highMarketsDiscountCents,
  excise_cents: pr.exciseCents,
  deposit_cents: pr.depositCents,
  vat_rate_bp: pr.vatRateBp,
};
const brandColumns = {
  id: brandTable.id,
  name: brandTable.name,
  position: brandTable.position,
  sort_name: sql<string>`spina_unaccent(lower(${brandTable.name}))`,
};
const categoryColumns = {
  id: categoryTable.id,
  parent_id: categoryTable.parentId,
  level: categoryTable.level,
  position: categoryTable.position,
  name: categoryTable.name,
};

/** Reads the listing facts of a price list in one statement. */
async function loadIndex(db: Database, priceListId: string, version: string): Promise<ListingIndex> {
  const [row] = await selectRows(
    db,
    {
      entries: column<RowOf<typeof entryColumns>[]>(),
      brands: column<RowOf<typeof brandColumns>[]>(),
      categories: column<RowOf<typeof categoryColumns>[]>(),
    },
    sql`select
      (select coalesce(json_agg(${jsonObjectSql(entryColumns)}), '[]'::json)
        from prices pr join products p on p.sku = pr.sku where pr.price_list_id = ${priceListId}) as entries,
      (select coalesce(json_agg(${jsonObjectSql(brandColumns)}), '[]'::json) from ${brandTable}) as brands,
      (select coalesce(json_agg(${jsonObjectSql(categoryColumns)}), '[]'::json) from ${categoryTable}) as categories`,
  );
  const brands = new Map((row?.brands ?? []).map((brand) => [brand.id, brand]));
  const categories = new Map(
    (row?.categories ?? []).map((category): [number, ListingCategory] => [
      category.id,
      {
        id: category.id,
        parentId: category.parent_id,
        level: category.level,
        position: category.position,
        name: category.name,
      },
    ]),
  );
  const pathOf = (id: number | null): number[] => {
    const path: number[] = [];
    for (let current = id; current !== null && path.length < 10;) {
      path.push(current);
      current = categories.get(current)?.parentId ?? null;
    }
    return path;
  };
  const entries = (row?.entries ?? []).map((entry): ListingEntry => {
    const listed: Omit<ListingEntry, 'facetValues'> = {
      sku: entry.sku,
      brandId: entry.brand_id,
      subBrand: entry.sub_brand,
      categoryId: entry.category_id,
      categoryPath: pathOf(entry.category_id),
      packaging: entry.packaging,
      volumeMl: entry.volume_ml,
      packFormat: entry.pack_format,
      countryOfOrigin: entry.country_of_origin,
      productType: entry.product_type,
      materialType: entry.material_type,
      flags: entry.flags,
      recommendedRank: entry.recommended_rank,
      sortName: entry.sort_name,
      brandSortName: (entry.brand_id && brands.get(entry.brand_id)?.sort_name) || '',
      yourPriceCents: yourPriceCents({
        listPriceCents: entry.list_price_cents,
        discountCents: entry.discount_cents,
        highMarketsDiscountCents: entry.high_markets_discount_cents,
        exciseCents: entry.excise_cents,
        depositCents: entry.deposit_cents,
        vatRateBp: entry.vat_rate_bp,
      }),
    };
    return { ...listed, facetValues: facetValuesOf(listed) };
  });
  return {
    priceListId,
    version,
    entries,
    bySku: new Map(entries.map((entry) => [entry.sku, entry])),
    brands,
    categories,
  };
}

/** Indexes kept at once; the least recently used one goes first. */
export const LISTING_INDEX_CAPACITY = 64;

/**
 * Listing indexes by price list, rebuilt when the catalogue version read with the request has moved (triggers
 * raise it on every change of products, prices, brands or categories), so a list never serves stale facts.
 */
export function createListingIndexCache(db: Database, capacity = LISTING_INDEX_CAPACITY) {
  const cache = new LruCache<string, Promise<ListingIndex>>(capacity);
  return {
    get: (priceListId: string, version: string): Promise<ListingIndex> =>
      cache.getOrCreate(`${priceListId}@${version}`, () => {
        // The list's index of an older version serves no request any more.
        for (const old of [...cache.keys()]) if (old.startsWith(`${priceListId}@`)) cache.delete(old);
        return loadIndex(db, priceListId, version);
      }),
  };
}

export type ListingIndexCache = ReturnType<typeof createListingIndexCache>;
