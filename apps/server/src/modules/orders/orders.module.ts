import type { ServerModule } from '../module';
import { ordersResolvers } from './orders.resolvers';
import { ordersRoutes } from './orders.routes';

/** Placed orders read back (spec 2 §2 orders-history, §3 Submitted order, §7): the history and the detail. */
export const ordersModule: ServerModule = {
  name: 'orders',
  resolvers: ordersResolvers,
  routes: ordersRoutes,
};
