import {
  checkProductSearchTerm,
  PRODUCT_FACETS,
  PRODUCT_SORT_OPTIONS,
  RESET_PRODUCT_SORT,
  type ProductFacet,
} from '@spina/domain';

/** The values chosen per facet of the filter panel; a facet without values is absent. */
export type CatalogueFilters = Partial<Record<ProductFacet, string[]>>;

/**
 * What the products screen shows, as its address holds it (`?search=&brand=&brand=&sort=&page=`): so that
 * back, forward, reload and a shared link show the same list.
 */
export type CatalogueView = {
  /** A products search of 2 or more characters (spec 1 §5), or null. */
  search: string | null;
  filters: CatalogueFilters;
  /** A key of PRODUCT_SORT_OPTIONS, or null for the default order (spec 2 §2). */
  sort: string | null;
  /** The page shown, from 1. */
  page: number;
};

/** The facets in the filter panel's order. */
export const FACET_CODES = Object.keys(PRODUCT_FACETS) as ProductFacet[];

const SORT_KEYS = new Set(PRODUCT_SORT_OPTIONS.map((option) => option.key));

/** The key of the sort a reset returns to: catalog_product_name ascending (spec 2 §2), that is A-Z. */
export const RESET_SORT_KEY = PRODUCT_SORT_OPTIONS.find(
  (option) =>
    option.sort.field === RESET_PRODUCT_SORT.field && option.sort.direction === RESET_PRODUCT_SORT.direction,
)!.key;

/** Reads the view from an address's query; unknown sorts, bad pages and short searches are left out. */
export function parseCatalogueView(params: URLSearchParams): CatalogueView {
  const filters: CatalogueFilters = {};
  for (const facet of FACET_CODES) {
    const values = [...new Set(params.getAll(facet).filter((value) => value.trim() !== ''))];
    if (values.length > 0) filters[facet] = values;
  }
  const rawSearch = params.get('search');
  const search = rawSearch === null ? null : checkProductSearchTerm(rawSearch);
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: search?.ok ? search.term : null,
    filters,
    sort: sort !== null && SORT_KEYS.has(sort) ? sort : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the view as an address query, leaving out what is at its default (page 1, default sort). */
export function catalogueViewParams(view: CatalogueView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  for (const facet of FACET_CODES) for (const value of view.filters[facet] ?? []) params.append(facet, value);
  if (view.sort) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** True when the value is one of the facet's chosen values. */
export function isFilterActive(view: CatalogueView, facet: ProductFacet, value: string): boolean {
  return view.filters[facet]?.includes(value) ?? false;
}

/** The active filters as a flat list, in the panel's order (one chip each). */
export function activeFilters(view: CatalogueView): Array<{ facet: ProductFacet; value: string }> {
  return FACET_CODES.flatMap((facet) => (view.filters[facet] ?? []).map((value) => ({ facet, value })));
}

function withFacetValues(view: CatalogueView, facet: ProductFacet, values: string[]): CatalogueView {
  const filters = { ...view.filters };
  if (values.length > 0) filters[facet] = values;
  else delete filters[facet];
  // Another set of products: the list starts again from its first page.
  return { ...view, filters, page: 1 };
}

/** Adds the value to the facet's filter, or removes it when it is there. */
export function toggleFilter(view: CatalogueView, facet: ProductFacet, value: string): CatalogueView {
  const current = view.filters[facet] ?? [];
  return withFacetValues(
    view,
    facet,
    current.includes(value) ? current.filter((item) => item !== value) : [...current, value],
  );
}

/** Removes one value of a facet's filter (a chip's remove button). */
export function removeFilter(view: CatalogueView, facet: ProductFacet, value: string): CatalogueView {
  return withFacetValues(
    view,
    facet,
    (view.filters[facet] ?? []).filter((item) => item !== value),
  );
}

/** Removes every filter and the search ('clear all'); the sort stays. */
export function clearFilters(view: CatalogueView): CatalogueView {
  return { ...view, search: null, filters: {}, page: 1 };
}

/** Removes the search term and keeps the filters. */
export function clearSearch(view: CatalogueView): CatalogueView {
  return { ...view, search: null, page: 1 };
}

/** Sorts by a sort option's key; an unknown key changes nothing. */
export function sortBy(view: CatalogueView, key: string): CatalogueView {
  return SORT_KEYS.has(key) ? { ...view, sort: key, page: 1 } : view;
}

/** Resets the sort: catalog_product_name ascending (spec 2 §2 "the reset sort"). */
export function resetSort(view: CatalogueView): CatalogueView {
  return { ...view, sort: RESET_SORT_KEY, page: 1 };
}

/** Shows another page; pages count from 1. */
export function goToPage(view: CatalogueView, page: number): CatalogueView {
  return { ...view, page: Number.isInteger(page) && page > 1 ? page : 1 };
}
