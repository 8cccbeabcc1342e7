import type { ServerModule } from '../module';
import { scheduleOrderDelivery } from './erp.schedule';
import { erpRoutes } from './erp.routes';

/** Hand-off of placed orders to the producer's ERP (decision 0017): webhook delivery and the integration API. */
export const erpModule: ServerModule = {
  name: 'erp',
  routes: (app, deps) => {
    scheduleOrderDelivery(deps);
    erpRoutes(app, deps);
  },
};
