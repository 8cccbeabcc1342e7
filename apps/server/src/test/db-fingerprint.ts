import type { Database } from '../db/client';
import { rows } from '../db/seed/seed-test-helpers';

// Tables larger than this are compared by their row count only (a digest of them would slow the suite down).
const DIGEST_ROWS = 20_000;

/** Row count and, for tables small enough, a digest of every row, per table of the public schema. */
export async function databaseFingerprint(
  db: Database,
  skip: readonly string[] = [],
): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    if (skip.includes(name)) continue;
    const [counted] = await rows<{ total: number }>(db, `select count(*)::int as total from "${name}"`);
    const total = Number(counted?.total ?? 0);
    if (total > DIGEST_ROWS) {
      fingerprint[name] = `${total} rows`;
      continue;
    }
    const [digest] = await rows<{ digest: string | null }>(
      db,
      `select md5(string_agg(md5(t::text), ',' order by md5(t::text))) as digest from "${name}" t`,
    );
    fingerprint[name] = `${total} rows ${digest?.digest ?? ''}`;
  }
  return fingerprint;
}
