import {
  EMPTIES_MATERIAL_TYPE,
  PACKAGING_TYPES,
  PRODUCT_FLAGS,
  type ProductFacet,
  type ProductSort,
} from '@spina/domain';
import type { Aggregation } from '../../graphql/resolvers.generated';
import { LruCache } from '../../lib/lru-cache';
import { toAggregations } from './catalogue.aggregations';
import { FACETS, type ListingFilters } from './catalogue.filters';
import type { ListingEntry, ListingIndex } from './catalogue.listing-index';

/** One counted option of a facet, labelled when the label comes from the catalogue (brands, categories). */
export type FacetCountRow = {
  code: ProductFacet;
  value: string;
  count: number;
  label: string | null;
  position: number | null;
};

export type ListingRequest = {
  filters: ListingFilters;
  sort: ProductSort;
  currentPage: number;
  pageSize: number;
  onlyEmpties: boolean;
  withFacets: boolean;
  lang: 'it' | 'en';
  /** Search scores by sku when searching; only these products are listed. */
  hits: ReadonlyMap<string, number> | null;
  /** The search term the hits were found for: the same term finds the same hits in one catalogue version. */
  searchTerm: string | null;
  /** The caller's favourites when only those are listed (`myfavourites` header). */
  favourites: ReadonlySet<string> | null;
};

export type ListingResult = {
  total: number;
  pageSkus: string[];
  aggregations: Aggregation[];
  categories: Array<{ id: number; name: string }>;
};

const FLAGS: ReadonlySet<string> = new Set(PRODUCT_FLAGS);

/** Conditions every listed product meets whatever the facets (assortment, skus, favourites, price, search). */
function baseFilter(request: ListingRequest): (entry: ListingEntry) => boolean {
  const { filters, hits, favourites } = request;
  const skus = filters.skus ? new Set(filters.skus) : null;
  const materials = filters.materialTypes ? new Set(filters.materialTypes) : null;
  const from = filters.priceCents?.from ?? null;
  const to = filters.priceCents?.to ?? null;
  return (entry) => {
    if (skus && !skus.has(entry.sku)) return false;
    if (materials) {
      if (!materials.has(entry.materialType)) return false;
    } else if (!skus && (entry.materialType === EMPTIES_MATERIAL_TYPE) !== request.onlyEmpties) return false;
    if (favourites && !favourites.has(entry.sku)) return false;
    if (hits && !hits.has(entry.sku)) return false;
    if (from !== null && entry.yourPriceCents < from) return false;
    if (to !== null && entry.yourPriceCents > to) return false;
    return true;
  };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order of a sort; ties go to the catalogue name, then the sku, so pages never repeat or skip. */
function comparator(sort: ProductSort, hits: ReadonlyMap<string, number> | null) {
  const sign = sort.direction === 'DESC' ? -1 : 1;
  const key = (entry: ListingEntry): number | string => {
    switch (sort.field) {
      case 'product_recommended':
        return entry.recommendedRank;
      case 'catalog_product_name':
        return entry.sortName;
      case 'brand':
        return entry.brandSortName;
      case 'packaging':
        return PACKAGING_TYPES.indexOf(entry.packaging as (typeof PACKAGING_TYPES)[number]);
      case 'price':
        return entry.yourPriceCents;
      case 'volume':
        return entry.volumeMl;
      case 'relevance':
        return hits?.get(entry.sku) ?? 0;
    }
  };
  return (a: ListingEntry, b: ListingEntry) => {
    // Goods without a volume (accessories, 0 ml) come last in either direction, as nulls last would.
    if (sort.field === 'volume' && (a.volumeMl === 0) !== (b.volumeMl === 0))
      return a.volumeMl === 0 ? 1 : -1;
    const ka = key(a);
    const kb = key(b);
    const primary = typeof ka === 'number' ? ka - (kb as number) : compareText(ka, kb as string);
    if (primary !== 0) return sign * primary;
    if (sort.field === 'packaging' && a.volumeMl !== b.volumeMl) return a.volumeMl - b.volumeMl;
    return compareText(a.sortName, b.sortName) || compareText(a.sku, b.sku);
  };
}

/** The products worth testing: the named ones when a request names skus, finds hits or wants favourites. */
function candidates(index: ListingIndex, request: ListingRequest): Iterable<ListingEntry> {
  const named =
    request.hits ?? request.favourites ?? (request.filters.skus ? new Set(request.filters.skus) : null);
  if (!named) return index.entries;
  const found: ListingEntry[] = [];
  for (const sku of named.keys()) {
    const entry = index.bySku.get(sku);
    if (entry) found.push(entry);
  }
  return found;
}

/** Results an index keeps for requests without favourites; the index goes with its version. */
const MEMO_CAPACITY = 256;
type Selection = { listed: ListingEntry[]; aggregations: Aggregation[] };
const memos = new WeakMap<ListingIndex, LruCache<string, Selection>>();

function memoOf(index: ListingIndex): LruCache<string, Selection> {
  let memo = memos.get(index);
  if (!memo) memos.set(index, (memo = new LruCache(MEMO_CAPACITY)));
  return memo;
}

/**
 * The listed products in order and, when asked, each facet's counts under every active filter except its
 * own: a product failing only facet F's filter still counts for F's options.
 */
function select(index: ListingIndex, request: ListingRequest): Selection {
  const active = (Object.entries(request.filters.facets) as [ProductFacet, string[][]][]).map(
    ([facet, lists]) => [facet, lists.map((values) => new Set(values))] as const,
  );
  const base = baseFilter(request);
  const counts = new Map<ProductFacet, Map<string, number>>(FACETS.map((facet) => [facet, new Map()]));
  const count = (facet: ProductFacet, entry: ListingEntry) => {
    const byValue = counts.get(facet)!;
    for (const value of entry.facetValues[facet]) {
      if (FLAGS.has(facet) && value !== '1') continue;
      byValue.set(value, (byValue.get(value) ?? 0) + 1);
    }
  };
  const listed: ListingEntry[] = [];
  for (const entry of candidates(index, request)) {
    if (!base(entry)) continue;
    let failed: ProductFacet | null = null;
    let failures = 0;
    for (const [facet, lists] of active) {
      const values = entry.facetValues[facet];
      if (lists.every((wanted) => values.some((value) => wanted.has(value)))) continue;
      failed = facet;
      if (++failures > 1) break;
    }
    if (failures === 0) {
      listed.push(entry);
      if (request.withFacets) for (const facet of FACETS) count(facet, entry);
    } else if (failures === 1 && request.withFacets) count(failed!, entry);
  }
  listed.sort(comparator(request.sort, request.hits));
  return {
    listed,
    aggregations: request.withFacets
      ? toAggregations(facetRows(index, counts, request.lang), request.lang)
      : [],
  };
}

/**
 * One products page over a price list's index, memoized per index when it depends on nothing personal (a
 * search term's hits are the same for everyone in one catalogue version; favourites are not).
 */
export function runListing(index: ListingIndex, request: ListingRequest): ListingResult {
  let selection: Selection;
  if (request.favourites || (request.hits && request.searchTerm === null)) {
    selection = select(index, request);
  } else {
    const { filters, sort, onlyEmpties, withFacets, lang, searchTerm } = request;
    const key = JSON.stringify([
      searchTerm,
      filters.facets,
      filters.skus,
      filters.materialTypes,
      filters.priceCents,
      sort,
      onlyEmpties,
      withFacets,
      lang,
    ]);
    selection = memoOf(index).getOrCreate(key, () => select(index, request));
  }
  const offset = (request.currentPage - 1) * request.pageSize;
  return {
    total: selection.listed.length,
    pageSkus: selection.listed.slice(offset, offset + request.pageSize).map((entry) => entry.sku),
    aggregations: selection.aggregations,
    categories: request.filters.categoryIds.flatMap((id) => {
      const category = index.categories.get(id);
      return category ? [{ id, name: category.name[request.lang] ?? category.name.it }] : [];
    }),
  };
}

function facetRows(
  index: ListingIndex,
  counts: Map<ProductFacet, Map<string, number>>,
  lang: 'it' | 'en',
): FacetCountRow[] {
  return [...counts].flatMap(([code, byValue]) =>
    [...byValue].map(([value, count]): FacetCountRow => {
      if (code === 'brand') {
        const brand = index.brands.get(value);
        return { code, value, count, label: brand?.name ?? null, position: brand?.position ?? null };
      }
      if (code === 'category_id') {
        const category = index.categories.get(Number(value));
        return {
          code,
          value,
          count,
          label: category ? (category.name[lang] ?? category.name.it) : null,
          position: category ? category.level * 10_000 + category.position : null,
        };
      }
      return { code, value, count, label: null, position: null };
    }),
  );
}
