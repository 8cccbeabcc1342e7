import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';

/** Runs a query in a seed test and returns its rows, on PGlite and PostgreSQL alike. */
export async function rows<T = Record<string, unknown>>(db: Database, query: SQL | string): Promise<T[]> {
  const result = await db.execute(typeof query === 'string' ? sql.raw(query) : query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The single value of a one-row, one-column query, as a number. */
export async function count(db: Database, query: SQL | string): Promise<number> {
  const [row] = await rows<Record<string, unknown>>(db, query);
  return Number(Object.values(row ?? {})[0] ?? 0);
}
