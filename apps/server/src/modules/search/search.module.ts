import type { ServerModule } from '../module';
import { searchRoutes } from './search.routes';

/** Content search of the search overlay (spec 1 §2.6); the products tab is the catalogue's `products(search)`. */
export const searchModule: ServerModule = {
  name: 'search',
  routes: searchRoutes,
};
