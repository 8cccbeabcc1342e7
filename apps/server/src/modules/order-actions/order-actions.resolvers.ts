import type { AppDeps } from '../../deps';
import type { GraphQLContext } from '../../graphql/context';
import { operation } from '../../graphql/operation';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { forbidden } from '../../http/errors';
import { ownerOf } from '../cart/cart.service';
import { createOrderWithdrawal } from './order-actions.cancel';
import { createReorder } from './order-actions.reorder';

/**
 * The actions on a placed or saved order are writes on the ship-to of the `outletid` header: My Orders there
 * (spec 2 §2), and the ship-to not SUSPENDED.
 */
export const ORDER_ACTION_ACCESS = { permission: 'My Orders', shipTo: 'write' } as const;

/** Re-order and edit fill the cart, so they also need Catalogue on the ship-to (spec 2 §2 cart route). */
function cartFiller(context: GraphQLContext) {
  const owner = ownerOf(context);
  if (!context.principal?.shipTos.get(owner.shipToId)?.permissions.has('Catalogue')) throw forbidden();
  return owner;
}

export function orderActionsResolvers(deps: AppDeps): Resolvers {
  const reorder = createReorder(deps);
  const withdrawal = createOrderWithdrawal(deps);
  return {
    Mutation: {
      reorderItems: operation(ORDER_ACTION_ACCESS, (_parent, args, context) =>
        reorder.reorderItems(cartFiller(context), args.orderNumber, args.mode ?? null),
      ),
      reOrderSavedOrder: operation(ORDER_ACTION_ACCESS, (_parent, args, context) =>
        reorder.reOrderSavedOrder(cartFiller(context), args.id, args.mode ?? null),
      ),
      deleteSavedOrder: operation(ORDER_ACTION_ACCESS, (_parent, args, context) =>
        reorder.deleteSavedOrder(ownerOf(context), args.id),
      ),
      cancelOrder: operation(ORDER_ACTION_ACCESS, (_parent, args, context) =>
        withdrawal.cancelOrder(ownerOf(context), args.sap_id),
      ),
      editOrder: operation(ORDER_ACTION_ACCESS, (_parent, args, context) =>
        withdrawal.editOrder(cartFiller(context), args.orderNumber, args.mode ?? null),
      ),
    },
  };
}
