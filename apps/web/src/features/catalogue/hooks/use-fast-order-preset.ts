import type { PresetFilter } from '../api/products-request';
import { useRecommendedProducts } from '../api/recommendations';

/** The filter of the Fast Order screen and whether it is known yet. */
export type FastOrderPreset = { filter: PresetFilter; ready: boolean; fromHistory: boolean };

/**
 * Fast Order's products (spec 2 §2 suggested-cart shows the products screen): those the ship-to and its
 * peers order most, as recommendItems ranks them without a selected item, or the recommended products
 * when there are none (or the ship-to has no recommendations, or they fail to load).
 */
export function useFastOrderPreset(): FastOrderPreset {
  const recommended = useRecommendedProducts();
  const data = recommended.data;
  if (data?.source === 'recommendations') {
    return { filter: { sku: { in: data.items.map((item) => item.sku) } }, ready: true, fromHistory: true };
  }
  return {
    filter: { product_recommended: { eq: '1' } },
    ready: data !== undefined || recommended.isError,
    fromHistory: false,
  };
}
