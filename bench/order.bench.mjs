// Order placement budget (DESIGN §8, issue 11) on PostgreSQL with the bench data set (`npm run bench:data` into
// the database of BENCH_DATABASE_URL): placeOrder p97.5 <= 300 ms with <= 20 SQL statements, 20 connections.
// Twenty On Premise buyers on distinct ship-tos place orders for 10 s, each on one connection of its own: before
// every placement (not timed) its cart is filled again with 5 lines and the first Small-truck date, straight in
// the database; the timed request is placeOrder alone, with a fresh Idempotency-Key. The SQL statements of one
// placement are counted on the same database by apps/server/src/db/bench-data/order-statements.ts.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { NO_BENCH_DATABASE, startOnBenchDatabase } from './lib/database.mjs';
import { body, buyerHeaders, graphql } from './lib/graphql.mjs';
import { percentile } from './lib/load.mjs';

export const description =
  'order: placeOrder by 20 buyers at once (p97.5 <= 300 ms, <= 20 SQL statements) on the bench data';

const PORT = 3162;
const CONNECTIONS = 20;
const SECONDS = 10;
const LINES = 5;

const PLACE = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    order { order_number customer_order_number note_for_driver sap_id delivery_date order_type is_empties_return
      linked_order_number grand_total { value currency } }
    orders { order_number }
    user_errors { code message sku }
  }
}`;

/** Twenty On Premise buyers on distinct ship-tos (others than the cart benchmark's), with products of their list. */
async function benchBuyers(client) {
  const buyers = await client.query(
    `select distinct on (u.id) u.id as user_id, u.email, st.id as ship_to_id, st.price_list_id from users u
      join user_ship_to_roles r on r.user_id = u.id
      join roles ro on ro.id = r.role_id
      join ship_tos st on st.id = r.ship_to_id
      where u.status = 'Active' and u.user_validation and u.password_hash is not null and not u.is_staff
        and 'Catalogue' = any(ro.permissions || r.extended_permissions) and st.status <> 'SUSPENDED'
        and st.customer_type = 'On Premise'
      order by u.id desc, st.id limit $1`,
    [CONNECTIONS],
  );
  if (buyers.rows.length < CONNECTIONS)
    throw new Error(`only ${buyers.rows.length} On Premise buyers in the bench data`);
  for (const buyer of buyers.rows) {
    const skus = await client.query(
      `select p.sku from products p join prices pr on pr.sku = p.sku and pr.price_list_id = $1
        where p.material_type <> 'ZQCR' and p.sellable and p.disabled_from is null and p.disabled_to is null
          and p.number_of_products_on_layer > 0 and p.number_of_products_on_layer * p.gross_weight_g < 1000000
        order by md5(p.sku || $1) limit $2`,
      [buyer.price_list_id, LINES],
    );
    buyer.skus = skus.rows.map((row) => row.sku);
  }
  return buyers.rows;
}

/** A new open cart of the buyer with a layer of each of its products, dated for a Small truck. */
async function fillCart(pool, buyer) {
  const client = await pool.connect();
  try {
    await client.query(
      `update carts set status = 'saved' where user_id = $1 and ship_to_id = $2 and status = 'open'`,
      [buyer.user_id, buyer.ship_to_id],
    );
    const { rows } = await client.query(
      `with cart as (
         insert into carts (user_id, ship_to_id, order_type, delivery_date)
         values ($1, $2, 'freeshipping_freeshipping', $3) returning id),
       items as (insert into cart_items (cart_id, sku, layers, seen_price_cents)
         select cart.id, sku, 1, 0 from cart, unnest($4::text[]) sku)
       select id from cart`,
      [buyer.user_id, buyer.ship_to_id, buyer.date, buyer.skus],
    );
    return rows[0].id;
  } finally {
    client.release();
  }
}

async function place(url, buyer, cartId, key = randomUUID()) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { ...buyer.headers, 'idempotency-key': key },
    body: body(PLACE, {
      input: { cart_id: cartId, accept_master_purchase_agreement: true, accept_guidelines: true },
    }),
  });
  const json = await response.json();
  const answer = json.data?.placeOrder;
  if (response.status !== 200 || json.errors || !answer?.order) {
    return { ok: false, reason: JSON.stringify(json.errors ?? answer?.user_errors ?? json).slice(0, 300) };
  }
  return { ok: true, orderNumber: answer.order.order_number };
}

/** 50 concurrent placeOrder calls for one cart with one Idempotency-Key: how many orders they wrote. */
async function idempotencyBurst(url, client, pool, buyer) {
  const cartId = await fillCart(pool, buyer);
  const key = randomUUID();
  const answers = await Promise.all(Array.from({ length: 50 }, () => place(url, buyer, cartId, key)));
  const { rows } = await client.query(
    `select count(*)::int as n from orders where cart_id = $1 or (user_id = $2 and idempotency_key = $3)`,
    [cartId, buyer.user_id, key],
  );
  const numbers = new Set(answers.filter((answer) => answer.ok).map((answer) => answer.orderNumber));
  return `${answers.filter((answer) => answer.ok).length}/50 answered, ${numbers.size} order number(s), ${rows[0].n} order(s) written`;
}

/** The statements of one placement, counted in-process on the same database. */
function countStatements(repoRoot, buyer) {
  const run = spawnSync(
    'npx',
    ['tsx', 'src/db/bench-data/order-statements.ts', buyer.email, buyer.ship_to_id, buyer.skus.join(',')],
    {
      cwd: join(repoRoot, 'apps/server'),
      env: { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !line.startsWith('{')) throw new Error(`statement count failed: ${run.stderr}`);
  return JSON.parse(line);
}

export async function run({ startServer, repoRoot }) {
  const started = await startOnBenchDatabase({
    startServer,
    repoRoot,
    port: PORT,
    dataDir: 'var/bench-order',
  });
  if (!started) return NO_BENCH_DATABASE;
  const { client, server } = started;
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 4 });
  try {
    const buyers = await benchBuyers(client);
    for (const buyer of buyers) {
      buyer.headers = await buyerHeaders(server.url, buyer.email, buyer.ship_to_id);
      buyer.date = (
        await graphql(
          server.url,
          buyer.headers,
          body(
            'query D($s: String!) { deliveryAvailableDate(shipTo: $s, shipmentId: "freeshipping_freeshipping") { first_available_date } }',
            { s: buyer.ship_to_id },
          ),
        )
      ).deliveryAvailableDate.first_available_date;
      // Every buyer places once before anything is measured; this also warms the server.
      const warm = await place(server.url, buyer, await fillCart(pool, buyer));
      if (!warm.ok) throw new Error(`placeOrder refused for ${buyer.email}: ${warm.reason}`);
    }

    const latencies = [];
    const failures = [];
    const deadline = performance.now() + SECONDS * 1000;
    const began = performance.now();
    await Promise.all(
      buyers.map(async (buyer) => {
        while (performance.now() < deadline) {
          const cartId = await fillCart(pool, buyer);
          const start = performance.now();
          const outcome = await place(server.url, buyer, cartId);
          latencies.push(performance.now() - start);
          if (!outcome.ok) failures.push(outcome.reason);
        }
      }),
    );
    const elapsed = (performance.now() - began) / 1000;
    latencies.sort((a, b) => a - b);
    const round = (value) => Math.round(value * 10) / 10;
    // One buyer alone, one placement after the other: the cost of a placement without concurrency.
    const alone = [];
    for (let i = 0; i < 20; i++) {
      const cartId = await fillCart(pool, buyers[2]);
      const start = performance.now();
      if ((await place(server.url, buyers[2], cartId)).ok) alone.push(performance.now() - start);
    }
    alone.sort((a, b) => a - b);
    const burst = await idempotencyBurst(server.url, client, pool, buyers[1]);
    const counted = countStatements(repoRoot, buyers[0]);
    if (counted.placed.user_errors.length > 0)
      throw new Error(`counted placement refused: ${JSON.stringify(counted.placed.user_errors)}`);

    return {
      buyers: buyers.length,
      linesPerOrder: LINES,
      placements: latencies.length,
      failures: failures.length,
      firstFailure: failures[0] ?? '',
      placementsPerSecond: round(latencies.length / elapsed),
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      p97_5Ms: round(percentile(latencies, 97.5)),
      p99Ms: round(percentile(latencies, 99)),
      aloneP50Ms: round(percentile(alone, 50)),
      sqlStatementsPerPlacement: counted.statements,
      idempotencyBurst: burst,
      budget: 'p97.5 <= 300 ms, <= 20 SQL statements',
    };
  } finally {
    await pool.end();
    await server.stop();
    await client.end();
  }
}
