import type { ServerModule } from '../module';
import { portalResolvers } from './portal.resolvers';
import { portalRoutes } from './portal.routes';

export const portalModule: ServerModule = {
  name: 'portal',
  resolvers: portalResolvers,
  routes: portalRoutes,
};
