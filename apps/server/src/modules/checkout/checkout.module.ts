import type { ServerModule } from '../module';
import { checkoutResolvers } from './checkout.resolvers';

/**
 * Checkout (spec 2 §2, §7, §9): the payer's payment terms, placing a cart as its order(s) in one idempotent
 * transaction, the empties a ship-to holds, and the caller's placed orders.
 */
export const checkoutModule: ServerModule = {
  name: 'checkout',
  resolvers: (deps) => checkoutResolvers(deps),
};
