import type { APIRequestContext } from '@playwright/test';
import { apiToken } from './session';

type Call = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** A buyer's GraphQL calls on one ship-to, as the journeys make them besides the browser. */
export async function buyerApi(request: APIRequestContext, email: string, shipToId: string): Promise<Call> {
  const headers = { authorization: `Bearer ${await apiToken(request, email)}`, outletid: shipToId };
  return async <T>(query: string, variables = {}) => {
    const answer = await request.post('/graphql', { headers, data: { query, variables } });
    const body = (await answer.json()) as { data: T; errors?: unknown[] };
    if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
}

type ShipTo = {
  shipToId: string;
  shipToStatus: string;
  rpDetails: Array<{ rolename: string; permission: string }>;
};

/** The buyer's ship-tos from the permission schema (GetUserInfoById), suspended ones included. */
export async function shipTosOf(request: APIRequestContext, email: string): Promise<ShipTo[]> {
  const token = await apiToken(request, email);
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const answer = await request.get(`/api/identity/v1/users/GetUserInfoById/${payload.sub}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { permissionSchema: ShipTo[] }).permissionSchema;
}

const CART =
  '{ customerCart { id ship_to_id delivery_method empties { sku kind qty } progress_bar_data { iTotalCartWeight state message } } }';

type CartState = {
  id: string;
  ship_to_id: string;
  delivery_method: string;
  empties: Array<{ sku: string; kind: string; qty: number }>;
  progress_bar_data: { iTotalCartWeight: number; state: string; message: string | null };
};

/**
 * Fills the buyer's cart on the ship-to as a Small-truck order in the Motrice band (spec 2 §9: 12,000 to 15,999
 * kg) on the first available date, starting from an empty cart without empties returned: one layer of a
 * returnable product, then the truck-fill assistant's line that reaches the band.
 */
export async function fillMotriceCart(call: Call, shipToId: string): Promise<CartState> {
  const { customerCart: start } = await call<{ customerCart: CartState }>(CART);
  await call('mutation ($id: String!) { removeAllCartItems(cart_id: $id) { __typename } }', { id: start.id });
  await call('mutation ($id: String!) { updateEmpties(cart_id: $id, empties: []) { __typename } }', {
    id: start.id,
  });
  const { deliveryAvailableDate } = await call<{ deliveryAvailableDate: { first_available_date: string } }>(
    'query ($shipTo: String!) { deliveryAvailableDate(shipTo: $shipTo, shipmentId: "freeshipping_freeshipping") { first_available_date } }',
    { shipTo: shipToId },
  );
  await call(
    'mutation ($id: String!, $outlet: String!, $date: String!) { setTransportType(cart_id: $id, transporttype: "freeshipping_freeshipping", outletid: $outlet, datepopup: $date, flexible_delivery: false) { user_errors { code } } }',
    { id: start.id, outlet: shipToId, date: deliveryAvailableDate.first_available_date },
  );
  const { products } = await call<{
    products: { items: Array<{ sku: string; empties_sku: string | null }> };
  }>('{ products(currentPage: 1, pageSize: 25) { items { sku empties_sku } } }');
  const returnable = products.items.filter((item) => item.empties_sku);
  for (const { sku } of returnable) {
    const added = await call<{ addProductsToCart: { user_errors: unknown[] } }>(
      'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, number_of_layer: 1 }]) { user_errors { code } } }',
      { id: start.id, sku },
    );
    if (added.addProductsToCart.user_errors.length === 0) break;
  }
  const { truckFill } = await call<{
    truckFill: {
      target: string;
      suggestions: Array<{
        sku: string;
        number_of_layer: number;
        number_of_pallet: number;
        reaches_target: boolean;
      }>;
    };
  }>(
    'query ($id: String!) { truckFill(cart_id: $id) { target suggestions { sku number_of_layer number_of_pallet reaches_target } } }',
    { id: start.id },
  );
  const fill = truckFill.suggestions.find((item) => item.reaches_target);
  if (truckFill.target !== 'motrice' || !fill)
    throw new Error(`no line reaches the Motrice band: ${JSON.stringify(truckFill)}`);
  await call(
    'mutation ($id: String!, $sku: String!, $layers: Float, $pallets: Float) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, number_of_layer: $layers, number_of_pallet: $pallets }]) { user_errors { code } } }',
    { id: start.id, sku: fill.sku, layers: fill.number_of_layer, pallets: fill.number_of_pallet },
  );
  return (await call<{ customerCart: CartState }>(CART)).customerCart;
}

/**
 * Fills the buyer's cart on a ship-to with Empties Management as an empties return (spec 2 §4 shipment mode 1,
 * Empty small) on the first available date: `quantity` of the first empties the ship-to holds. Returns the sku.
 */
export async function fillEmptiesReturnCart(call: Call, shipToId: string, quantity: number): Promise<string> {
  const { customerCart: start } = await call<{ customerCart: CartState }>(CART);
  await call('mutation ($id: String!) { removeAllCartItems(cart_id: $id) { __typename } }', { id: start.id });
  await call('mutation ($id: String!) { updateEmpties(cart_id: $id, empties: []) { __typename } }', {
    id: start.id,
  });
  await call(
    'mutation ($id: String!) { setShipmentMode(cart_id: $id, only_empties: 1) { user_errors { code } } }',
    {
      id: start.id,
    },
  );
  const { deliveryAvailableDate } = await call<{ deliveryAvailableDate: { first_available_date: string } }>(
    'query ($shipTo: String!) { deliveryAvailableDate(shipTo: $shipTo, shipmentId: "emptiespickup_emptiespickup") { first_available_date } }',
    { shipTo: shipToId },
  );
  await call(
    'mutation ($id: String!, $outlet: String!, $date: String!) { setTransportType(cart_id: $id, transporttype: "emptiespickup_emptiespickup", outletid: $outlet, datepopup: $date, flexible_delivery: false) { user_errors { code } } }',
    { id: start.id, outlet: shipToId, date: deliveryAvailableDate.first_available_date },
  );
  const { getCustomerEmpties } = await call<{ getCustomerEmpties: Array<{ sku: string }> }>(
    'query ($outlet: String!) { getCustomerEmpties(outletId: $outlet) { sku } }',
    { outlet: shipToId },
  );
  const sku = getCustomerEmpties[0]?.sku;
  if (!sku) throw new Error(`ship-to ${shipToId} holds no empties to return`);
  const added = await call<{ addProductsToCart: { user_errors: unknown[] } }>(
    'mutation ($id: String!, $sku: String!, $quantity: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $quantity }]) { user_errors { code message } } }',
    { id: start.id, sku, quantity },
  );
  if (added.addProductsToCart.user_errors.length > 0)
    throw new Error(`the empties were refused: ${JSON.stringify(added.addProductsToCart.user_errors)}`);
  return sku;
}
