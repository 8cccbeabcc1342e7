import { lazy, Suspense } from 'react';
import { useCartToast } from './cart-toast';

// The toast's code and texts load with the first toast, not with every page.
const CartToastView = lazy(() =>
  import('./CartToastView').then((module) => ({ default: module.CartToastView })),
);

/** Where the cart's toast appears: nothing until a cart change is told. */
export function CartToastHost() {
  const toast = useCartToast();
  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <CartToastView />
    </Suspense>
  );
}
