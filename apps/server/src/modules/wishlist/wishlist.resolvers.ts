import type { AppDeps } from '../../deps';
import type { GraphQLContext } from '../../graphql/context';
import { operation } from '../../graphql/operation';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { enforceAccess } from '../../http/access';
import { catalogueCaller } from '../catalogue/catalogue.caller';
import { CATALOGUE_ACCESS } from '../catalogue/catalogue.resolvers';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { createWishlistService } from './wishlist.service';

/** Changing favourites is a write: a SUSPENDED ship-to keeps its list but cannot change it. */
const FAVOURITES_WRITE_ACCESS = { permission: 'Catalogue', shipTo: 'write' } as const;

/** Favourites belong to a ship-to the caller holds the Catalogue permission on. */
async function favouritesCaller(context: GraphQLContext) {
  await enforceAccess(CATALOGUE_ACCESS, context.request, context.scope, context.deps.sections);
  return catalogueCaller(context);
}

export function wishlistResolvers(deps: AppDeps, catalogue: CatalogueService): Resolvers {
  const service = createWishlistService(deps.db, catalogue);
  return {
    Query: {
      customer: operation({ signedIn: true }, (_parent, _args, context) => ({
        userId: context.principal!.userId,
      })),
    },
    Customer: {
      wishlists: async (_parent, args, context) =>
        service.wishlists(await favouritesCaller(context), {
          currentPage: args.currentPage ?? 1,
          pageSize: args.pageSize ?? 25,
        }),
    },
    Wishlist: {
      items_v2: async (parent, args) => {
        const paging = {
          currentPage: args.currentPage ?? parent.defaultPage.currentPage,
          pageSize: args.pageSize ?? parent.defaultPage.pageSize,
        };
        const same =
          paging.currentPage === parent.defaultPage.currentPage &&
          paging.pageSize === parent.defaultPage.pageSize;
        return same ? parent.firstPage : (await service.load(parent.caller, parent.id, paging)).firstPage;
      },
    },
    Mutation: {
      addProductsToWishlist: operation(FAVOURITES_WRITE_ACCESS, (_parent, args, context) =>
        service.addProducts(catalogueCaller(context), args.wishlistId, args.wishlistItems),
      ),
      removeProductsFromWishlist: operation(FAVOURITES_WRITE_ACCESS, (_parent, args, context) =>
        service.removeProducts(catalogueCaller(context), args.wishlistId, args.wishlistItemsIds),
      ),
    },
  };
}
