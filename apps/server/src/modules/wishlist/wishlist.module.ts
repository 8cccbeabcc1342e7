import type { ServerModule } from '../module';
import { createCatalogueService } from '../catalogue/catalogue.service';
import { wishlistResolvers } from './wishlist.resolvers';

/** Favourites (spec 2 §4, §7): the customer's wishlist per ship-to and its add and remove mutations. */
export const wishlistModule: ServerModule = {
  name: 'wishlist',
  resolvers: (deps) => wishlistResolvers(deps, createCatalogueService(deps.db)),
};
