import type { ServerModule } from '../module';
import { catalogueResolvers } from './catalogue.resolvers';

/** The catalogue of spec 2: products with facets and search, product detail, packagings, categories. */
export const catalogueModule: ServerModule = {
  name: 'catalogue',
  resolvers: (deps) => catalogueResolvers(deps),
};
