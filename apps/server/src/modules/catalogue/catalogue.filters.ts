import { PRODUCT_FACETS, PRODUCT_FLAGS, type ProductFacet } from '@spina/domain';
import type { FilterEqualTypeInput, ProductAttributeFilterInput } from '../../graphql/resolvers.generated';
import { badRequest } from '../../http/errors';
import { categoryIdOfUid } from './catalogue.ids';

/** What a products request narrows to. Facet filters hold lists of alternatives that must all match. */
export type ListingFilters = {
  skus: string[] | null;
  materialTypes: string[] | null;
  priceCents: { from: number | null; to: number | null } | null;
  favouritesOnly: boolean;
  search: string | null;
  facets: Partial<Record<ProductFacet, string[][]>>;
  /** Categories named by category_id or category_uid, for categoryFilter. */
  categoryIds: number[];
};

const valuesOf = (filter: FilterEqualTypeInput | null | undefined): string[] | null => {
  if (!filter) return null;
  const values = [
    ...(filter.in ?? []),
    ...(filter.eq !== undefined && filter.eq !== null ? [filter.eq] : []),
  ];
  return values.map((value) => value.trim());
};

const euroToCents = (value: string | null | undefined, name: string): number | null => {
  if (value === null || value === undefined || value.trim() === '') return null;
  const euros = Number(value);
  if (!Number.isFinite(euros) || euros < 0) throw badRequest(`price.${name} must be an amount in euros`);
  return Math.round(euros * 100);
};

/** Turns the GraphQL filter into listing filters; category uids become ids (an unknown uid matches nothing). */
export function listingFilters(
  input: ProductAttributeFilterInput | null | undefined,
  options: { search: string | null; favouritesOnly: boolean },
): ListingFilters {
  const filter = input ?? {};
  const facets: Partial<Record<ProductFacet, string[][]>> = {};
  const add = (facet: ProductFacet, values: string[] | null) => {
    if (values) (facets[facet] ??= []).push(values);
  };
  add('brand', valuesOf(filter.brand));
  add('sub_brand', valuesOf(filter.sub_brand));
  add('category_id', valuesOf(filter.category_id));
  const uids = valuesOf(filter.category_uid);
  add('category_id', uids && uids.map((uid) => String(categoryIdOfUid(uid) ?? '')));
  add('filter_packaging', valuesOf(filter.filter_packaging));
  add('filter_packaging', valuesOf(filter.packaging));
  add('volume', valuesOf(filter.volume));
  add('pack_format', valuesOf(filter.pack_format));
  add('country_of_origin', valuesOf(filter.country_of_origin));
  add('product_type', valuesOf(filter.product_type));
  for (const flag of PRODUCT_FLAGS) add(flag, valuesOf(filter[flag]));
  const price = filter.price
    ? { from: euroToCents(filter.price.from, 'from'), to: euroToCents(filter.price.to, 'to') }
    : null;
  return {
    skus: valuesOf(filter.sku),
    materialTypes: valuesOf(filter.material_type),
    priceCents: price && (price.from !== null || price.to !== null) ? price : null,
    favouritesOnly: options.favouritesOnly,
    search: options.search,
    facets,
    categoryIds: (facets.category_id ?? []).flat().map(Number).filter(Number.isSafeInteger),
  };
}

/** The facets a products listing counts (spec 2 §3 aggregations). */
export const FACETS = Object.keys(PRODUCT_FACETS) as ProductFacet[];
