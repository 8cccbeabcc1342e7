import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ConfigError } from '../config/env';
import { migrationsDir } from '../lib/paths';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * What `execute()` answers on both engines: node-postgres's QueryResult and PGlite's Results differ, but both
 * carry the rows as objects keyed by column name, which is all the services read.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
type RowsResult<TRow> = { rows: TRow[] };

/** The Drizzle handle every service receives; the same on PGlite and PostgreSQL. */
export type Database = PgDatabase<RowsResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** The handle inside `db.transaction()`; it is a Database, so services take either. */
export type Transaction = PgTransaction<RowsResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open database with its engine-specific chores. */
export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob };

const pgliteExtensions = { pg_trgm, unaccent };

type QueryListener = (query: string) => void;
const queryListeners = new WeakMap<object, Set<QueryListener>>();
const genericPlanHandles = new WeakMap<object, Database>();

/** A drizzle logger that tells the listeners registered with onQuery() about every query. */
function queryLogger() {
  const listeners = new Set<QueryListener>();
  return {
    listeners,
    logger: {
      logQuery: (query: string) => {
        for (const listener of listeners) listener(query);
      },
    },
  };
}

/**
 * Calls `listener` with the SQL of every query `db` runs until the returned function is called; tests use it
 * to prove that a request runs a constant number of queries.
 */
export function onQuery(db: Database, listener: QueryListener): () => void {
  const listeners = queryListeners.get(db);
  if (!listeners) throw new Error('onQuery needs a database opened with openDatabase()');
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The handle on the same database whose connections plan each prepared read once for any parameters
 * (plan_cache_mode=force_generic_plan); `db` itself on PGlite and inside a transaction.
 *
 * PostgreSQL keeps re-planning a prepared read whose generic plan it estimates dearer than a custom one, as it
 * does for a statement over a list of ship-tos of unknown length, and for the order history planning cost as
 * much as running. Reads whose best plan does not depend on their values use this handle; the catalogue's
 * searches, whose plans do, stay on the main pool. Queries on it reach the listeners of onQuery(db).
 */
export function genericPlans(db: Database): Database {
  return genericPlanHandles.get(db) ?? db;
}

/** Picks the engine from configuration: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export function databaseOptionsFromConfig(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): DatabaseOptions {
  return config.DATABASE_URL
    ? { engine: 'postgres', url: config.DATABASE_URL }
    : { engine: 'pglite', dataDir: join(config.DATA_DIR, 'db') };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.engine === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  const queries = queryLogger();
  const db: Database = drizzlePglite(client, { schema, logger: queries.logger });
  queryListeners.set(db, queries.listeners);
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** Hides the password of a connection string before it goes into a message. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

// Any number works as long as every process uses the same one: it serialises migrations of scaled-out servers.
const MIGRATION_LOCK = 727_100_001;

/**
 * `url` with a server setting added to the `options` it may carry already: node-postgres lets a URL's own
 * `options` replace the pool's, which would drop the setting silently.
 */
export function withServerSetting(url: string, setting: string): string {
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  parsed.searchParams.set('options', own ? `${own} ${setting}` : setting);
  return parsed.toString();
}

/** A pool of connections to `url`; it opens them as queries need them. */
function newPool(url: string, poolSize: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  return pool;
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = newPool(url, poolSize);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message || error.name : String(error);
    const code = (error as { code?: string }).code;
    throw new ConfigError(
      `Invalid configuration:\n  DATABASE_URL=${JSON.stringify(redactUrl(url))}: cannot connect (${code ? `${code}: ` : ''}${reason})`,
    );
  }
  const genericPool = newPool(withServerSetting(url, '-c plan_cache_mode=force_generic_plan'), poolSize);
  const queries = queryLogger();
  const db: Database = drizzlePg(pool, { schema, logger: queries.logger });
  const genericDb: Database = drizzlePg(genericPool, { schema, logger: queries.logger });
  queryListeners.set(db, queries.listeners);
  queryListeners.set(genericDb, queries.listeners);
  genericPlanHandles.set(db, genericDb);
  return {
    db,
    engine: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([poolQuiet(pool), poolQuiet(genericPool)]);
      await Promise.all([pool.end(), genericPool.end()]);
    },
  };
}

// A request whose client went away keeps running on the server; give its queries a moment before ending the pool.
const QUIET_TIMEOUT_MS = 5000;

/** Resolves once no client of the pool is checked out or awaited, or after QUIET_TIMEOUT_MS. */
async function poolQuiet(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  while (Date.now() < deadline && (pool.totalCount > pool.idleCount || pool.waitingCount > 0)) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
