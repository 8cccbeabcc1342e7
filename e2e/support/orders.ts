import { fillMotriceCart } from './checkout';

type Call = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** The two orders one placement makes: the beer order and its linked empties return. */
export type PlacedPair = { beer: string; empties: string };

/**
 * Places a fresh Small-truck order with one returned empties item through the cart API, as checkout.spec.ts
 * does in the browser: the placement makes a beer order and its linked empties order (spec 2 §4).
 */
export async function placeBeerAndEmpties(call: Call, shipToId: string): Promise<PlacedPair> {
  const cart = await fillMotriceCart(call, shipToId);
  const { getCustomerEmpties } = await call<{ getCustomerEmpties: Array<{ sku: string }> }>(
    'query ($outlet: String!) { getCustomerEmpties(outletId: $outlet) { sku } }',
    { outlet: shipToId },
  );
  const returned = getCustomerEmpties[0];
  if (!returned) throw new Error(`ship-to ${shipToId} holds no empties to return`);
  await call(
    'mutation ($id: String!, $sku: String!) { updateEmpties(cart_id: $id, empties: [{ sku: $sku, qty: 1 }]) { __typename } }',
    { id: cart.id, sku: returned.sku },
  );
  const { placeOrder } = await call<{
    placeOrder: {
      orders: Array<{ order_number: string; is_empties_return: boolean }>;
      user_errors: Array<{ code: string; message: string }>;
    };
  }>(
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id, accept_master_purchase_agreement: true, accept_guidelines: true }) { orders { order_number is_empties_return } user_errors { code message } } }',
    { id: cart.id },
  );
  const beer = placeOrder.orders.find((order) => !order.is_empties_return);
  const empties = placeOrder.orders.find((order) => order.is_empties_return);
  if (!beer || !empties)
    throw new Error(`placing made no beer and empties pair: ${JSON.stringify(placeOrder)}`);
  return { beer: beer.order_number, empties: empties.order_number };
}

/** A placed order as the detail reads it: its statuses and its lines' skus (issue 12 contract customerOrder). */
export async function readOrder(call: Call, orderNumber: string) {
  const { customerOrder } = await call<{
    customerOrder: { status: string; processing_status: string; items: Array<{ product_sku: string }> };
  }>('query ($n: String!) { customerOrder(number: $n) { status processing_status items { product_sku } } }', {
    n: orderNumber,
  });
  return customerOrder;
}

/** The skus in the buyer's open cart on the ship-to of the call. */
export async function cartSkus(call: Call): Promise<string[]> {
  const { customerCart } = await call<{ customerCart: { items: Array<{ product: { sku: string } }> } }>(
    '{ customerCart { items { product { sku } } } }',
  );
  return customerCart.items.map((item) => item.product.sku);
}

/**
 * Puts one layer of a product that is not among `notThese` in the cart, so the cart holds items the
 * re-order's 'start new' must remove. Returns its sku.
 */
export async function addOtherLine(call: Call, notThese: readonly string[]): Promise<string> {
  const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
  const { products } = await call<{ products: { items: Array<{ sku: string }> } }>(
    '{ products(currentPage: 1, pageSize: 25) { items { sku } } }',
  );
  for (const { sku } of products.items.filter((item) => !notThese.includes(item.sku))) {
    const added = await call<{ addProductsToCart: { user_errors: unknown[] } }>(
      'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, number_of_layer: 1 }]) { user_errors { code } } }',
      { id: customerCart.id, sku },
    );
    if (added.addProductsToCart.user_errors.length === 0) return sku;
  }
  throw new Error('no other product could be added to the cart');
}

/** Empties the open cart of the call's ship-to, so the journey leaves it as other journeys expect. */
export async function clearCart(call: Call): Promise<void> {
  const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
  await call('mutation ($id: String!) { removeAllCartItems(cart_id: $id) { __typename } }', {
    id: customerCart.id,
  });
}
