import type { ServerModule } from '../module';
import { reportingRoutes } from './reporting.routes';

/** Reporting (spec 3 §2 "Reporting with all reports"; issue 14 item 5; decision 0034). */
export const reportingModule: ServerModule = {
  name: 'reporting',
  routes: reportingRoutes,
};
