import type { ServerModule } from '../module';
import { createCatalogueService } from '../catalogue/catalogue.service';
import { recommendationResolvers } from './recommendations.resolvers';
import { scheduleAffinityRefresh } from './recommendations.refresh';

/** Product recommendations (spec 2 §7 recommendItems) from the order history, kept fresh in the background. */
export const recommendationsModule: ServerModule = {
  name: 'recommendations',
  resolvers: (deps) => recommendationResolvers(deps, createCatalogueService(deps.db)),
  routes: (_app, deps) => scheduleAffinityRefresh(deps),
};
