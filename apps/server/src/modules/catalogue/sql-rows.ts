import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

const dialect = new PgDialect();

/**
 * Runs raw SQL as a named prepared statement and returns its rows. The name is a hash of the statement's text,
 * so every distinct shape of a catalogue query is parsed and planned once per connection and then only
 * executed: planning a page query with its facets costs more than running it. PGlite runs it unnamed.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = `spina_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 20)}`;
  const result = (await db._.session.prepareQuery(compiled, undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}
