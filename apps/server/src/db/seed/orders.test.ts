import { addDays, dayCodeOf, localDate } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { count, rows } from './seed-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Delivery statuses and processing statuses of spec 2 §4. */
const DELIVERY_STATUSES = [
  'CANCELLED',
  'ORDER UNDER INVESTIGATION',
  'AWAITING SHIPMENT',
  'PARTIAL ORDER PREPARATION',
  'AWAITING FULLFILLMENT',
  'AWAITING DELIVERY',
  'DELIVERED',
  'PARTIALLY DELIVERED',
  'DELIVERY NOT AVAILABLE',
  'IN STOCK',
  'NOT DELIVERED',
];
const PROCESSING_STATUSES = [
  'Completely Processed',
  'Fully Rejected',
  'Not Relevant',
  'Not Yet Processed',
  'Partially Processed',
];

describe('demo order history (DESIGN §7, spec 2 §3-§4)', () => {
  it('holds 4,000 to 8,000 orders of 2 to 12 lines, numbered uniquely', async () => {
    const orders = await count(t.db, 'select count(*) from orders');
    expect(orders).toBeGreaterThanOrEqual(4000);
    expect(orders).toBeLessThanOrEqual(8000);
    const [lines] = await rows<{ min: number; max: number }>(
      t.db,
      `select min(n)::int as min, max(n)::int as max from
       (select count(*) as n from order_items i join orders o on o.id = i.order_id where not o.is_empties_return group by i.order_id) x`,
    );
    expect(lines!.min).toBeGreaterThanOrEqual(1);
    expect(lines!.max).toBeLessThanOrEqual(12);
    expect(await count(t.db, 'select count(distinct order_number) from orders')).toBe(orders);
  });

  it('keeps totals equal to the sum of their lines; grand total = your price + VAT + deposit', async () => {
    const wrong = await count(
      t.db,
      `select count(*) from orders o join (select order_id, sum(row_total_cents) as total from order_items group by 1) l
       on l.order_id = o.id
       where l.total <> o.total_your_price_cents
          or o.grand_total_cents <> o.total_your_price_cents + o.total_tax_cents + o.total_empties_deposit_cents`,
    );
    expect(wrong).toBe(0);
    const unitMismatch = await count(
      t.db,
      'select count(*) from order_items where row_total_cents <> unit_price_cents * quantity',
    );
    expect(unitMismatch).toBe(0);
  });

  it('prices lines from the ship-to’s own price list', async () => {
    const foreign = await count(
      t.db,
      `select count(*) from order_items i join orders o on o.id = i.order_id join ship_tos s on s.id = o.ship_to_id
       join prices p on p.price_list_id = s.price_list_id and p.sku = i.sku
       where i.unit_price_cents <> p.list_price_cents - p.discount_cents - p.high_markets_discount_cents + p.excise_cents`,
    );
    expect(foreign).toBe(0);
  });

  it('reaches 18 months back and up to the last days, for every ship-to', async () => {
    const today = localDate(new Date(), 'Europe/Rome');
    const [span] = await rows<{ first: string; last: string }>(
      t.db,
      "select to_char(min(created_at), 'YYYY-MM-DD') as first, to_char(max(created_at), 'YYYY-MM-DD') as last from orders",
    );
    expect(span!.first <= addDays(today, -500)).toBe(true);
    expect(span!.last >= addDays(today, -7)).toBe(true);
    expect(await count(t.db, 'select count(distinct ship_to_id) from orders')).toBe(
      await count(t.db, 'select count(*) from ship_tos'),
    );
  });

  it('stops the suspended ship-to’s orders months ago', async () => {
    const [latest] = await rows<{ days: number }>(
      t.db,
      `select (current_date - max(o.created_at)::date)::int as days from orders o
       join ship_tos s on s.id = o.ship_to_id where s.status = 'SUSPENDED'`,
    );
    expect(latest!.days).toBeGreaterThan(90);
  });

  it('uses the statuses of spec 2 §4: old orders delivered, recent ones open, a few cancelled', async () => {
    const statuses = await rows<{ status: string; processing_status: string; recent: boolean }>(
      t.db,
      `select distinct status, processing_status, delivery_date >= current_date as recent from orders`,
    );
    for (const row of statuses) {
      expect(DELIVERY_STATUSES).toContain(row.status);
      expect(PROCESSING_STATUSES).toContain(row.processing_status);
    }
    const old = statuses.filter((row) => !row.recent).map((row) => row.status);
    expect(old).toContain('DELIVERED');
    expect(old).not.toContain('AWAITING SHIPMENT');
    expect(statuses.filter((row) => row.recent).map((row) => row.status)).toContain('AWAITING SHIPMENT');
    expect(await count(t.db, "select count(*) from orders where status = 'CANCELLED'")).toBeGreaterThan(10);
  });

  it('delivers on working days after the order day', async () => {
    const dates = await rows<{ created: string; delivery: string }>(
      t.db,
      "select to_char(created_at, 'YYYY-MM-DD') as created, delivery_date::text as delivery from orders",
    );
    for (const { created, delivery } of dates) {
      expect(delivery > created).toBe(true);
      expect(['SAT', 'SUN']).not.toContain(dayCodeOf(delivery));
    }
  });

  it('links empties returns and beer orders both ways; empties orders hold only ZQCR items', async () => {
    expect(await count(t.db, 'select count(*) from orders where is_empties_return')).toBeGreaterThan(100);
    const broken = await count(
      t.db,
      `select count(*) from orders e left join orders b on b.id = e.linked_order_id
       where e.is_empties_return and (b.id is null or b.linked_order_id <> e.id or b.is_empties_return)`,
    );
    expect(broken).toBe(0);
    expect(
      await count(
        t.db,
        "select count(*) from order_items i join orders o on o.id = i.order_id where o.is_empties_return and i.material_type <> 'ZQCR'",
      ),
    ).toBe(0);
    const types = await rows<{ order_type: string }>(
      t.db,
      'select distinct order_type from orders where is_empties_return',
    );
    for (const { order_type } of types) expect(order_type).toMatch(/^empties/);
  });

  it('sends wholesale depots full trucks: 20 pallets or more, within their maximum weight', async () => {
    const trucks = await rows<{ pallets: number; weight_kg: number; max_weight_kg: number }>(
      t.db,
      `select sum(i.pallets)::int as pallets, o.total_weight_g / 1000.0 as weight_kg, s.max_weight_kg
       from orders o join ship_tos s on s.id = o.ship_to_id join order_items i on i.order_id = o.id
       where s.customer_type = 'WHSL' and not o.is_empties_return group by o.id, s.max_weight_kg`,
    );
    expect(trucks.length).toBeGreaterThan(100);
    for (const truck of trucks) {
      expect(truck.pallets).toBeGreaterThanOrEqual(20);
      expect(Number(truck.weight_kg)).toBeLessThanOrEqual(truck.max_weight_kg);
    }
  });

  it('orders the same products again and again at each ship-to (affinity for recommendations)', async () => {
    const [repeat] = await rows<{ share: number }>(
      t.db,
      `select avg(top)::float as share from (
         select o.ship_to_id, max(n)::float / sum(n) * count(*) as top from (
           select o.ship_to_id, i.sku, count(*) as n from orders o join order_items i on i.order_id = o.id
           where not o.is_empties_return group by 1, 2) o group by 1) x`,
    );
    // A ship-to's favourite products appear far more often than an even spread would give.
    expect(repeat!.share).toBeGreaterThan(3);
  });
  it('gives onpremise@ what the order actions need (issue 12): a cancellable beer order with its empties order, and a saved order holding a discontinued product', async () => {
    const fresh = await rows<{ beer: string; empties: string; user_email: string }>(
      t.db,
      `select b.order_number as beer, e.order_number as empties, u.email as user_email
       from orders b join orders e on e.id = b.linked_order_id and e.linked_order_id = b.id
       join users u on u.id = b.user_id
       where b.ship_to_id = '0002000001' and not b.is_empties_return and e.is_empties_return
         and b.status = 'AWAITING SHIPMENT' and b.processing_status = 'Not Yet Processed'
         and e.status = 'AWAITING SHIPMENT' and e.processing_status = 'Not Yet Processed'
         and b.delivery_date > current_date`,
    );
    expect(fresh.map((row) => row.user_email)).toContain('onpremise@example.com');
    const discontinued = await count(
      t.db,
      `select count(*) from saved_orders s join users u on u.id = s.user_id
       join saved_order_items i on i.saved_order_id = s.id join products p on p.sku = i.sku
       where u.email = 'onpremise@example.com' and s.ship_to_id = '0002000001' and s.is_active and not p.sellable`,
    );
    // One for each journey variant that re-orders one (a partial re-order retires it).
    expect(discontinued).toBeGreaterThanOrEqual(2);
    const orderable = await count(
      t.db,
      `select count(*) from saved_orders s join users u on u.id = s.user_id
       join saved_order_items i on i.saved_order_id = s.id join products p on p.sku = i.sku
       where u.email = 'onpremise@example.com' and s.is_active and p.sellable`,
    );
    expect(orderable).toBeGreaterThanOrEqual(1);
  });
});
