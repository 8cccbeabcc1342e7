import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

type ColumnInfo = {
  name: string;
  notNull: boolean;
  hasDefault: boolean;
  default?: unknown;
  defaultFn?: () => unknown;
};

/** The value a row without this column gets: the column's plain default, else null. */
function fallback(key: string, column: ColumnInfo): unknown {
  if (column.defaultFn) return column.defaultFn();
  if (column.hasDefault && column.default !== undefined && !is(column.default, SQL)) return column.default;
  if (column.notNull) throw new Error(`Every row must give ${key}: its default is computed by the database`);
  return null;
}

/**
 * Inserts many rows as one JSON document per statement, which PostgreSQL unpacks with
 * jsonb_populate_recordset: far fewer bound parameters than multi-row VALUES, so large tables load
 * several times faster (on PGlite above all). Columns no row mentions keep their database defaults; a row
 * that leaves out a column others give gets the column's default.
 */
export async function insertRows<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: TTable['$inferInsert'][],
  rowsPerStatement = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as unknown as Record<string, ColumnInfo>;
  const present = Object.keys(columns).filter((key) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = present.map((key) => sql.identifier(columns[key]!.name));
  const list = sql.join(names, sql`, `);
  const valueOf = (row: Record<string, unknown>, key: string) =>
    row[key] === undefined ? fallback(key, columns[key]!) : row[key];
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const documents = rows
      .slice(start, start + rowsPerStatement)
      .map((row) =>
        Object.fromEntries(
          present.map((key) => [columns[key]!.name, valueOf(row as Record<string, unknown>, key)]),
        ),
      );
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(documents)}::jsonb)`,
    );
  }
}
