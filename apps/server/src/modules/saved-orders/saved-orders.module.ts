import type { ServerModule } from '../module';
import { savedOrdersResolvers } from './saved-orders.resolvers';

/** Carts saved for later (spec 2 §3 Saved order, §4, §7): saving, the list and the details. */
export const savedOrdersModule: ServerModule = {
  name: 'saved-orders',
  resolvers: (deps) => savedOrdersResolvers(deps),
};
