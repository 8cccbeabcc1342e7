import { describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { seedDemoData } from './index';
import { rows } from './seed-test-helpers';

/** What must repeat exactly: catalogue, prices, customers, users (without password hashes) and orders. */
const DIGESTS = {
  products: "select md5(string_agg(to_jsonb(p)::text, '|' order by sku)) from products p",
  prices: "select md5(string_agg(to_jsonb(p)::text, '|' order by price_list_id, sku)) from prices p",
  shipTos: "select md5(string_agg(to_jsonb(s)::text, '|' order by id)) from ship_tos s",
  users:
    "select md5(string_agg((to_jsonb(u) - 'password_hash' - 'updated_at')::text, '|' order by email)) from users u",
  grants:
    "select md5(string_agg(to_jsonb(g)::text, '|' order by user_id, ship_to_id)) from user_ship_to_roles g",
  orders: "select md5(string_agg(to_jsonb(o)::text, '|' order by order_number)) from orders o",
  items: "select md5(string_agg(to_jsonb(i)::text, '|' order by order_id, line)) from order_items i",
  media: "select md5(string_agg(path || body, '|' order by path)) from media",
};

async function seededDigests(today: string): Promise<{ digests: Record<string, string>; latest: string }> {
  const database = await openDatabase({ engine: 'pglite' });
  try {
    await database.migrate();
    await seedDemoData(database.db, () => undefined, { today });
    const digests: Record<string, string> = {};
    for (const [name, query] of Object.entries(DIGESTS)) {
      const [row] = await rows<{ md5: string }>(database.db, query);
      digests[name] = row!.md5;
    }
    const [latest] = await rows<{ day: string }>(
      database.db,
      "select to_char(max(created_at), 'YYYY-MM-DD') as day from orders",
    );
    return { digests, latest: latest!.day };
  } finally {
    await database.close();
  }
}

// Seeds two fresh in-memory PGlite databases; the PostgreSQL project runs the same code, so once is enough. How
// long seeding takes is measured by `npm run bench startup` (firstStartWithSeedMs), not here.
describe.skipIf(process.env.TEST_ENGINE === 'postgres')('demo seed determinism (DESIGN §7)', () => {
  it(
    'gives the same data on the same day, with the history ending that day',
    { timeout: 180_000 },
    async () => {
      const first = await seededDigests('2026-03-16');
      const second = await seededDigests('2026-03-16');
      expect(second.digests).toEqual(first.digests);
      expect(first.latest <= '2026-03-16').toBe(true);
      expect(first.latest >= '2026-03-09').toBe(true);
    },
  );
});
