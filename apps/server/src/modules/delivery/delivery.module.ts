import type { ServerModule } from '../module';
import { deliveryResolvers } from './delivery.resolvers';
import { deliveryRoutes } from './delivery.routes';

/** Delivery preferences: the ship-to's calendar, first available date and order types (spec 2 §4, §5, §7). */
export const deliveryModule: ServerModule = {
  name: 'delivery',
  resolvers: deliveryResolvers,
  routes: deliveryRoutes,
};
