import { existsSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, DatabaseOptions } from './client';
import { openDatabase } from './client';
import { seedDemoData, type SeedOptions } from './seed';

type Log = (message: string) => void;

/** The application tables: every table of the public schema (the migrations journal lives in `drizzle`). */
async function applicationTables(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.tablename);
}

/** True when any application table holds a row. */
export async function holdsData(db: Database): Promise<boolean> {
  for (const table of await applicationTables(db)) {
    const { rows } = await db.execute<{ present: boolean }>(
      sql`select exists (select 1 from ${sql.identifier(table)}) as present`,
    );
    if (rows[0]?.present) return true;
  }
  return false;
}

/** Empties every application table in one statement; the schema and the applied migrations stay. */
export async function emptyApplicationTables(db: Database): Promise<number> {
  const tables = await applicationTables(db);
  if (tables.length > 0) {
    const list = sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    );
    await db.execute(sql`truncate table ${list} restart identity cascade`);
  }
  return tables.length;
}

/** `db:seed`: applies migrations, empties a database that holds data, and loads the demo data. */
export async function reseed(
  database: Pick<DatabaseHandle, 'db' | 'migrate'>,
  log: Log,
  options: SeedOptions = {},
): Promise<void> {
  await database.migrate();
  if (await holdsData(database.db)) {
    const count = await emptyApplicationTables(database.db);
    log(`emptied ${count} tables`);
  }
  await seedDemoData(database.db, log, options);
}

/** Schemas a reset drops: the application's, the migrations journal's and the job queue's. */
const OWNED_SCHEMAS = ['public', 'drizzle', 'pgboss'];

/**
 * `db:reset`: drops everything and starts again: on PostgreSQL the application schemas are dropped and
 * public recreated; on PGlite the data folder is removed. Then migrations and the demo data.
 */
export async function resetDatabase(options: DatabaseOptions, log: Log): Promise<void> {
  if (options.engine === 'pglite' && options.dataDir && existsSync(options.dataDir)) {
    rmSync(options.dataDir, { recursive: true, force: true });
    log(`removed ${options.dataDir}`);
  }
  const database = await openDatabase(options);
  try {
    if (database.engine === 'postgres') {
      for (const schema of OWNED_SCHEMAS) {
        await database.db.execute(sql`drop schema if exists ${sql.identifier(schema)} cascade`);
      }
      await database.db.execute(sql`create schema public`);
      log(`dropped schemas ${OWNED_SCHEMAS.join(', ')}`);
    }
    await database.migrate();
    log('applied migrations');
    await seedDemoData(database.db, log);
  } finally {
    await database.close();
  }
}
