import { useQueryClient } from '@tanstack/react-query';
import type { OrderType, ShipmentMode } from '@spina/domain';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql';
import { useRemoveAllCartItems, type CartView } from '../../cart';

/** The cart as the bar reads it: the cart feature's own read (useCart), so the cart cache has one owner. */
export type BarCart = CartView;

export const SetCartTransportTypeDocument = graphql(`
  mutation SetCartTransportType(
    $cartId: String!
    $transportType: String!
    $outletId: String!
    $date: String!
    $store: String
  ) {
    setTransportType(
      cart_id: $cartId
      transporttype: $transportType
      outletid: $outletId
      datepopup: $date
      store: $store
    ) {
      message
      user_errors {
        code
        message
      }
    }
  }
`);

export const SetCartShipmentModeDocument = graphql(`
  mutation SetCartShipmentMode($cartId: String!, $mode: Int!) {
    setShipmentMode(cart_id: $cartId, only_empties: $mode) {
      user_errors {
        code
        message
      }
    }
  }
`);

/**
 * The cart calls of a delivery change (spec 1 §4.5): store the order type and date on the cart, set its
 * shipment mode, and empty it when a new order starts (the cart feature's 'Remove All'). Transport-type errors
 * are logged (spec 2 §8); a new order's emptying must succeed, or the change does not go ahead.
 */
export function useCartDeliveryCalls() {
  const queryClient = useQueryClient();
  const removeAll = useRemoveAllCartItems();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['cart'] });
  return {
    async setTransportType(
      cart: BarCart,
      input: { orderType: OrderType; date: string; store: string | null },
    ) {
      try {
        const answer = await graphqlRequest(SetCartTransportTypeDocument, {
          cartId: cart.id,
          transportType: input.orderType,
          outletId: cart.shipToId,
          date: input.date,
          store: input.store,
        });
        const [refusal] = answer.setTransportType.user_errors;
        if (refusal) console.warn('the cart refused the transport type', refusal.code, refusal.message);
      } catch (error) {
        console.warn('the transport type could not be stored on the cart', error);
      }
      await refresh();
    },
    async setShipmentMode(cart: BarCart, mode: ShipmentMode) {
      try {
        const answer = await graphqlRequest(SetCartShipmentModeDocument, { cartId: cart.id, mode });
        const [refusal] = answer.setShipmentMode.user_errors;
        if (refusal) console.warn('the cart refused the shipment mode', refusal.code, refusal.message);
      } catch (error) {
        console.warn('the shipment mode could not be stored on the cart', error);
      }
    },
    /** Empties the cart for a new order; rejects (and the cart feature says why) when it could not. */
    async removeAll() {
      await removeAll.mutateAsync();
      await refresh();
    },
  };
}
