import { orderHistoryQuerySchema } from '@spina/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { orderHistoryStatement } from '../../modules/orders/orders.store';
import { onQuery, openDatabase } from '../client';
import { benchSignIn, runScript } from './statements-shared';

/**
 * The SQL side of bench/orders.bench.mjs on the bench database: the statements of one history page and of one
 * order's detail, counted in this process, and EXPLAIN ANALYZE of the history statement for one query string.
 * Prints one JSON line.
 * Usage: DATABASE_URL=... tsx src/db/bench-data/orders-statements.ts <email> <history query string> <order number>
 */
async function main(): Promise<void> {
  const [email, queryString, orderNumber] = process.argv.slice(2);
  if (!email || queryString === undefined || !orderNumber)
    throw new Error('usage: orders-statements <email> <query string> <order number>');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: 'var/bench-orders-count' });
  const database = await openDatabase({ engine: 'postgres', url: config.DATABASE_URL!, poolSize: 2 });
  const app = await buildApp({ config, database, logger: false, webDist: '/nonexistent' });
  await app.ready();
  try {
    const headers = await benchSignIn(app, email);
    const history = () =>
      app.inject({ method: 'GET', url: `/api/general/v1/orders?${queryString}`, headers });
    const detail = () =>
      app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: {
          query:
            'query D($n: String!) { customerOrder(number: $n) { order_number items { line } status_history { field } } }',
          variables: { n: orderNumber },
        },
      });
    const counted = async (call: () => Promise<{ statusCode: number }>) => {
      await call(); // warms the caches of sign-in and the portal settings
      let statements = 0;
      const stop = onQuery(database.db, () => statements++);
      const response = await call();
      stop();
      if (response.statusCode !== 200) throw new Error(`call answered ${response.statusCode}`);
      return statements;
    };
    const historyStatements = await counted(history);
    const detailStatements = await counted(detail);

    // The history statement as the service builds it for this caller (its ship-tos with My Orders), explained.
    const granted = await database.db.execute(
      sql`select r.ship_to_id from user_ship_to_roles r join roles ro on ro.id = r.role_id
          join users u on u.id = r.user_id
          where u.email = ${email} and 'My Orders' = any(ro.permissions || r.extended_permissions)
          order by 1`,
    );
    const shipToIds = (granted.rows as Array<{ ship_to_id: string }>).map((row) => row.ship_to_id);
    const query = orderHistoryQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString)));
    const { sql: text, params } = new PgDialect().sqlToQuery(
      sql`explain (analyze, buffers, costs off) ${orderHistoryStatement(shipToIds, query)}`,
    );
    const plan = await database.db.execute(sql.raw(inline(text, params)));
    console.log(
      JSON.stringify({
        historyStatements,
        detailStatements,
        shipTos: shipToIds.length,
        explain: plan.rows.map((row) => Object.values(row)[0]),
      }),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

/** The statement with its parameters written in as literals, for EXPLAIN (parameters come from this script). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = params[Number(index) - 1];
    if (Array.isArray(value))
      return `array[${value.map((item) => `'${String(item).replace(/'/g, "''")}'`).join(',')}]`;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

runScript(main);
