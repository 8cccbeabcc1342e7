import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';
import { storeCart, useCartId } from './use-cart';

/** A line of the usual order that was added, and one that was not with its reason (an i18n key). */
export type SuggestedCartResult = {
  added: ReadonlyArray<{ sku: string; name: string; units: number; layers: number; pallets: number }>;
  refused: ReadonlyArray<{ sku: string | null; code: string; message: string }>;
};

/**
 * Puts the ship-to's usual order into the current cart (Fast Order's one action); the answered cart is filed
 * for every screen. The call's document loads with the action: the cart's index is on the first page.
 */
export function useCreateSuggestedCart() {
  const client = useQueryClient();
  const cartId = useCartId();
  return useMutation({
    mutationFn: async (): Promise<SuggestedCartResult> => {
      const [{ cartId: id, scopeKey }, { CreateSuggestedCartDocument }] = await Promise.all([
        cartId(),
        import('./save-and-suggest'),
      ]);
      const answer = (await graphqlRequest(CreateSuggestedCartDocument, { cartId: id })).createSuggestedCart;
      await storeCart(client, scopeKey, answer.cart);
      return {
        added: answer.added,
        refused: answer.user_errors.map((error) => ({
          sku: error.sku ?? null,
          code: error.code,
          message: error.message,
        })),
      };
    },
  });
}
