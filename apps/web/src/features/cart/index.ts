/**
 * The cart feature (issue 10): the cart page, the mini cart behind the header and bottom-bar icons, and the
 * counters that add products to the cart.
 */
export { HeaderCart, MobileCartEntry, useCartCount } from './components/CartIcons';
export {
  ProductOrderCountersSlot as ProductOrderCounters,
  preloadProductOrderCounters,
} from './components/ProductOrderCountersSlot';
export { CartToastHost } from './toast/CartToastHost';
export { CartConflictQuestionSlot as CartConflictQuestion } from './components/CartConflictQuestionSlot';
export { useCart } from './api/use-cart';
export { useCreateSuggestedCart, type SuggestedCartResult } from './api/suggested-cart-action';
export { useRemoveAllCartItems } from './api/cart-actions';
export type { CartView, CartLine } from './cart-model';
// Checkout (spec 2 §2) shows the contents as its first step and the capacity bar in its recap; both load with
// checkout, so that the header, which imports this index, stays small.
export const loadCartContents = () =>
  import('./pages/CartPage').then((module) => ({ default: module.CartContents }));
export const loadCapacityBar = () =>
  import('./components/CapacityBar').then((module) => ({ default: module.CapacityBar }));
export { CUSTOMER_ORDER_NUMBER_MAX, NOTE_FOR_DRIVER_MAX } from './limits';

/** The cart's pages, loaded with their routes. */
export const cartPages = { cart: () => import('./pages/CartPage') };
