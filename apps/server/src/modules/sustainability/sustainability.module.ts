import type { ServerModule } from '../module';
import { sustainabilityRoutes } from './sustainability.routes';

/** The public sustainability section of the content service (spec 3 §7): entries and category subcontent. */
export const sustainabilityModule: ServerModule = {
  name: 'sustainability',
  routes: sustainabilityRoutes,
};
