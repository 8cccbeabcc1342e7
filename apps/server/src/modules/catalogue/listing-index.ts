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
import { queryRows } from './sql-rows';

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

type IndexRow = {
  entries: Array<{
    sku: string;
    brand_id: string | null;
    sub_brand: string | null;
    category_id: number | null;
    packaging: string;
    volume_ml: number;
    pack_format: string | null;
    country_of_origin: string | null;
    product_type: string;
    material_type: string;
    flags: Record<ProductFlag, boolean>;
    recommended_rank: number;
    sort_name: string;
    list_price_cents: number;
    discount_cents: number;
    high_markets_discount_cents: number;
    excise_cents: number;
    deposit_cents: number;
    vat_rate_bp: number;
  }>;
  brands: Array<{ id: string; name: string; position: number; sort_name: string }>;
  categories: Array<{
    id: number;
    parent_id: number | null;
    level: number;
    position: number;
    name: Localized;
  }>;
};

/** Reads the listing facts of a price list in one statement. */
async function loadIndex(db: Database, priceListId: string, version: string): Promise<ListingIndex> {
  const flags = sql.join(
    PRODUCT_FLAGS.map((flag) => sql`${flag}::text, p.${sql.identifier(flag)}`),
    sql`, `,
  );
  const [row] = await queryRows<IndexRow>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_object(
          'sku', p.sku, 'brand_id', p.brand_id, 'sub_brand', p.sub_brand, 'category_id', p.category_id,
          'packaging', p.packaging, 'volume_ml', p.volume_ml, 'pack_format', p.pack_format,
          'country_of_origin', p.country_of_origin, 'product_type', p.product_type,
          'material_type', p.material_type, 'flags', json_build_object(${flags}),
          'recommended_rank', p.recommended_rank, 'sort_name', p.catalog_sort_name,
          'list_price_cents', pr.list_price_cents, 'discount_cents', pr.discount_cents,
          'high_markets_discount_cents', pr.high_markets_discount_cents, 'excise_cents', pr.excise_cents,
          'deposit_cents', pr.deposit_cents, 'vat_rate_bp', pr.vat_rate_bp)), '[]'::json)
        from prices pr join products p on p.sku = pr.sku where pr.price_list_id = ${priceListId}) as entries,
      (select coalesce(json_agg(json_build_object('id', b.id, 'name', b.name, 'position', b.position,
          'sort_name', spina_unaccent(lower(b.name)))), '[]'::json) from brands b) as brands,
      (select coalesce(json_agg(json_build_object('id', c.id, 'parent_id', c.parent_id, 'level', c.level,
          'position', c.position, 'name', c.name)), '[]'::json) from categories c) as categories`,
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
  const cache = new Map<string, Promise<ListingIndex>>();
  return {
    get(priceListId: string, version: string): Promise<ListingIndex> {
      const key = `${priceListId}@${version}`;
      let index = cache.get(key);
      if (index) {
        cache.delete(key);
      } else {
        for (const old of cache.keys()) if (old.startsWith(`${priceListId}@`)) cache.delete(old);
        index = loadIndex(db, priceListId, version);
        index.catch(() => cache.delete(key));
      }
      cache.set(key, index);
      while (cache.size > capacity) cache.delete(cache.keys().next().value!);
      return index;
    },
  };
}

export type ListingIndexCache = ReturnType<typeof createListingIndexCache>;
