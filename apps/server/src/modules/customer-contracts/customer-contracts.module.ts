import type { ServerModule } from '../module';
import { customerContractsRoutes } from './customer-contracts.routes';

/** The customer's supply contracts (spec 3 §2 "Contracts"; issue 14 item 3; decision 0034). */
export const customerContractsModule: ServerModule = {
  name: 'customer-contracts',
  routes: customerContractsRoutes,
};
