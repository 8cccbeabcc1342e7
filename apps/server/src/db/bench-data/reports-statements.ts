import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { Database, DatabaseHandle } from '../client';
import * as schema from '../schema';
import { benchSignIn, runScript } from './statements-shared';

type Input = {
  email: string;
  shipToId: string;
  /** The GET requests to count, by name: path and query string. */
  cases: Array<{ name: string; path: string }>;
  /** The case whose statements are explained. */
  explain: string;
};
type Statement = { query: string; params: unknown[] };

/**
 * The SQL side of bench/reports.bench.mjs on the bench database: the statements of one request of every case,
 * counted in this process, and EXPLAIN (ANALYZE, BUFFERS) of the slowest statement of one case. Prints one
 * JSON line: { statements: { <case>: n }, explained: { query, ms, plan } }.
 * Usage: DATABASE_URL=... tsx src/db/bench-data/reports-statements.ts '<Input as JSON>'
 */
async function main(): Promise<void> {
  const input = JSON.parse(process.argv[2] ?? 'null') as Input | null;
  if (!input?.email || !input.cases?.length) throw new Error("usage: reports-statements '<input JSON>'");
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: 'var/bench-reports-count' });
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL!, max: 2 });
  // The application runs on a handle of its own because onQuery() hands its listeners the text only: this
  // logger, the same drizzle hook onQuery() counts with, keeps the parameters too, so the statements of a case
  // can be explained exactly as they ran.
  let recording: Statement[] | undefined;
  const db: Database = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => recording?.push({ query, params }) },
  });
  const database: DatabaseHandle = {
    db,
    engine: 'postgres',
    migrate: () => Promise.resolve(),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
  // No job queue: its polling would be counted with the requests.
  const app = await buildApp({ config, database, logger: false, webDist: '/nonexistent', startJobs: false });
  await app.ready();
  try {
    const headers = { ...(await benchSignIn(app, input.email)), outletid: input.shipToId };
    const statementsOf = async (path: string): Promise<Statement[]> => {
      await app.inject({ method: 'GET', url: path, headers }); // warms the caches of sign-in and the portal settings
      recording = [];
      const response = await app.inject({ method: 'GET', url: path, headers });
      const seen = recording;
      recording = undefined;
      if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
      return seen;
    };
    const statements: Record<string, number> = {};
    let explainedCase: Statement[] = [];
    for (const { name, path } of input.cases) {
      const seen = await statementsOf(path);
      statements[name] = seen.length;
      if (name === input.explain) explainedCase = seen;
    }

    // Every statement of the case explained; the one that took longest is the case's main query.
    let explained = { query: '', ms: -1, plan: [] as string[] };
    for (const statement of explainedCase) {
      // EXPLAIN ANALYZE runs the statement: a write would be done twice.
      if (!/^\s*(select|with)\b/i.test(statement.query)) continue;
      const result = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${statement.query}`,
        statement.params,
      );
      const plan = result.rows.map((row) => row['QUERY PLAN']);
      const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? 0);
      if (ms > explained.ms) explained = { query: statement.query, ms, plan };
    }
    console.log(JSON.stringify({ statements, explained }));
  } finally {
    await app.close();
    await database.close();
  }
}

runScript(main);
