import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';

/** Runs a query in a seed test and returns its rows, on PGlite and PostgreSQL alike. */
export async function rows<T extends Record<string, unknown> = Record<string, unknown>>(
  db: Database,
  query: SQL | string,
): Promise<T[]> {
  return (await db.execute<T>(typeof query === 'string' ? sql.raw(query) : query)).rows;
}

/** The single value of a one-row, one-column query, as a number. */
export async function count(db: Database, query: SQL | string): Promise<number> {
  const [row] = await rows<Record<string, unknown>>(db, query);
  return Number(Object.values(row ?? {})[0] ?? 0);
}
