import { Skeleton } from '@mantine/core';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useCart } from '../api/use-cart';
import { useAddToCart, useUpdateCartItems } from '../api/cart-actions';
import type { LineQuantities } from '../cart-model';
import { useProductCounters, type OrderableProduct } from '../hooks/use-product-counters';
import { LineCounters } from './LineCounters';

const NOTHING: LineQuantities = { packages: 0, layers: 0, pallets: 0 };

/**
 * The counters on a product card and the product page: they show what the cart holds of the product and, 300 ms
 * after the last edit, add it to the cart or update its line (spec 2 §4, §5), with the toast of spec 1 §2.7.
 */
export function ProductOrderCounters({ product }: { product: OrderableProduct }) {
  const cart = useCart();
  const { line, counters } = useProductCounters(product, cart.data);
  const add = useAddToCart();
  const update = useUpdateCartItems();
  const change = (quantities: LineQuantities) => {
    if (line) update.mutate([{ line, quantities }]);
    else add.mutate({ sku: product.sku, name: product.name, quantities });
  };
  // The counters render again only when what they show changes (a list's 25 of them rendered with every read of
  // the cart and every stored delivery choice): they get one function, which calls the latest render's change.
  // Updated in a layout effect, before the browser can deliver an edit, so an edit never adds a line twice.
  const latestChange = useRef(change);
  useLayoutEffect(() => {
    latestChange.current = change;
  });
  const onChange = useCallback((quantities: LineQuantities) => latestChange.current(quantities), []);
  if (!counters) return <Skeleton height={36} width={160} aria-hidden />;
  return (
    <LineCounters
      name={product.name}
      quantities={line?.quantities ?? NOTHING}
      counters={counters}
      // Until the first add is answered the line has no id: a second add would count twice.
      blocked={add.isPending}
      onChange={onChange}
    />
  );
}
