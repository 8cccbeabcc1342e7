import {
  emptiesBalanceSchema,
  REPORTING_MESSAGES,
  reportDataSchema,
  reportsResponseSchema,
} from '@spina/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalConfig } from '../../db/schema';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: Record<string, string>;
const BASE = '/api/content/v1/reports';
const PERIOD = { from: '2025-01-01', to: '2025-12-31' };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'onpremise@example.com');
});
afterAll(async () => t.close());

const report = (query: Record<string, string>, headers = owner) =>
  t.request({ url: `${BASE}/data`, query, headers });

/** Hectolitres and value of the owner's orders in 2025 (optionally one ship-to), summed straight in SQL. */
async function sqlSums(shipToId?: string) {
  const result = await t.db.execute<{ hl: number; cents: number }>(sql`
    select coalesce(sum(i.quantity * p.number_of_items_in_box * p.volume_ml), 0)::float8 / 100000 as hl,
           coalesce(sum(i.row_total_cents), 0)::bigint as cents
      from order_items i join orders o on o.id = i.order_id join products p on p.sku = i.sku
     where o.status <> 'CANCELLED' and i.material_type <> 'ZQCR'
       and o.delivery_date between ${PERIOD.from} and ${PERIOD.to}
       and o.ship_to_id in (select g.ship_to_id from user_ship_to_roles g join users u on u.id = g.user_id
                             join roles r on r.id = g.role_id
                            where u.email = 'onpremise@example.com'
                              and 'Reporting' = any(r.permissions || g.extended_permissions))
       and (${shipToId ?? null}::text is null or o.ship_to_id = ${shipToId ?? null})`);
  return { hl: Number(result.rows[0]!.hl), cents: Number(result.rows[0]!.cents) };
}

describe('reports/GetAllReports (spec 3 §7; issue 14 item 5)', () => {
  it('lists the native reports by month, brand, packaging and ship-to', async () => {
    const list = reportsResponseSchema.parse(
      (await t.request({ url: `${BASE}/GetAllReports`, headers: owner })).json(),
    );
    expect(list.results.map((item) => item.dimension)).toEqual([
      'month',
      'brand',
      'packaging',
      'ship-to',
      'month',
    ]);
  });

  it('refuses a user without Reporting (basic@example.com) with 403', async () => {
    const basic = await signIn(t, 'basic@example.com');
    expect((await t.request({ url: `${BASE}/GetAllReports`, headers: basic })).statusCode).toBe(403);
  });
});

describe('reports/data: volume and value, by SQL aggregates over the caller’s orders', () => {
  it.each(['volume-by-month', 'volume-by-brand', 'volume-by-packaging', 'volume-by-ship-to'])(
    '%s adds up to the SQL sums of the period',
    async (id) => {
      const response = await report({ report: id, ...PERIOD });
      expect(response.statusCode).toBe(200);
      const data = reportDataSchema.parse(response.json());
      const sums = await sqlSums();
      expect(sums.hl).toBeGreaterThan(0);
      expect(data.totals.hl).toBeCloseTo(sums.hl, 0);
      expect(data.totals.value_cents).toBe(sums.cents);
      expect(data.rows.reduce((sum, row) => sum + row.value_cents, 0)).toBe(sums.cents);
    },
  );

  it('by month answers one row per month of the period, in order', async () => {
    const data = reportDataSchema.parse((await report({ report: 'volume-by-month', ...PERIOD })).json());
    expect(data.rows.map((row) => row.key)).toEqual(data.rows.map((row) => row.key).sort());
    expect(data.rows.every((row) => row.key.startsWith('2025-'))).toBe(true);
  });

  it('filters by ship-to and by brand', async () => {
    const all = reportDataSchema.parse((await report({ report: 'volume-by-brand', ...PERIOD })).json());
    const shipTo = all.ship_tos[0]!.id;
    const one = reportDataSchema.parse(
      (await report({ report: 'volume-by-brand', ...PERIOD, shipTo })).json(),
    );
    expect(one.totals.value_cents).toBe((await sqlSums(shipTo)).cents);
    const brand = all.rows.find((row) => row.key !== '')!;
    const branded = reportDataSchema.parse(
      (await report({ report: 'volume-by-month', ...PERIOD, brand: brand.key })).json(),
    );
    expect(branded.totals.value_cents).toBe(brand.value_cents);
  });

  it('offers the brands bought in the period, and keeps the brand chosen listed', async () => {
    const parse = async (query: Record<string, string>) =>
      reportDataSchema.parse((await report({ report: 'volume-by-brand', ...query })).json());
    const year = await parse(PERIOD);
    // Exactly the brands the report counts in the period: none that would answer an empty report.
    const counted = year.rows.filter((row) => row.key !== '').map((row) => row.key);
    expect(year.brands.map((brand) => brand.id).sort()).toEqual(counted.sort());
    const quiet = { from: '2001-01-01', to: '2001-01-31' };
    const none = await parse(quiet);
    expect(none.rows).toEqual([]);
    expect(none.brands).toEqual([]);
    const chosen = year.brands[0]!;
    expect((await parse({ ...quiet, brand: chosen.id })).brands).toEqual([chosen]);
  });

  it("answers another customer's ship-to and an unknown one with the same 404", async () => {
    const result = await t.db.execute<{ id: string }>(sql`
      select s.id from ship_tos s join companies c on c.id = s.company_id
       where c.name <> 'Birreria Al Portico S.r.l.' limit 1`);
    const foreign = await report({ report: 'volume-by-month', shipTo: result.rows[0]!.id });
    const unknown = await report({ report: 'volume-by-month', shipTo: '9999999999' });
    for (const answer of [foreign, unknown]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: REPORTING_MESSAGES.shipToNotFound });
    }
  });

  it('refuses an unknown report and a period backwards with 400', async () => {
    expect((await report({ report: 'volume-by-mood' })).statusCode).toBe(400);
    expect(
      (await report({ report: 'volume-by-month', from: '2025-05-01', to: '2025-04-01' })).statusCode,
    ).toBe(400);
  });
});

describe('reports/GetReportEmbededConfig', () => {
  it('answers 404 unless an external report is configured, then the configuration', async () => {
    const ask = () => t.request({ url: `${BASE}/GetReportEmbededConfig`, headers: owner });
    const none = await ask();
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(REPORTING_MESSAGES.notConfigured);
    const external = { title: 'Sell-out', url: 'https://reports.example.com/sell-out' };
    await t.db.insert(portalConfig).values({ key: 'external_report', value: external });
    try {
      expect((await ask()).json()).toEqual(external);
    } finally {
      await t.db.execute(sql`delete from portal_config where key = 'external_report'`);
    }
  });
});

describe('reports/empties-balance: the empties held over time', () => {
  it('ends each month on the opening plus the movements so far, equal to the SQL sum of the movements', async () => {
    const response = await t.request({ url: `${BASE}/empties-balance`, query: PERIOD, headers: owner });
    expect(response.statusCode).toBe(200);
    const report = emptiesBalanceSchema.parse(response.json());
    expect(report.rows.length).toBeGreaterThan(0);
    let balance = report.opening_balance;
    for (const row of report.rows) {
      balance += row.in - row.out;
      expect(row.balance).toBe(balance);
    }
    const result = await t.db.execute<{ units: number }>(sql`
      select coalesce(sum(m.quantity), 0)::int as units from empties_movements m
       where m.movement_date <= ${PERIOD.to}
         and m.ship_to_id in (select g.ship_to_id from user_ship_to_roles g join users u on u.id = g.user_id
                               join roles r on r.id = g.role_id
                              where u.email = 'onpremise@example.com'
                                and 'Reporting' = any(r.permissions || g.extended_permissions))`);
    expect(report.rows.at(-1)!.balance).toBe(Number(result.rows[0]!.units));
  });

  it("answers another customer's ship-to with 404", async () => {
    const response = await t.request({
      url: `${BASE}/empties-balance`,
      query: { shipTo: '9999999999' },
      headers: owner,
    });
    expect(response.statusCode).toBe(404);
  });
});
