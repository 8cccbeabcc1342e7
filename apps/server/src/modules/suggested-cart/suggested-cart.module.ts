import type { ServerModule } from '../module';
import { suggestedCartResolvers } from './suggested-cart.resolvers';

/** The suggested cart, titled Fast Order (spec 2 §3, §7): the ship-to's usual order and putting it in the cart. */
export const suggestedCartModule: ServerModule = {
  name: 'suggested-cart',
  resolvers: (deps) => suggestedCartResolvers(deps),
};
