import type { Cart } from '../../graphql/resolvers.generated';

/**
 * A cart before its payment-term options are resolved: those are worded in the request's language, so the
 * cart carries its payer's term codes and the checkout module words them (Cart.available_payment_methods).
 */
export type CartParent = Omit<Cart, 'available_payment_methods'> & {
  /** The payer's payment-term codes, its default first (companies.payment_terms). */
  payer_payment_terms: readonly string[];
};
