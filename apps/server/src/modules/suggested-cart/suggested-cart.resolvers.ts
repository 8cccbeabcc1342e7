import type { AppDeps } from '../../deps';
import { operation } from '../../graphql/operation';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { CART_READ_ACCESS, CART_WRITE_ACCESS } from '../cart/cart.resolvers';
import { ownerOf } from '../cart/cart.service';
import { createSuggestedCartService } from './suggested-cart.service';

/** Several ship-tos at once: Catalogue somewhere; each asked ship-to is checked by the service. */
const SUGGESTED_CARTS_ACCESS = { permission: 'Catalogue' } as const;

export function suggestedCartResolvers(deps: AppDeps): Resolvers {
  const service = createSuggestedCartService(deps);
  return {
    Query: {
      suggestedCart: operation(CART_READ_ACCESS, (_parent, args, context) =>
        service.suggestedCart(ownerOf(context), args.shipTo, args.cartId),
      ),
      getSuggestedCarts: operation(SUGGESTED_CARTS_ACCESS, (_parent, args, context) =>
        service.suggestedCarts(context, args.ship_tos),
      ),
    },
    Mutation: {
      createSuggestedCart: operation(CART_WRITE_ACCESS, (_parent, args, context) =>
        service.createSuggestedCart(args.cart_id, ownerOf(context)),
      ),
    },
  };
}
