import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { onQuery, openDatabase } from '../client';
import { benchSignIn, runScript } from './statements-shared';

/**
 * The SQL side of bench/cart.bench.mjs on the bench database: the statements of one addProductsToCart and of one
 * cart read, each with the bench's own query, counted in this process after a warm-up call of the same kind.
 * Prints one JSON line.
 * Usage: DATABASE_URL=... tsx src/db/bench-data/cart-statements.ts <email> <ship-to> <sku,sku,...> <queries JSON>
 * where the queries JSON is { "add": <mutation with $cartId and $items>, "read": <query with $id> }.
 */
async function main(): Promise<void> {
  const [email, shipToId, skuList, queriesJson] = process.argv.slice(2);
  if (!email || !shipToId || !skuList || !queriesJson)
    throw new Error('usage: cart-statements <email> <ship-to> <skus> <queries JSON>');
  const queries = JSON.parse(queriesJson) as { add: string; read: string };
  const skus = skuList.split(',');
  if (skus.length < 3) throw new Error('cart-statements needs three skus');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: 'var/bench-cart-count' });
  const database = await openDatabase({ engine: 'postgres', url: config.DATABASE_URL!, poolSize: 2 });
  const app = await buildApp({ config, database, logger: false, webDist: '/nonexistent' });
  await app.ready();
  try {
    const headers = { ...(await benchSignIn(app, email)), outletid: shipToId };
    const call = async (query: string, variables: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: { query, variables },
      });
      const json = response.json();
      if (json.errors) throw new Error(JSON.stringify(json.errors));
      return json.data;
    };
    const counted = async (query: string, variables: Record<string, unknown>) => {
      let statements = 0;
      const stop = onQuery(database.db, () => statements++);
      await call(query, variables);
      stop();
      return statements;
    };
    const cartId = (await call('mutation { createEmptyCart }', {})).createEmptyCart as string;
    await call('mutation R($id: String!) { removeAllCartItems(cart_id: $id) { user_errors { code } } }', {
      id: cartId,
    });
    const add = (sku: string) => ({ cartId, items: [{ sku, number_of_layer: 1 }] });
    await call(queries.add, add(skus[0]!)); // warms the caches of sign-in, settings and the price list
    const addStatements = await counted(queries.add, add(skus[1]!));
    const addToLineStatements = await counted(queries.add, add(skus[1]!));
    await call(queries.read, { id: cartId });
    const readStatements = await counted(queries.read, { id: cartId });
    console.log(JSON.stringify({ addStatements, addToLineStatements, readStatements }));
  } finally {
    await app.close();
    await database.close();
  }
}

runScript(main);
