import { PRODUCT_PAGE_SIZE, PRODUCT_SORT_OPTIONS, type ProductFacet } from '@spina/domain';
import type {
  CatalogueProductsQueryVariables,
  ProductAttributeFilterInput,
  ProductAttributeSortInput,
} from '../../../gql/graphql';
import { FACET_CODES, type CatalogueView } from '../../../lib/catalogue-url';

/** Filters a screen always applies under the user's own (Fast Order's products). */
export type PresetFilter = ProductAttributeFilterInput;

const facetFilter = (values: string[]) => (values.length === 1 ? { eq: values[0] } : { in: values });

/**
 * The products call of a view (spec 2 §7): its search, each facet's values (one value as eq, several as
 * in), its sort as one field, its page of 25 (spec 2 §9). Without a sort the server uses the default
 * order, recommended first, or best match first when searching.
 */
export function productsVariables(
  view: CatalogueView,
  preset: PresetFilter = {},
): CatalogueProductsQueryVariables {
  const filter: ProductAttributeFilterInput = { ...preset };
  for (const facet of FACET_CODES) {
    const values = view.filters[facet as ProductFacet];
    if (values && values.length > 0) filter[facet] = facetFilter(values);
  }
  const option = PRODUCT_SORT_OPTIONS.find((candidate) => candidate.key === view.sort);
  const sort: ProductAttributeSortInput | undefined = option
    ? { [option.sort.field]: option.sort.direction }
    : undefined;
  return {
    ...(view.search ? { search: view.search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(sort ? { sort } : {}),
    currentPage: view.page,
    pageSize: PRODUCT_PAGE_SIZE,
  };
}
