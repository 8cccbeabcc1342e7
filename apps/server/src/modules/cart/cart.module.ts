import type { ServerModule } from '../module';
import { cartResolvers } from './cart.resolvers';

/** The cart (spec 2 §3, §7): one open cart per user and ship-to, its lines, empties, prices and capacity. */
export const cartModule: ServerModule = {
  name: 'cart',
  resolvers: (deps) => cartResolvers(deps),
};
