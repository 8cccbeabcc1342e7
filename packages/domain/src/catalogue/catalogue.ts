/**
 * The catalogue's listing rules (spec 2 §2, §9): page sizes, packaging types, sorts and the filters the
 * products list offers as facets. Labels are English message ids the web translates (DESIGN §6).
 */

import { numberFormatOf, numberLocaleOf } from '../shared/number-formats';

/** Products per page by default, and favourites per page (spec 2 §9). */
export const PRODUCT_PAGE_SIZE = 25;
export const FAVOURITES_PAGE_SIZE = 25;
/** The largest page a client may ask for; bigger pages are refused rather than silently cut. */
export const MAX_PRODUCT_PAGE_SIZE = 100;

/** Packaging types (spec 2 §2), in the order the filter lists them. */
export const PACKAGING_TYPES = [
  'bottle',
  'can',
  'carton',
  'keg',
  'other',
  'pet bottle',
  'pouch',
  'tank',
] as const;
export type PackagingType = (typeof PACKAGING_TYPES)[number];

export const PACKAGING_LABELS: Readonly<Record<PackagingType, string>> = {
  bottle: 'Bottle',
  can: 'Can',
  carton: 'Carton',
  keg: 'Keg',
  other: 'Other',
  'pet bottle': 'PET bottle',
  pouch: 'Pouch',
  tank: 'Tank',
};

/** Product flags; value 1 means set (spec 2 §3). */
export const PRODUCT_FLAGS = [
  'product_new',
  'product_last',
  'product_sale',
  'product_seasonal',
  'product_recommended',
] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

/** Fields the products list sorts by; `relevance` is the best-match order of a search. */
export const PRODUCT_SORT_FIELDS = [
  'product_recommended',
  'catalog_product_name',
  'brand',
  'packaging',
  'price',
  'volume',
  'relevance',
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export type SortDirection = 'ASC' | 'DESC';
export type ProductSort = { field: ProductSortField; direction: SortDirection };

/** Default order of the catalogue: recommended first (spec 2 §2 "product_recommended ascending"). */
export const DEFAULT_PRODUCT_SORT: ProductSort = { field: 'product_recommended', direction: 'ASC' };
/** The order a reset of the sort returns to (spec 2 §2). */
export const RESET_PRODUCT_SORT: ProductSort = { field: 'catalog_product_name', direction: 'ASC' };

/** The sort menu of the products screen (spec 2 §2: brand, packaging, price, volume, A-Z, Z-A). */
export const PRODUCT_SORT_OPTIONS: ReadonlyArray<{ key: string; label: string; sort: ProductSort }> = [
  { key: 'brand', label: 'Brand', sort: { field: 'brand', direction: 'ASC' } },
  { key: 'packaging', label: 'Packaging', sort: { field: 'packaging', direction: 'ASC' } },
  { key: 'price', label: 'Price', sort: { field: 'price', direction: 'ASC' } },
  { key: 'volume', label: 'Volume', sort: { field: 'volume', direction: 'ASC' } },
  { key: 'a-z', label: 'A-Z', sort: { field: 'catalog_product_name', direction: 'ASC' } },
  { key: 'z-a', label: 'Z-A', sort: { field: 'catalog_product_name', direction: 'DESC' } },
];

/**
 * The order a products request is served in: the sort asked for, else best match first when searching,
 * else the default recommended order.
 */
export function effectiveProductSort(
  requested: ProductSort | null | undefined,
  searching: boolean,
): ProductSort {
  if (requested) return requested;
  return searching ? { field: 'relevance', direction: 'DESC' } : DEFAULT_PRODUCT_SORT;
}

/** Facets of the products list (spec 2 §2 filters), with their English labels. */
export const PRODUCT_FACETS = {
  brand: 'Brand',
  sub_brand: 'Sub-brand',
  category_id: 'Category',
  filter_packaging: 'Packaging',
  volume: 'Volume',
  pack_format: 'Pack format',
  country_of_origin: 'Country of origin',
  product_type: 'Product type',
  product_new: 'New',
  product_last: 'Bestseller',
  product_sale: 'Promo',
  product_seasonal: 'Seasonal',
  product_recommended: 'Recommended',
} as const;
export type ProductFacet = keyof typeof PRODUCT_FACETS;

/** The option label of a set flag facet. */
export const FLAG_OPTION_LABEL = 'Yes';

/**
 * A volume as shown on a filter or a label: centilitres below one litre ('33 cl'), litres from one litre
 * ('1.5 L', '20 L'), with the language's decimal separator.
 */
export function volumeLabel(volumeMl: number, language = 'it'): string {
  const format = numberFormatOf(numberLocaleOf(language), { maximumFractionDigits: 2 });
  return volumeMl < 1000 ? `${format.format(volumeMl / 10)} cl` : `${format.format(volumeMl / 1000)} L`;
}

/**
 * Checks a page request of a list (products, favourites): pages count from 1 and hold 1 to
 * MAX_PRODUCT_PAGE_SIZE items. Returns the reason a request is refused, or null.
 */
export function pageRequestError(currentPage: number, pageSize: number): string | null {
  if (!Number.isInteger(currentPage) || currentPage < 1) return 'currentPage must be 1 or more';
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PRODUCT_PAGE_SIZE) {
    return `pageSize must be between 1 and ${MAX_PRODUCT_PAGE_SIZE}`;
  }
  return null;
}

/** Pages needed for `total` items: 0 when there are none. */
export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
