import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { onQuery, openDatabase } from '../client';

/**
 * Counts the SQL statements of one placeOrder on PostgreSQL (bench/order.bench.mjs runs it): the application
 * in this process on the bench database, one buyer's cart filled and dated through the API, then the
 * statements of the placement itself, transaction control included. Prints one JSON line.
 * Usage: DATABASE_URL=... tsx src/db/bench-data/order-statements.ts <email> <ship-to> <sku>[,<sku>...]
 */
async function main(): Promise<void> {
  const [email, shipToId, skuList] = process.argv.slice(2);
  if (!email || !shipToId || !skuList) throw new Error('usage: order-statements <email> <ship-to> <skus>');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: 'var/bench-order-count' });
  const database = await openDatabase({ engine: 'postgres', url: config.DATABASE_URL!, poolSize: 2 });
  const app = await buildApp({ config, database, logger: false, webDist: '/nonexistent' });
  await app.ready();
  const call = async (
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    });
    const json = response.json();
    if (json.errors) throw new Error(JSON.stringify(json.errors));
    return json.data;
  };
  try {
    const signIn = await call(
      'mutation S($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: process.env.BENCH_PASSWORD ?? 'Spina-Demo-2026!' },
    );
    const headers = { authorization: `Bearer ${signIn.generateCustomerToken.token}`, outletid: shipToId };
    const cartId = (await call('mutation { createEmptyCart }', {}, headers)).createEmptyCart;
    await call(
      'mutation R($id: String!) { removeAllCartItems(cart_id: $id) { user_errors { code } } }',
      { id: cartId },
      headers,
    );
    const items = skuList.split(',').map((sku) => ({ sku, number_of_layer: 1 }));
    await call(
      'mutation A($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code } } }',
      { id: cartId, items },
      headers,
    );
    const date = (
      await call(
        'query D($s: String!) { deliveryAvailableDate(shipTo: $s, shipmentId: "freeshipping_freeshipping") { first_available_date } }',
        { s: shipToId },
        headers,
      )
    ).deliveryAvailableDate.first_available_date;
    await call(
      `mutation T($id: String!, $o: String!, $d: String!) { setTransportType(cart_id: $id, transporttype: "freeshipping_freeshipping",
        outletid: $o, datepopup: $d) { user_errors { code } } }`,
      { id: cartId, o: shipToId, d: date },
      headers,
    );
    const statements: string[] = [];
    const stop = onQuery(database.db, (query) => statements.push(query.replace(/\s+/g, ' ').slice(0, 80)));
    const placed = await call(
      `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { order_number } user_errors { code message } } }`,
      { input: { cart_id: cartId, accept_master_purchase_agreement: true, accept_guidelines: true } },
      { ...headers, 'idempotency-key': `count-${cartId}` },
    );
    stop();
    console.log(
      JSON.stringify({ statements: statements.length, placed: placed.placeOrder, list: statements }),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
