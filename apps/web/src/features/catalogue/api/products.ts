import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { graphql } from '../../../gql';
import type { CatalogueCategoryTreeQuery, CatalogueProductsQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { CONFIG_STALE_TIME_MS } from '../../../lib/query-client';
import type { CatalogueView } from '../../../lib/catalogue-url';
import { loadOperation, useCachedProductQuery } from './cached-product-query';
import { useCatalogueScope } from './catalogue-scope';
import { productsVariables, type PresetFilter } from './products-request';

/** A page of the catalogue with its facets (spec 2 §7 products): the products screen and Fast Order. */
export const CatalogueProductsDocument = graphql(`
  query CatalogueProducts(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $currentPage: Int!
    $pageSize: Int
  ) {
    products(search: $search, filter: $filter, sort: $sort, currentPage: $currentPage, pageSize: $pageSize) {
      total_count
      items {
        ...ProductCardFields
      }
      aggregations {
        attribute_code
        label
        count
        options {
          label
          value
          count
        }
      }
      page_info {
        page_size
        total_pages
        current_page
      }
    }
  }
`);

/** The category tree (spec 2 §7 categoryList), to show the category facet as a tree. */
export const CategoryTreeDocument = graphql(`
  query CatalogueCategoryTree {
    categoryList {
      id
      name
      level
      children {
        id
        name
        level
        children {
          id
          name
          level
        }
      }
    }
  }
`);

/** A facet of the products list with its options and counts. */
export type Aggregation = CatalogueProductsQuery['products']['aggregations'][number];

/** The products page of a view for the current ship-to, reused for 2 hours (DESIGN §6). */
export function useCatalogueProducts(view: CatalogueView, preset?: PresetFilter, enabled = true) {
  const scope = useCatalogueScope();
  const variables = productsVariables(view, preset);
  return useCachedProductQuery({
    scope,
    name: 'products',
    variables,
    load: loadOperation(CatalogueProductsDocument, variables),
    enabled,
  });
}

/** A category and how deep it sits in the tree (0 for the top level). */
export type CategoryPlace = { id: string; depth: number };

/** The categories of the tree in reading order, each with its depth. */
export function flattenCategories(tree: CatalogueCategoryTreeQuery['categoryList']): CategoryPlace[] {
  const places: CategoryPlace[] = [];
  const visit = (nodes: ReadonlyArray<{ id: number; children?: ReadonlyArray<unknown> }>, depth: number) => {
    for (const node of nodes) {
      places.push({ id: String(node.id), depth });
      visit((node.children ?? []) as typeof nodes, depth + 1);
    }
  };
  visit(tree, 0);
  return places;
}

/** The category tree in reading order; categories change rarely, so the tree is reused like configuration. */
export function useCategoryPlaces() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['catalogue-categories', i18n.language],
    queryFn: ({ signal }) => graphqlRequest(CategoryTreeDocument, {}, { signal }),
    select: (data) => flattenCategories(data.categoryList),
    staleTime: CONFIG_STALE_TIME_MS,
    gcTime: CONFIG_STALE_TIME_MS,
  });
}
