import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import type { OrderableProduct } from '../hooks/use-product-counters';

// The counters' code loads with the first list or product page that shows them, not with every page's header.
const ProductOrderCounters = lazyComponent(() =>
  import('./ProductOrderCounters').then((module) => ({ default: module.ProductOrderCounters })),
);

/**
 * Starts loading the counters' code, for a page that will show them once its products arrive: they then render
 * with the products instead of as placeholders that React reveals a moment later.
 */
export function preloadProductOrderCounters(): void {
  ProductOrderCounters.prefetch();
}

/** The cart's counters of a product, loaded on demand, with a placeholder of their size meanwhile. */
export function ProductOrderCountersSlot({ product }: { product: OrderableProduct }) {
  return (
    <Suspense fallback={<Skeleton height={36} width={160} aria-hidden />}>
      <ProductOrderCounters product={product} />
    </Suspense>
  );
}
