/**
 * The checkout feature (issue 11 item 1; spec 2 §2): the three steps and the recap on /cart, and /thanks.
 */
export { thanksPath } from './thanks-path';

/** Checkout's pages, loaded with their routes. */
export const checkoutPages = {
  cart: () => import('./pages/CheckoutPage'),
  thanks: () => import('./pages/ThanksPage'),
};
