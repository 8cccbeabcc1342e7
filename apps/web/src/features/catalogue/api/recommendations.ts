import {
  findShipTo,
  RECOMMENDATION_LIMIT,
  SECTIONS,
  shipToPermissions,
  type PermissionSchemaEntry,
} from '@spina/domain';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql';
import { useSession } from '../../auth';
import { useCachedProductQuery } from './cached-product-query';
import { useCatalogueScope } from './catalogue-scope';
import type { ProductCardData } from './product-card-fields';

/** Products recommended for the ship-to, best first (spec 2 §7 recommendItems), with the card's fields. */
export const RecommendedProductsDocument = graphql(`
  query CatalogueRecommendedProducts($shipTo: String!, $selectedItem: String, $cartItems: [String!]) {
    recommendItems(shipTo: $shipTo, selectedItem: $selectedItem, cartItems: $cartItems) {
      recItems {
        productId
        Priority
        product {
          ...ProductCardFields
        }
      }
    }
  }
`);

/** The products listed as recommended (flag product_recommended), when the ship-to has no recommendations. */
export const RecommendedFlagProductsDocument = graphql(`
  query CatalogueRecommendedFlagProducts($pageSize: Int!) {
    products(filter: { product_recommended: { eq: "1" } }, currentPage: 1, pageSize: $pageSize) {
      items {
        ...ProductCardFields
      }
    }
  }
`);

/** Recommended products and where they come from: the ship-to's recommendations, or the recommended flag. */
export type RecommendedProducts = {
  source: 'recommendations' | 'recommended-flag';
  items: ProductCardData[];
};

/** True when the ship-to grants Product Recommendation (spec 2 §6: it enables recommendations). */
export function grantsRecommendations(
  schema: readonly PermissionSchemaEntry[],
  shipToId: string | null,
): boolean {
  const entry = findShipTo(schema, shipToId);
  return (
    entry !== null && entry !== undefined && shipToPermissions(entry).includes(SECTIONS.productRecommendation)
  );
}

/**
 * Loads the recommended products of a ship-to (spec 1 §4.4: on the homepage recommended products load):
 * recommendItems ranked by Priority when the ship-to grants recommendations and has some, else the products
 * flagged recommended.
 */
export async function loadRecommendedProducts(
  shipToId: string,
  withRecommendations: boolean,
  signal: AbortSignal,
): Promise<RecommendedProducts> {
  if (withRecommendations) {
    const answer = await graphqlRequest(RecommendedProductsDocument, { shipTo: shipToId }, { signal });
    const items = [...answer.recommendItems.recItems]
      .sort((a, b) => a.Priority - b.Priority)
      .map((item) => item.product);
    if (items.length > 0) return { source: 'recommendations', items };
  }
  const fallback = await graphqlRequest(
    RecommendedFlagProductsDocument,
    { pageSize: RECOMMENDATION_LIMIT },
    { signal },
  );
  return { source: 'recommended-flag', items: fallback.products.items };
}

/** The recommended products of the current ship-to, reused for 2 hours like all product data. */
export function useRecommendedProducts(enabled = true) {
  const scope = useCatalogueScope();
  const { user } = useSession();
  const withRecommendations = grantsRecommendations(user?.permissionSchema ?? [], scope?.shipToId ?? null);
  return useCachedProductQuery({
    scope,
    name: 'recommended',
    variables: { withRecommendations },
    load: (signal) => loadRecommendedProducts(scope!.shipToId, withRecommendations, signal),
    enabled,
  });
}
