import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartFieldsFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { OfflineError, refuseWhileOffline } from '../../../lib/online-status';
import { LOCAL_KEYS, writeLocal } from '../../../lib/storage';
import type { CartLine, LineQuantities } from '../cart-model';
import type { OrderListLine } from '../quick-order/parse-order-list';
import type { QuickOrderResult } from '../components/QuickOrderPanel';
import { showCartToast } from '../toast/cart-toast';
import {
  AddByListDocument,
  AddProductsDocument,
  RemoveAllDocument,
  RemoveItemDocument,
  SaveOrderDetailsDocument,
  UpdateItemsDocument,
} from './cart-change-documents';
import { storeCart, useCartId } from './use-cart';

/** A cart change the server refused: nothing changed, and the message (an i18n key) says why. */
export class CartRefused extends Error {
  override name = 'CartRefused';
}

type CartAnswer = { cart: CartFieldsFragment; user_errors: ReadonlyArray<{ message: string }> };

/** The generic text of a cart action that failed for another reason (spec 2 §8). */
const SOMETHING_WENT_WRONG = 'Something went wrong';

/**
 * Tells why a cart change failed: offline, that it was not sent and the cart is unchanged (decision 0038: a
 * change is never sent unseen, nor held back to be sent later); else the server's refusal or the generic text.
 */
function showCartFailure(error: Error): void {
  if (error instanceof OfflineError) showCartToast({ kind: 'offline' });
  else
    showCartToast({
      kind: 'error',
      message: error instanceof CartRefused ? error.message : SOMETHING_WENT_WRONG,
    });
}

/**
 * Runs a cart mutation: the answered cart is filed for every screen, a user_error or a failure becomes the
 * cart's error toast and a rejected promise, so callers can keep their drafts. Offline, nothing is sent.
 */
export function useCartMutation<TInput>(run: (cartId: string, input: TInput) => Promise<CartAnswer>) {
  const client = useQueryClient();
  const cartId = useCartId();
  return useMutation({
    mutationFn: async (input: TInput) => {
      refuseWhileOffline();
      const { cartId: id, scopeKey } = await cartId();
      const answer = await run(id, input);
      await storeCart(client, scopeKey, answer.cart);
      const refused = answer.user_errors[0];
      if (refused) throw new CartRefused(refused.message);
      return answer.cart;
    },
    onError: showCartFailure,
  });
}

const itemInput = (quantities: LineQuantities) => ({
  number_of_packages: quantities.packages,
  number_of_layer: quantities.layers,
  number_of_pallet: quantities.pallets,
});

/** Adds a product with its counters (spec 2 §7 addProductsToCart) and shows 'has been added to' (spec 1 §2.7). */
export function useAddToCart() {
  return useCartMutation(async (cartId, input: { sku: string; name: string; quantities: LineQuantities }) => {
    const { quantities } = input;
    const answer = await graphqlRequest(AddProductsDocument, {
      cartId,
      items: [
        {
          sku: input.sku,
          quantity: quantities.packages,
          number_of_layer: quantities.layers,
          number_of_pallet: quantities.pallets,
        },
      ],
    });
    if (answer.addProductsToCart.user_errors.length === 0)
      showCartToast({ kind: 'added', productName: input.name });
    return answer.addProductsToCart;
  });
}

/** Sets the counters of lines (spec 2 §7 updateCartItems) and shows 'has been updated.' for the first one. */
export function useUpdateCartItems() {
  return useCartMutation(
    async (cartId, changes: ReadonlyArray<{ line: CartLine; quantities: LineQuantities }>) => {
      const answer = await graphqlRequest(UpdateItemsDocument, {
        input: {
          cart_id: cartId,
          cart_items: changes.map(({ line, quantities }) => ({
            cart_item_id: line.id,
            ...itemInput(quantities),
          })),
        },
      });
      const first = changes[0];
      if (answer.updateCartItems.user_errors.length === 0 && first) {
        showCartToast({ kind: 'updated', productName: first.line.product.name });
      }
      return answer.updateCartItems;
    },
  );
}

/** Removes one line. */
export function useRemoveCartItem() {
  return useCartMutation(async (cartId, line: CartLine) => {
    const answer = await graphqlRequest(RemoveItemDocument, {
      input: { cart_id: cartId, cart_item_id: line.id },
    });
    return answer.removeItemFromCart;
  });
}

/** Removes every line ('Remove All'). */
export function useRemoveAllCartItems() {
  return useCartMutation(async (cartId, _input: void) => {
    const answer = await graphqlRequest(RemoveAllDocument, { cartId });
    return answer.removeAllCartItems;
  });
}

/**
 * Saves the customer order number and the note for the driver with the cart, and keeps them in the browser keys
 * of spec 2 §3 so that every call sends them as headers (spec 1 §7).
 */
export function useSaveOrderDetails() {
  return useCartMutation(async (cartId, details: { noteForDriver: string; customerOrderNumber: string }) => {
    const answer = await graphqlRequest(SaveOrderDetailsDocument, {
      cartId,
      customerOrderNumber: details.customerOrderNumber,
      noteForDriver: details.noteForDriver,
    });
    if (answer.saveCustomerOrderNumber.user_errors.length === 0) {
      writeLocal(LOCAL_KEYS.customerOrderNumber, details.customerOrderNumber || null);
      writeLocal(LOCAL_KEYS.noteForDriver, details.noteForDriver || null);
    }
    return answer.saveCustomerOrderNumber;
  });
}

/** Quick order by list: the server checks every line and answers what it added and why it refused the others. */
export function useAddByList() {
  const client = useQueryClient();
  const cartId = useCartId();
  return useMutation({
    mutationFn: async (lines: OrderListLine[]): Promise<QuickOrderResult[]> => {
      refuseWhileOffline();
      const { cartId: id, scopeKey } = await cartId();
      const answer = await graphqlRequest(AddByListDocument, {
        cartId: id,
        lines: lines.map((line) => ({
          line: line.lineNumber,
          code: line.code,
          quantity: String(line.quantity),
          unit: line.unit,
        })),
      });
      const result = answer.addProductsByList;
      await storeCart(client, scopeKey, result.cart);
      const refused = result.user_errors[0];
      if (refused) throw new CartRefused(refused.message);
      return result.lines.map((line) => ({
        lineNumber: line.line,
        code: line.code,
        added: line.status === 'added',
        message: line.reason,
      }));
    },
    onError: showCartFailure,
  });
}
