import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql';
import { storeCart, useCartId } from './use-cart';

/** addSaveOrderForLater (spec 2 §4, §7): the cart becomes a saved order and its basket is emptied. */
export const SaveForLaterDocument = graphql(`
  mutation CartSaveForLater($cartId: String!, $name: String) {
    addSaveOrderForLater(cart_id: $cartId, name: $name) {
      saved_order {
        id
        name
      }
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
      }
    }
  }
`);

/**
 * createSuggestedCart (CREATE_SUGGESTED_CART, spec 2 §7): the ship-to's usual order into the cart. Loaded by
 * useCreateSuggestedCart when the action runs, so the first page does not carry it.
 */
export const CreateSuggestedCartDocument = graphql(`
  mutation CartCreateSuggested($cartId: String!) {
    createSuggestedCart(cart_id: $cartId) {
      added {
        sku
        name
        units
        layers
        pallets
      }
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
        sku
      }
    }
  }
`);

/** What saving answered: the saved order's id, or the refusal's message (an i18n key). */
export type SaveForLaterResult = { ok: true; id: string } | { ok: false; message: string };

/** Saves the current cart for later; the emptied cart is filed for every screen. */
export function useSaveForLater() {
  const client = useQueryClient();
  const cartId = useCartId();
  return useMutation({
    mutationFn: async (name: string | null): Promise<SaveForLaterResult> => {
      const { cartId: id, scopeKey } = await cartId();
      const answer = (await graphqlRequest(SaveForLaterDocument, { cartId: id, name })).addSaveOrderForLater;
      await storeCart(client, scopeKey, answer.cart);
      const refused = answer.user_errors[0];
      if (refused || !answer.saved_order)
        return { ok: false, message: refused?.message ?? 'Action not performed' };
      return { ok: true, id: answer.saved_order.id };
    },
  });
}
