import type { AppDeps } from '../../deps';
import { operation } from '../../graphql/operation';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { CART_WRITE_ACCESS } from '../cart/cart.resolvers';
import { ownerOf } from '../cart/cart.service';
import { createSavedOrdersService, savedOrderQueryOf } from './saved-orders.service';

/** The saved orders are read where the saved-orders page is: My Orders on the `outletid` ship-to (spec 2 §2). */
export const SAVED_ORDERS_READ_ACCESS = { permission: 'My Orders', shipTo: 'read' } as const;

export function savedOrdersResolvers(deps: AppDeps): Resolvers {
  const service = createSavedOrdersService(deps);
  return {
    Query: {
      getSaveOrderForLater: operation(SAVED_ORDERS_READ_ACCESS, (_parent, args, context) =>
        service.list(ownerOf(context), savedOrderQueryOf(args)),
      ),
      getSaveOrderDetails: operation(SAVED_ORDERS_READ_ACCESS, (_parent, args, context) =>
        service.details(ownerOf(context), args.id),
      ),
    },
    Mutation: {
      // Saving is a change of the cart: Catalogue on a ship-to that is not SUSPENDED.
      addSaveOrderForLater: operation(CART_WRITE_ACCESS, (_parent, args, context) =>
        service.saveForLater(args.cart_id, ownerOf(context), args.name),
      ),
    },
  };
}
