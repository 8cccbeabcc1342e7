import type { ServerModule } from '../module';
import { brandsRoutes } from './brands.routes';

/** The producer's brand pages of the content service (spec 3 §7 "Brands"). */
export const brandsModule: ServerModule = {
  name: 'brands',
  routes: brandsRoutes,
};
