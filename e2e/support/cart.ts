import type { APIRequestContext } from '@playwright/test';
import { apiToken } from './session';

/**
 * Empties the buyer's open cart on the ship-to through the cart API: journeys that change the ship-to start
 * from here, as the cart journey leaves onpremise@'s cart full and a full cart rightly asks keep-or-new.
 */
export async function emptyCart(request: APIRequestContext, email: string, shipToId: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, email)}`, outletid: shipToId };
  const call = async <T>(query: string, variables = {}) => {
    const answer = await request.post('/graphql', { headers, data: { query, variables } });
    return ((await answer.json()) as { data: T }).data;
  };
  const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
  await call('mutation ($cartId: String!) { removeAllCartItems(cart_id: $cartId) { __typename } }', {
    cartId: customerCart.id,
  });
}
