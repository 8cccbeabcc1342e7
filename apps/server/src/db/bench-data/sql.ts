import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** Runs one statement of the bench-data generator and returns its rows. */
export async function run<T extends Record<string, unknown> = Record<string, unknown>>(
  db: Database,
  text: string,
): Promise<T[]> {
  return (await db.execute<T>(sql.raw(text))).rows;
}

/** The number in the first column of the first row. */
export async function scalar(db: Database, text: string): Promise<number> {
  const [row] = await run<Record<string, unknown>>(db, text);
  return Number(Object.values(row ?? {})[0] ?? 0);
}

/** A table's insertable columns, in order (generated columns excluded). */
export async function columnsOf(db: Database, table: string): Promise<string[]> {
  const rows = await run<{ column_name: string }>(
    db,
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = '${table}' and is_generated = 'NEVER'
     order by ordinal_position`,
  );
  return rows.map((row) => row.column_name);
}

/**
 * An INSERT ... SELECT that copies every column of `table` from the source alias `from`, except the
 * columns given in `overrides` (column → SQL expression). New columns added to the table later are copied
 * as they are, so the generator keeps working when the schema grows.
 */
export async function cloneInto(
  db: Database,
  table: string,
  overrides: Record<string, string>,
  fromClause: string,
  alias = 'src',
): Promise<number> {
  const columns = await columnsOf(db, table);
  const unknown = Object.keys(overrides).filter((column) => !columns.includes(column));
  if (unknown.length > 0) throw new Error(`${table} has no column ${unknown.join(', ')}`);
  const list = columns.map((column) => `"${column}"`).join(', ');
  const values = columns.map((column) => overrides[column] ?? `${alias}."${column}"`).join(', ');
  const rows = await run(
    db,
    `with inserted as (insert into "${table}" (${list}) select ${values} ${fromClause} returning 1) select count(*)::int as n from inserted`,
  );
  return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
}

/** A valid EAN-13 from a 12-digit SQL text expression, computed in SQL. */
export function ean13Sql(base12: string): string {
  return `(${base12}) || ((10 - (select sum(substr(${base12}, i, 1)::int * case when i % 2 = 1 then 1 else 3 end)
    from generate_series(1, 12) i) % 10) % 10)::text`;
}
