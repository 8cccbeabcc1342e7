import type { AppDeps } from '../../deps';
import { operation } from '../../graphql/operation';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { createCartService, ownerOf } from './cart.service';

/** Reading a cart needs the Catalogue permission on the `outletid` ship-to. */
export const CART_READ_ACCESS = { permission: 'Catalogue', shipTo: 'read' } as const;
/** Changing one is a write: a SUSPENDED ship-to keeps its cart but cannot change it. */
export const CART_WRITE_ACCESS = { permission: 'Catalogue', shipTo: 'write' } as const;

export function cartResolvers(deps: AppDeps): Resolvers {
  const service = createCartService(deps);
  return {
    Query: {
      customerCart: operation(CART_READ_ACCESS, (_parent, _args, context) =>
        service.customerCart(ownerOf(context)),
      ),
      cart: operation(CART_READ_ACCESS, (_parent, args, context) =>
        service.readCart(args.cart_id, ownerOf(context)),
      ),
      truckFill: operation(CART_READ_ACCESS, (_parent, args, context) =>
        service.truckFill(args.cart_id, ownerOf(context)),
      ),
    },
    Mutation: {
      createEmptyCart: operation(CART_WRITE_ACCESS, (_parent, _args, context) =>
        service.createEmptyCart(ownerOf(context)),
      ),
      addProductsToCart: operation(CART_WRITE_ACCESS, (_parent, args, context) =>
        service.addProducts(args.cartId, ownerOf(context), args.cartItems),
      ),
      updateCartItems: operation(CART_WRITE_ACCESS, (_parent, args, context) =>
        service.updateItems(args.input.cart_id, ownerOf(context), args.input.cart_items),
      ),
      removeItemFromCart: operation(CART_WRITE_ACCESS, (_parent, args, context) =>
        service.removeItem(args.input.cart_id, ownerOf(context), args.input.cart_item_id),
      ),
      removeAllCartItems: operation(CART_WRITE_ACCESS, (_parent, args, context) =>
        service.removeAll(args.cart_id, ownerOf(context)),
      ),
      setTransportType: operation(CART_WRITE_ACCESS, (_parent, args, context) =>
        service.setTransportType(ownerOf(context), args),
      ),
      setShipmentMode: operation(CART_WRITE_ACCESS, (_parent, args, context) =>
        service.setShipmentMode(ownerOf(context), args.cart_id, args.only_empties),
      ),
      updateEmpties: operation(CART_WRITE_ACCESS, (_parent, args, context) =>
        service.updateEmpties(ownerOf(context), args.cart_id, args.empties),
      ),
      updatePrices: operation(CART_WRITE_ACCESS, (_parent, args, context) =>
        service.updatePrices(args.cart_id, ownerOf(context)),
      ),
      saveCustomerOrderNumber: operation(CART_WRITE_ACCESS, (_parent, args, context) =>
        service.saveCustomerOrderNumber(ownerOf(context), args.cart_id, {
          customerOrderNumber: args.customer_order_number,
          noteForDriver: args.note_for_driver,
        }),
      ),
      addProductsByList: operation(CART_WRITE_ACCESS, (_parent, args, context) =>
        service.addProductsByList(args.cart_id, ownerOf(context), args.lines),
      ),
    },
  };
}
