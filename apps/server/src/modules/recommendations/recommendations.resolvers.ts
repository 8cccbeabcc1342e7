import { padShipToId } from '@spina/domain';
import type { AppDeps } from '../../deps';
import { operation } from '../../graphql/operation';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { forbidden } from '../../http/errors';
import { catalogueCaller } from '../catalogue/catalogue.caller';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { createRecommendationService } from './recommendations.service';

/** Recommendations need the Product Recommendation permission on the ship-to (spec 2 §6). */
export const RECOMMENDATION_ACCESS = { permission: 'Product Recommendation', shipTo: 'read' } as const;

export function recommendationResolvers(deps: AppDeps, catalogue: CatalogueService): Resolvers {
  const service = createRecommendationService(deps.db, catalogue);
  return {
    Query: {
      recommendItems: operation(RECOMMENDATION_ACCESS, async (_parent, args, context) => {
        const caller = catalogueCaller(context);
        if (padShipToId(args.shipTo.trim()) !== caller.shipToId) {
          throw forbidden('shipTo must be the ship-to of the outletid header');
        }
        // Recommendations show prices: the ship-to's catalogue must be open to the caller too.
        if (!context.principal?.shipTos.get(caller.shipToId)?.permissions.has('Catalogue')) throw forbidden();
        return {
          recItems: await service.recommend(caller, {
            selectedItem: args.selectedItem ?? null,
            cartItems: args.cartItems ?? [],
          }),
        };
      }),
    },
  };
}
