import type { ServerModule } from '../module';
import { companiesRoutes } from './companies.routes';

/** Customer companies (payers / sold-tos) as My Profile shows them (spec 3 §2 company details, §7 soldtos). */
export const companiesModule: ServerModule = {
  name: 'companies',
  routes: companiesRoutes,
};
