import type { RecommendedItem } from '../../graphql/resolvers.generated';
import type { ProductParent } from '../catalogue/catalogue.mappers';

/** A recommended item whose product resolves its related products lazily. */
export type RecommendedItemParent = Omit<RecommendedItem, 'product'> & { product: ProductParent };
