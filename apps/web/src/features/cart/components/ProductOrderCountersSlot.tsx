import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { OrderableProduct } from '../hooks/use-product-counters';

// The counters' code loads with the first list or product page that shows them, not with every page's header.
const ProductOrderCounters = lazy(() =>
  import('./ProductOrderCounters').then((module) => ({ default: module.ProductOrderCounters })),
);

/** The cart's counters of a product, loaded on demand, with a placeholder of their size meanwhile. */
export function ProductOrderCountersSlot({ product }: { product: OrderableProduct }) {
  return (
    <Suspense fallback={<Skeleton height={36} width={160} aria-hidden />}>
      <ProductOrderCounters product={product} />
    </Suspense>
  );
}
