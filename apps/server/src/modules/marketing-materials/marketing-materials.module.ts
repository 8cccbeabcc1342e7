import type { ServerModule } from '../module';
import { marketingMaterialsRoutes } from './marketing-materials.routes';

/** Marketing materials of the content service (spec 3 §7 "downloadmaterial"): lists, files and ZIPs. */
export const marketingMaterialsModule: ServerModule = {
  name: 'marketing-materials',
  routes: marketingMaterialsRoutes,
};
