import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { count, rows } from '../seed/seed-test-helpers';
import { BENCH_TARGETS, benchCounts, scaleBenchData, toAdd, type BenchCounts } from './scale';

// The bench data set is PostgreSQL only (DESIGN §8); this runs the generator at a small scale there.
describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('bench data generator (scale 0.001)', () => {
  let t: TestApp;
  let before: BenchCounts;
  const today = '2026-03-16';
  beforeAll(async () => {
    t = await createTestApp();
    before = await benchCounts(t.db);
  });
  afterAll(async () => t?.close());

  it(
    'adds a thousandth of the way to 3,000 products, 20,000 ship-tos and 1,000,000 orders',
    { timeout: 120_000 },
    async () => {
      const report = await scaleBenchData(t.db, { scale: 0.001, today });
      expect(report.status).toBe('scaled');
      if (report.status !== 'scaled') return;
      expect(report.added.products).toBe(toAdd(before.products, BENCH_TARGETS.products, 0.001));
      expect(report.added.shipTos).toBe(toAdd(before.shipTos, BENCH_TARGETS.shipTos, 0.001));
      expect(report.added.orders).toBe(toAdd(before.orders, BENCH_TARGETS.orders, 0.001));
      expect(report.added.products).toBeGreaterThan(0);
      expect(report.added.shipTos).toBeGreaterThan(0);
      expect(report.added.orders).toBeGreaterThan(900);
      expect(report.added.items / report.added.orders).toBeGreaterThan(4);
      expect(report.added.items / report.added.orders).toBeLessThan(6);
    },
  );

  it('prices every new product on every price list and gives new ship-tos 10-digit ids and companies', async () => {
    expect(await count(t.db, 'select count(*) from prices')).toBe(
      (await count(t.db, 'select count(*) from products')) *
        (await count(t.db, 'select count(*) from price_lists')),
    );
    const shipTos = await rows<{ id: string; company_id: string }>(
      t.db,
      "select id, company_id from ship_tos where id like '0006%'",
    );
    expect(shipTos.length).toBeGreaterThan(0);
    for (const shipTo of shipTos) {
      expect(shipTo.id).toMatch(/^\d{10}$/);
      expect(shipTo.company_id).toMatch(/^0005\d{6}$/);
    }
  });

  it('keeps every order’s totals equal to the sums of its lines, priced from its ship-to’s list', async () => {
    const wrong = await count(
      t.db,
      `select count(*) from orders o join (select order_id, sum(row_total_cents) as total from order_items group by 1) l
       on l.order_id = o.id
       where l.total <> o.total_your_price_cents
          or o.grand_total_cents <> o.total_your_price_cents + o.total_tax_cents + o.total_empties_deposit_cents`,
    );
    expect(wrong).toBe(0);
    const foreign = await count(
      t.db,
      `select count(*) from order_items i join orders o on o.id = i.order_id join ship_tos s on s.id = o.ship_to_id
       join prices p on p.price_list_id = s.price_list_id and p.sku = i.sku
       where o.order_number like '2%'
         and i.unit_price_cents <> p.list_price_cents - p.discount_cents - p.high_markets_discount_cents + p.excise_cents`,
    );
    expect(foreign).toBe(0);
    const [span] = await rows<{ first: string; last: string }>(
      t.db,
      "select min(created_at)::date::text as first, max(created_at)::date::text as last from orders where order_number like '2%'",
    );
    expect(span!.first <= '2024-09-20').toBe(true);
    expect(span!.last >= '2026-03-01').toBe(true);
  });

  it('lets sampled owners of new companies sign in and keeps the secondary indexes', async () => {
    expect(await count(t.db, "select count(*) from users where email like 'bench.user.%'")).toBeGreaterThan(
      0,
    );
    expect((await signIn(t, 'bench.user.1@example.com')).authorization).toMatch(/^Bearer /);
    const indexes = await rows<{ indexname: string }>(
      t.db,
      "select indexname from pg_indexes where tablename in ('orders', 'order_items') order by 1",
    );
    expect(indexes.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'order_items_sku_idx',
        'orders_company_created_idx',
        'orders_ship_to_created_idx',
      ]),
    );
  });

  it('does nothing when run again on a scaled database', async () => {
    const counts = await benchCounts(t.db);
    const again = await scaleBenchData(t.db, { scale: 0.001, today });
    expect(again.status).toBe('already');
    expect(await benchCounts(t.db)).toEqual(counts);
  });
});
