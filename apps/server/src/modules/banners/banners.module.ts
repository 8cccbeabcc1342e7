import type { ServerModule } from '../module';
import { bannersRoutes } from './banners.routes';

export const bannersModule: ServerModule = {
  name: 'banners',
  routes: bannersRoutes,
};
