import type { ServerModule } from '../module';
import { scheduleDemoProgress } from './erp.demo-progress';
import { scheduleOutboxPrune } from './erp.outbox-prune';
import { scheduleOrderDelivery } from './erp.schedule';
import { erpRoutes } from './erp.routes';

/**
 * Hand-off of placed orders to the producer's ERP (decision 0017): webhook delivery and the integration API, with
 * the status push (decision 0023); in development, the demo's status job.
 */
export const erpModule: ServerModule = {
  name: 'erp',
  routes: (app, deps) => {
    scheduleOrderDelivery(deps);
    scheduleOutboxPrune(deps);
    scheduleDemoProgress(deps);
    erpRoutes(app, deps);
  },
};
