import { SEARCH_LIMITS } from '@spina/domain';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql';
import { useCurrentShipToId } from '../../../lib/ship-to/current-ship-to';
import { useSearchQuery, type Found } from './search-query';

const SearchOverlayProductsQuery = graphql(`
  query SearchOverlayProducts($search: String, $pageSize: Int!) {
    products(search: $search, currentPage: 1, pageSize: $pageSize) {
      total_count
      items {
        sku
        name
        catalog_product_name
        your_price_tax
        small_image {
          url
        }
      }
    }
  }
`);

/** A product as the overlay shows it (spec 1 §3 "Product fields used in search"). */
export type ProductHit = {
  sku: string;
  name: string;
  image: string;
  /** The caller's price with VAT, in euros. */
  yourPriceTax: number;
};

/**
 * The first products of the chosen ship-to's catalogue matching `term` (spec 1 §7 "products (search)", page
 * 1), best match first; without a term, the first products of the catalogue in its default order.
 */
export function useProductSearch(term: string | null, enabled: boolean) {
  const shipToId = useCurrentShipToId();
  return useSearchQuery<ProductHit>('products', [term, shipToId], enabled, async (signal) => {
    const { products } = await graphqlRequest(
      SearchOverlayProductsQuery,
      { search: term, pageSize: SEARCH_LIMITS.resultsPerBlock },
      { signal },
    );
    return {
      total: products.total_count,
      items: products.items.map((item) => ({
        sku: item.sku,
        name: item.catalog_product_name || item.name,
        image: item.small_image.url,
        yourPriceTax: item.your_price_tax,
      })),
    } satisfies Found<ProductHit>;
  });
}
