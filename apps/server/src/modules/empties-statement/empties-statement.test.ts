import {
  EMPTIES_STATEMENT_MESSAGES,
  emptiesMaterialsResponseSchema,
  emptiesMovementsResponseSchema,
  emptiesStatementResponseSchema,
  movementCode,
} from '@spina/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipTos } from '../../db/schema';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: Record<string, string>;
let lungomare: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'onpremise@example.com');
  lungomare = await shipToIdOf('Birreria Al Portico – Lungomare');
});
afterAll(async () => t.close());

async function shipToIdOf(name: string): Promise<string> {
  const [row] = await t.db.select({ id: shipTos.id }).from(shipTos).where(eq(shipTos.name, name));
  if (!row) throw new Error(`No ship-to ${name}`);
  return row.id;
}

const BASE = '/api/general/v1/ordersstatement';
const read = (path: string, query: Record<string, string | number>, headers = owner) =>
  t.request({
    url: `${BASE}${path}`,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers,
  });

async function movementCount(shipToId: string, from: string, to: string): Promise<number> {
  const result = await t.db.execute<{ count: number }>(
    sql`select count(*)::int as count from empties_movements
         where ship_to_id = ${shipToId} and movement_date between ${from} and ${to}`,
  );
  return Number(result.rows[0]!.count);
}

describe('GET ordersstatement: the estratto (spec 3 §2, §3 "Empties statement rows", §7)', () => {
  it('answers the header and per material opening, in, out, adjustment and closing that add up', async () => {
    const response = await read('', { shipTo: lungomare, from: '2026-01-01', to: '2026-06-30' });
    expect(response.statusCode).toBe(200);
    const statement = emptiesStatementResponseSchema.parse(response.json());
    expect(statement.header).toMatchObject({
      customer: 'Birreria Al Portico S.r.l.',
      customer_code: expect.stringMatching(/^\d{10}$/),
      vat: expect.stringMatching(/^\d{11}$/),
      ship_to_id: lungomare,
      period_start: '2026-01-01',
      period_end: '2026-06-30',
    });
    expect(statement.total).toBe(statement.results.length);
    expect(statement.total).toBeGreaterThan(0);
    for (const row of statement.results) {
      expect(row.closing_balance).toBe(row.opening_balance + row.in - row.out + row.adjustment);
      expect(row.in).toBeGreaterThanOrEqual(0);
      expect(row.out).toBeGreaterThanOrEqual(0);
    }
  });

  it('defaults the period to this year up to today', async () => {
    const statement = emptiesStatementResponseSchema.parse((await read('', { shipTo: lungomare })).json());
    const today = new Date().toISOString().slice(0, 10);
    expect(statement.header.period_start).toBe(`${today.slice(0, 4)}-01-01`);
    expect(statement.header.period_end.slice(0, 4)).toBe(today.slice(0, 4));
  });

  it("one period's closing is the next period's opening, and every balance is the sum of the movements", async () => {
    const first = emptiesStatementResponseSchema.parse(
      (await read('', { shipTo: lungomare, from: '2025-07-01', to: '2025-12-31' })).json(),
    );
    const second = emptiesStatementResponseSchema.parse(
      (await read('', { shipTo: lungomare, from: '2026-01-01', to: '2026-03-31' })).json(),
    );
    const closing = new Map(first.results.map((row) => [row.material, row.closing_balance]));
    for (const row of second.results) expect(row.opening_balance).toBe(closing.get(row.material) ?? 0);
    const sums = await t.db.execute<{ material: string; total: number }>(
      sql`select material, sum(quantity)::int as total from empties_movements
           where ship_to_id = ${lungomare} and movement_date <= '2026-03-31' group by material`,
    );
    const expected = Object.fromEntries(
      sums.rows.filter((row) => Number(row.total) !== 0).map((row) => [row.material, Number(row.total)]),
    );
    const held = Object.fromEntries(
      second.results
        .filter((row) => row.closing_balance !== 0)
        .map((row) => [row.material, row.closing_balance]),
    );
    expect(held).toEqual(expected);
  });
});

describe('the three views agree over the demo data', () => {
  it('riepilogo materiale and dettaglio movimenti add up to the estratto', async () => {
    const period = { shipTo: lungomare, from: '2025-06-01', to: '2026-05-31' };
    const statement = emptiesStatementResponseSchema.parse((await read('', period)).json());
    const materials = emptiesMaterialsResponseSchema.parse((await read('/materials', period)).json());
    expect(materials.results.map((row) => row.material)).toEqual(
      statement.results.map((row) => row.material),
    );
    for (const [index, row] of statement.results.entries()) {
      const material = materials.results[index]!;
      expect(material.closing_balance).toBe(row.closing_balance);
      expect(material.net).toBe(row.in - row.out + row.adjustment);
    }
    const movements = emptiesMovementsResponseSchema.parse(
      (await read('/movements', { ...period, pageSize: 100, page: 1 })).json(),
    );
    expect(movements.total).toBe(await movementCount(lungomare, period.from, period.to));
    expect(materials.results.reduce((sum, row) => sum + row.movements, 0)).toBe(movements.total);
    const pages = Math.ceil(movements.total / 100);
    const all = [...movements.results];
    for (let page = 2; page <= pages; page += 1) {
      const next = emptiesMovementsResponseSchema.parse(
        (await read('/movements', { ...period, pageSize: 100, page })).json(),
      );
      all.push(...next.results);
    }
    expect(new Set(all.map((row) => row.id)).size).toBe(movements.total);
    for (const row of statement.results) {
      const own = all.filter((movement) => movement.material === row.material);
      const kind = (code: string) => movementCode(code)!.kind;
      expect(own.filter((m) => kind(m.movement_type) === 'in').reduce((s, m) => s + m.quantity, 0)).toBe(
        row.in,
      );
      expect(own.filter((m) => kind(m.movement_type) === 'out').reduce((s, m) => s - m.quantity, 0)).toBe(
        row.out,
      );
    }
  });

  it('lists movements newest first with code, description in the language asked, depot, delivery point, invoice', async () => {
    const page = emptiesMovementsResponseSchema.parse(
      (
        await read('/movements', { shipTo: lungomare, from: '2025-01-01', to: '2026-12-31', lang: 'en' })
      ).json(),
    );
    expect(page.results.length).toBe(Math.min(25, page.total));
    const dates = page.results.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const delivery = page.results.find((row) => row.movement_type === 'XD' || row.movement_type === 'XS')!;
    expect(delivery).toMatchObject({
      quantity: expect.any(Number),
      depot: expect.any(String),
      delivery_point: expect.stringContaining(lungomare),
      invoice: expect.any(String),
      order_number: expect.stringMatching(/^\d+$/),
    });
    expect(delivery.quantity).toBeGreaterThan(0);
    expect(delivery.movement_description).toMatch(/^Delivery from/);
  });

  it('no ship-to ever holds a negative number of an empties item (running balances over the whole demo data)', async () => {
    const result = await t.db.execute<{ negatives: number; shipTos: number }>(
      sql`select count(*) filter (where running < 0)::int as negatives, count(distinct ship_to_id)::int as "shipTos"
            from (select ship_to_id, sum(quantity) over (partition by ship_to_id, material
                   order by movement_date, quantity desc rows unbounded preceding) as running
                    from empties_movements) balances`,
    );
    expect(Number(result.rows[0]!.negatives)).toBe(0);
    expect(Number(result.rows[0]!.shipTos)).toBeGreaterThan(5);
  });
});

describe('who may read which statement (decision 0032)', () => {
  it("refuses another customer's ship-to exactly as an unknown one: 404 'The financial statement does not exist'", async () => {
    const theirs = await shipToIdOf('Osteria del Ponte');
    for (const shipTo of [theirs, '0009999999']) {
      for (const path of ['', '/materials', '/movements']) {
        const response = await read(path, { shipTo });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: EMPTIES_STATEMENT_MESSAGES.notFound });
      }
    }
  });

  it('refuses the owner’s own ship-tos without Empties Management, and a user holding only Catalogue there', async () => {
    const centro = await shipToIdOf('Birreria Al Portico – Centro');
    expect((await read('', { shipTo: centro })).statusCode).toBe(404);
    const basic = await signIn(t, 'basic@example.com');
    expect((await read('', { shipTo: lungomare }, basic)).statusCode).toBe(404);
  });

  it('asks for a sign-in first', async () => {
    expect((await read('', { shipTo: lungomare }, {})).statusCode).toBe(401);
  });
});

describe('period validation', () => {
  it.each([
    [{ from: '2026-02-30' }, 'from is not a date'],
    [{ to: '26-01-01' }, 'YYYY-MM-DD'],
    [{ from: '2026-05-01', to: '2026-04-01' }, 'from must not be after to'],
    [{ from: '1999-12-31' }, 'from must not be before'],
    [{ from: '2999-01-01' }, 'from must not be after to'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ shipTo: 'abc' }, 'ship-to'],
  ])('%j is refused with 400', async (query, message) => {
    const response = await read('/movements', { shipTo: lungomare, ...query });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('a missing ship-to is refused with 400', async () => {
    expect((await t.request({ url: BASE, headers: owner })).statusCode).toBe(400);
  });
});
