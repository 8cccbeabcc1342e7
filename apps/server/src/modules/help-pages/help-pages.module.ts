import type { ServerModule } from '../module';
import { helpPagesRoutes } from './help-pages.routes';

export const helpPagesModule: ServerModule = {
  name: 'help-pages',
  routes: helpPagesRoutes,
};
