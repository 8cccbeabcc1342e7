import type { Product } from '../../graphql/resolvers.generated';

/** A product before its related products are resolved: those are loaded for a whole page at once. */
export type ProductParent = Omit<Product, 'related_products'> & { related_skus: readonly string[] };
