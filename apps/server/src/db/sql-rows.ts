import { createHash } from 'node:crypto';
import { getTableColumns, sql, Subquery, type Column, type GetColumnData, type SQL } from 'drizzle-orm';
import { customType, PgDialect, pgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { withPlannedRows } from './row-mapper';

/**
 * Raw SQL with typed rows, on PGlite and PostgreSQL alike, through Drizzle's public API only. A statement's
 * result columns are named once, in a column map, and the row type is derived from that map:
 *
 * ```ts
 * const rows = await selectRows(db, { sku: column<string>(), score: column<number>() },
 *   sql`select product_sku as sku, score from spina_product_search(${term})`);
 * // rows: { sku: string; score: number }[]
 * ```
 *
 * Reads use selectRows (planned once per connection); statements that write use executeRows. A map may also
 * hold schema columns or typed `sql<T>` expressions, as jsonObjectSql() builds its object from one.
 */

/** The TypeScript type of a raw statement's result column; it exists for the type only. */
export class ResultColumn<T> {
  declare readonly type: T;
}

/** Declares a result column of type `T` in a column map. */
export function column<T>(): ResultColumn<T> {
  return new ResultColumn<T>();
}

/** Names to what each one holds: a declared result column, a schema column, or a typed SQL expression. */
export type ColumnMap = Record<string, ResultColumn<unknown> | Column | SQL<unknown>>;

/** The row a column map describes; a schema column without NOT NULL may be null. */
export type RowOf<TColumns extends ColumnMap> = {
  [K in keyof TColumns]: TColumns[K] extends ResultColumn<infer T>
    ? T
    : TColumns[K] extends Column
      ? GetColumnData<TColumns[K]>
      : TColumns[K] extends SQL<infer T>
        ? T
        : never;
};

const RESULT = 'result';

/** A result column handed over as the driver read it. */
const asRead = customType<{ data: unknown }>({ dataType: () => 'unknown' });

/**
 * The statement's result as a table `result` of the given columns. Drizzle maps a table column to its row field
 * at once, where a field given as SQL costs it a walk of class chains per value: four times the CPU on a history
 * page of 50 orders.
 */
function resultColumns(names: readonly string[]) {
  return getTableColumns(pgTable(RESULT, Object.fromEntries(names.map((name) => [name, asRead(name)]))));
}

/** The statement as the subquery `result` whose columns resultColumns() names. */
const asResult = (statement: SQL, columns: ReturnType<typeof resultColumns>) =>
  new Subquery(statement, columns, RESULT);

/** A prepared read of one statement shape, run with that shape's parameters. */
type PreparedRead = { execute(values: Record<string, unknown>): Promise<unknown[]> };

/** Prepared reads by statement name, per handle: a transaction's handle lives only as long as it does. */
const preparedReads = new WeakMap<object, Map<string, PreparedRead>>();
const PREPARED_READS_KEPT = 500;

const dialect = new PgDialect();

/**
 * The compiled text with each `$n` turned back into a placeholder `pn`, so that one prepared read serves every
 * call of that shape; null when the parameters do not appear once each and in order.
 */
function withPlaceholders(text: string, count: number): SQL | null {
  const pieces = text.split(/\$(\d+)/);
  if (pieces.length !== 2 * count + 1) return null;
  const chunks: SQL[] = [sql.raw(pieces[0]!)];
  for (let index = 1; index < pieces.length; index += 2) {
    if (Number(pieces[index]) !== (index + 1) / 2) return null;
    chunks.push(sql`${sql.placeholder(`p${pieces[index]}`)}`, sql.raw(pieces[index + 1]!));
  }
  return sql.join(chunks);
}

/**
 * Runs a read as a named prepared statement and returns its rows with the map's columns. The name is a hash
 * of the statement's text, so every distinct shape of a query is parsed and planned once per connection and
 * then only executed: planning a catalogue page query costs more than running it (PGlite runs it unnamed). Its
 * rows are mapped by a function compiled for its columns (withPlannedRows).
 * The statement is compiled once per call; the Drizzle statement around it is built once per shape, since
 * building a large statement costs more CPU than the database spends running it. It is read as a subquery,
 * so it cannot write: use executeRows for that.
 */
export async function selectRows<TColumns extends ColumnMap>(
  db: Database,
  columns: TColumns,
  query: SQL,
): Promise<RowOf<TColumns>[]> {
  const names = Object.keys(columns);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `spina_${createHash('sha1').update(names.join(',')).update('\0').update(text).digest('hex').slice(0, 20)}`;
  let reads = preparedReads.get(db);
  if (!reads) preparedReads.set(db, (reads = new Map()));
  let read = reads.get(name);
  if (!read) {
    const source = withPlaceholders(text, params.length);
    const fields = resultColumns(names);
    if (!source) {
      // A statement whose text holds `$n` of its own: compiled again by Drizzle, with its values.
      const statement = db.select(fields).from(asResult(query, fields));
      return (await statement.prepare(name).execute()) as RowOf<TColumns>[];
    }
    read = withPlannedRows(db.select(fields).from(asResult(source, fields)).prepare(name));
    if (reads.size >= PREPARED_READS_KEPT) reads.delete(reads.keys().next().value!);
    reads.set(name, read);
  }
  const values = Object.fromEntries(params.map((value, index) => [`p${index + 1}`, value]));
  // The fields are the map's names, each holding the column of that name, so each row is RowOf<TColumns>.
  return (await read.execute(values)) as RowOf<TColumns>[];
}

/**
 * Runs any statement once (a write with `returning`, or a data-modifying CTE) and returns its rows. A column
 * of the map missing from the result is an error rather than a silent undefined.
 */
export async function executeRows<TColumns extends ColumnMap>(
  db: Database,
  columns: TColumns,
  query: SQL,
): Promise<RowOf<TColumns>[]> {
  const { rows } = await db.execute(query);
  const [first] = rows;
  const missing = first ? Object.keys(columns).filter((name) => !(name in first)) : [];
  if (missing.length > 0) throw new Error(`The statement returned no column ${missing.join(', ')}`);
  // Every column of the map is there, as checked above.
  return rows as RowOf<TColumns>[];
}

// A SQL function takes at most 100 arguments: 50 names and values.
const PAIRS_PER_OBJECT = 50;

/**
 * A JSON object of the map's expressions under their names, whose rows are RowOf<typeof columns> (dates and
 * numbers as JSON gives them). Names come from code, never from input.
 */
export function jsonObjectSql(columns: ColumnMap): SQL {
  const pairs = Object.entries(columns).map(([name, value]) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a column name: ${name}`);
    if (value instanceof ResultColumn) throw new Error(`${name} has no expression`);
    return sql`${sql.raw(`'${name}'`)}, ${value}`;
  });
  const objects: SQL[] = [];
  for (let start = 0; start < pairs.length; start += PAIRS_PER_OBJECT) {
    objects.push(sql`jsonb_build_object(${sql.join(pairs.slice(start, start + PAIRS_PER_OBJECT), sql`, `)})`);
  }
  return sql`(${sql.join(objects, sql` || `)})`;
}

/**
 * A fragment without parameters compiled once to its text: Drizzle compiles a fragment made of many pieces
 * (a column map's object) slowly, and a hot statement should not pay for that on every request.
 */
export function precompiled(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('A precompiled fragment cannot take parameters');
  return sql.raw(text);
}

/** A schema column read through a left join, so null when the join found no row. */
export function leftJoined<TColumn extends Column>(value: TColumn): SQL<GetColumnData<TColumn> | null> {
  return sql<GetColumnData<TColumn> | null>`${value}`;
}
