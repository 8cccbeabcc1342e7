import type { ServerModule } from '../module';
import { articlesRoutes } from './articles.routes';

/** News and articles of the content service (spec 3 §7): lists, tag lists and items, public and private. */
export const articlesModule: ServerModule = {
  name: 'articles',
  routes: articlesRoutes,
};
