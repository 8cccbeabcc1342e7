import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { genericPlans, onQuery, openDatabase, withServerSetting } from './client';
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

  it('keep their setting beside the options the database URL carries', async () => {
    const url =
      'postgres://spina:p%40ss@db.example:5432/spina?sslmode=disable&options=-c%20search_path%3Dspina';
    const parsed = new URL(withServerSetting(url, '-c plan_cache_mode=force_generic_plan'));
    expect(parsed.searchParams.get('options')).toBe(
      '-c search_path=spina -c plan_cache_mode=force_generic_plan',
    );
    expect(parsed.searchParams.get('sslmode')).toBe('disable');
    expect(parsed.password).toBe('p%40ss');
  });

  it.skipIf(process.env.TEST_ENGINE !== 'postgres')(
    'plan generically on a database URL with options of its own',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.searchParams.set('options', '-c application_name=spina_options_test');
      const database = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 1 });
      try {
        const setting = (name: string) =>
          selectRows(
            genericPlans(database.db),
            { value: column<string>() },
            sql`select current_setting(${name}) as value`,
          );
        expect(await setting('plan_cache_mode')).toEqual([{ value: 'force_generic_plan' }]);
        expect(await setting('application_name')).toEqual([{ value: 'spina_options_test' }]);
      } finally {
        await database.close();
      }
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
