import type { ServerModule } from '../module';
import { orderActionsResolvers } from './order-actions.resolvers';
import { orderActionsRoutes } from './order-actions.routes';

/** Actions on placed and saved orders (spec 2 §4, §7): re-order, edit, cancel, delete a saved order. */
export const orderActionsModule: ServerModule = {
  name: 'order-actions',
  resolvers: (deps) => orderActionsResolvers(deps),
  routes: (app, deps) => orderActionsRoutes(app, deps),
};
