import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CartFieldsFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { LOCAL_KEYS, writeLocal } from '../../../lib/storage';
import { sameCartOwner, useProductScope } from '../../../lib/product-scope';
import { useSession } from '../../auth';

import { CustomerCartDocument } from './cart-documents';
import { toCartView } from './cart-mapping';

/** Query keys of the cart of a scope (user, ship-to, language, date, shipment mode). */
export const cartQueryKey = (scopeKey: string | null, ...rest: unknown[]) => ['cart', scopeKey, ...rest];

/** The skus in the cart, sent as the `cartSKUs` header of every call (spec 1 §7) for recommendations. */
function rememberCartSkus(cart: CartFieldsFragment): void {
  writeLocal(LOCAL_KEYS.cartSkus, cart.items.map((item) => item.product.sku).join(',') || null);
}

async function fetchCart(signal?: AbortSignal): Promise<CartFieldsFragment> {
  const answer = await graphqlRequest(CustomerCartDocument, {}, { signal });
  rememberCartSkus(answer.customerCart);
  return answer.customerCart;
}

/**
 * How long a cart just read serves the other parts of the same screen. The header's icons, the delivery bar,
 * the page and its lazy parts mount over a second or so, and each asked the server again (three reads on
 * opening /cart); a visit a few seconds later still reads afresh (spec 1 §7), and a change refreshes at once.
 */
const CART_SHARED_READ_MS = 3_000;

/** The open cart of the current user and ship-to (spec 2 §7 customerCart), shared by the icons, the mini cart and the page. */
export function useCart(enabled = true) {
  const scope = useProductScope(useSession());
  return useQuery({
    queryKey: cartQueryKey(scope?.key ?? null),
    queryFn: ({ signal }) => fetchCart(signal),
    select: toCartView,
    enabled: enabled && scope !== null,
    staleTime: CART_SHARED_READ_MS,
    // A new delivery date, order mode or language reads the same server cart again: what was read stays
    // meanwhile, and with it the counters and what is being typed in them (the delivery bar stores the first
    // available date a moment after a page shows them). Another ship-to's or user's cart is never shown.
    placeholderData: (previous, previousQuery) => {
      const previousScope = previousQuery?.queryKey[1];
      const keep =
        scope !== null && typeof previousScope === 'string' && sameCartOwner(previousScope, scope.key);
      return keep ? keepPreviousData(previous) : undefined;
    },
  });
}

/** The length of a cart read's key; longer keys under 'cart' are the truck-fill assistant's. */
const CART_KEY_LENGTH = cartQueryKey(null).length;

/**
 * Files a cart a change answered under the scope's key, so every screen shows it at once. A read of the cart still
 * on its way was sent before the change: it is cancelled first, or its older answer would land after this one and
 * put the cart back as it was (an empty cart after 'Add all', and no question the second time).
 *
 * The scope may have moved on while the change ran (the delivery bar gives the first available date a moment
 * after sign-in): the screens then read the cart under the new key, maybe before the change was saved. The same
 * server cart can stand under several keys (the date and language are part of them), so the reads under the
 * other keys are marked stale, and the ones on screen are read again.
 */
export async function storeCart(
  client: QueryClient,
  scopeKey: string,
  cart: CartFieldsFragment,
): Promise<void> {
  await client.cancelQueries({ queryKey: cartQueryKey(scopeKey), exact: true });
  rememberCartSkus(cart);
  client.setQueryData(cartQueryKey(scopeKey), cart);
  const otherScopes = {
    queryKey: ['cart'],
    predicate: ({ queryKey }: { queryKey: readonly unknown[] }) =>
      queryKey.length === CART_KEY_LENGTH && queryKey[1] !== scopeKey,
  };
  // Cancelled first: a first read, with no answer yet, would be waited for rather than sent again.
  await client.cancelQueries(otherScopes);
  await client.invalidateQueries(otherScopes);
}

/**
 * The id of the current cart: the one already read, else the server's (customerCart creates it when there is
 * none), so the first add of a session needs no separate createEmptyCart.
 */
export function useCartId(): () => Promise<{ cartId: string; scopeKey: string }> {
  const client = useQueryClient();
  const scope = useProductScope(useSession());
  return useCallback(async () => {
    if (!scope) throw new Error('No ship-to is chosen');
    const cart = await client.fetchQuery({
      queryKey: cartQueryKey(scope.key),
      queryFn: ({ signal }) => fetchCart(signal),
      staleTime: Infinity,
    });
    return { cartId: cart.id, scopeKey: scope.key };
  }, [client, scope]);
}
