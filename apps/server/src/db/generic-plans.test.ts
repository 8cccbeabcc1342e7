import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { genericPlans, onQuery } from './client';
import { column, selectRows } from './sql-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const planCacheMode = async (db: TestApp['db']) =>
  (
    await selectRows(db, { mode: column<string>() }, sql`select current_setting('plan_cache_mode') as mode`)
  )[0]!.mode;

describe('reads planned once for any parameters (order history and detail)', () => {
  it.skipIf(process.env.TEST_ENGINE !== 'postgres')(
    'run on connections that plan generically, while the main pool keeps choosing per call',
    async () => {
      expect(await planCacheMode(genericPlans(t.db))).toBe('force_generic_plan');
      expect(await planCacheMode(t.db)).toBe('auto');
    },
  );

  it('are the main handle itself on PGlite and inside a transaction', async () => {
    if (t.engine === 'pglite') expect(genericPlans(t.db)).toBe(t.db);
    await t.db.transaction(async (transaction) => {
      expect(genericPlans(transaction)).toBe(transaction);
    });
  });

  it('are counted by the query listeners of the main handle', async () => {
    const seen: string[] = [];
    const stop = onQuery(t.db, (query) => seen.push(query));
    try {
      await planCacheMode(genericPlans(t.db));
    } finally {
      stop();
    }
    expect(seen).toEqual([expect.stringContaining("current_setting('plan_cache_mode')")]);
  });
});
