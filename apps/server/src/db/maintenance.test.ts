import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { emptyApplicationTables, holdsData, reseed } from './maintenance';
import { count } from './seed/seed-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TABLES = ['products', 'prices', 'users', 'orders', 'order_items', 'media', 'articles'];

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) result[table] = await count(t.db, `select count(*) from ${table}`);
  return result;
}

describe('db:seed on a database that holds data', () => {
  it(
    'empties every application table, keeps the applied migrations, and loads the same demo data again',
    { timeout: 120_000 },
    async () => {
      // The demo data depends on the day it is loaded for, and the test database may have been seeded on another
      // day (a template kept from an earlier run, or a run across midnight in Italy): both loads use one day.
      const day = { today: '2026-11-28' };
      const handle = { db: t.db, migrate: async () => undefined };
      await reseed(handle, () => undefined, day);
      const before = await counts();
      const migrations = await count(t.db, 'select count(*) from drizzle.__drizzle_migrations');
      expect(await holdsData(t.db)).toBe(true);
      const messages: string[] = [];
      // The test database is migrated already; the CLI would apply pending migrations here.
      await reseed(handle, (message) => messages.push(message), day);
      expect(messages[0]).toMatch(/^emptied \d+ tables$/);
      expect(await counts()).toEqual(before);
      expect(await count(t.db, 'select count(*) from drizzle.__drizzle_migrations')).toBe(migrations);
    },
  );

  it('leaves no row behind when it empties the tables', async () => {
    expect(await emptyApplicationTables(t.db)).toBeGreaterThan(20);
    expect(await holdsData(t.db)).toBe(false);
  });
});
