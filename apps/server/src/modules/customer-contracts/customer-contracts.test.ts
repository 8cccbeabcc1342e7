import {
  contractEvaluationSchema,
  CUSTOMER_CONTRACT_MESSAGES,
  customerContractsResponseSchema,
  evaluateContract,
  localDate,
  type CustomerContract,
} from '@spina/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: Record<string, string>;
let mine: CustomerContract[];
const today = localDate(new Date(), 'Europe/Rome');
const BASE = '/api/general/v1';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'onpremise@example.com');
  mine = customerContractsResponseSchema.parse(
    (await t.request({ url: `${BASE}/contracts`, headers: owner })).json(),
  ).results;
});
afterAll(async () => t.close());

/** The hectolitres bought on `shipToIds` between two days, summed straight in SQL. */
async function sqlHl(shipToIds: string[], from: string, to: string): Promise<number> {
  const result = await t.db.execute<{ hl: number }>(sql`
    select coalesce(sum(i.quantity * p.number_of_items_in_box * p.volume_ml), 0)::float8 / 100000 as hl
      from order_items i join orders o on o.id = i.order_id join products p on p.sku = i.sku
     where o.ship_to_id in ${sql.raw(`('${shipToIds.join("','")}')`)} and o.status <> 'CANCELLED'
       and i.material_type <> 'ZQCR' and o.delivery_date between ${from} and ${to}`);
  return Number(result.rows[0]!.hl);
}

async function foreignContractId(): Promise<string> {
  const result = await t.db.execute<{ id: string }>(sql`
    select c.id from customer_contracts c join companies co on co.id = c.company_id
     where co.name <> 'Birreria Al Portico S.r.l.' limit 1`);
  return result.rows[0]!.id;
}

describe('GET contracts (spec 3 §2 contracts, §7 "GET contracts"; issue 14 item 3)', () => {
  it("lists the customer's contracts, this year's and last year's, over their ship-tos", async () => {
    expect(mine.map((contract) => contract.period_start.slice(0, 4))).toEqual([
      today.slice(0, 4),
      String(Number(today.slice(0, 4)) - 1),
    ]);
    for (const contract of mine) {
      expect(contract.company_name).toBe('Birreria Al Portico S.r.l.');
      expect(contract.ship_tos.length).toBeGreaterThan(0);
      expect(contract.file_name).toBe(`${contract.number}.pdf`);
    }
  });

  it('computes the bought volume from the orders of the period, equal to the SQL sum, and its progress', async () => {
    for (const contract of mine) {
      const until = today < contract.period_end ? today : contract.period_end;
      const hl = await sqlHl(
        contract.ship_tos.map((shipTo) => shipTo.id),
        contract.period_start,
        until,
      );
      expect(hl).toBeGreaterThan(0);
      expect(contract.actual_hl).toBeCloseTo(hl, 1);
      expect(contract.progress_percent).toBeCloseTo((hl / contract.committed_hl) * 100, 0);
    }
  });

  it('refuses a user without Contracts (basic@example.com) with 403', async () => {
    const basic = await signIn(t, 'basic@example.com');
    expect((await t.request({ url: `${BASE}/contracts`, headers: basic })).statusCode).toBe(403);
  });
});

describe('GET power-bi/contract-evaluation, answered natively', () => {
  it("answers the domain's evaluation of the contract and its volume per brand", async () => {
    const contract = mine[0]!;
    const response = await t.request({
      url: `${BASE}/power-bi/contract-evaluation`,
      query: { contractId: contract.id },
      headers: owner,
    });
    expect(response.statusCode).toBe(200);
    const figures = contractEvaluationSchema.parse(response.json());
    const expected = evaluateContract(
      {
        periodStart: contract.period_start,
        periodEnd: contract.period_end,
        committedHl: contract.committed_hl,
        actualHl: figures.actual_hl,
      },
      figures.today,
    );
    expect(figures).toMatchObject({
      days_total: expected.daysTotal,
      days_elapsed: expected.daysElapsed,
      expected_hl: expected.expectedHl,
      remaining_hl: expected.remainingHl,
      standing: expected.standing,
    });
    const byBrand = figures.by_brand.reduce((sum, row) => sum + row.hl, 0);
    expect(byBrand).toBeCloseTo(figures.actual_hl, 0);
  });

  it("answers another customer's contract and an unknown one with the same 404, a malformed id with 400", async () => {
    const ask = (contractId: string) =>
      t.request({ url: `${BASE}/power-bi/contract-evaluation`, query: { contractId }, headers: owner });
    const foreign = await ask(await foreignContractId());
    const unknown = await ask('00000000-0000-4000-8000-000000000000');
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    for (const answer of [foreign, unknown])
      expect(answer.json()).toMatchObject({ message: CUSTOMER_CONTRACT_MESSAGES.notFound });
    expect((await ask('not-an-id')).statusCode).toBe(400);
  });
});

describe('GET contracts/{id}/file: the contract file', () => {
  it('is a PDF served as an attachment that is never sniffed', async () => {
    const contract = mine[0]!;
    const response = await t.request({ url: `${BASE}/contracts/${contract.id}/file`, headers: owner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="${contract.number}.pdf"`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.startsWith('%PDF-')).toBe(true);
    expect(response.body).toContain(contract.number);
  });

  it("answers another customer's contract file with 404", async () => {
    const response = await t.request({
      url: `${BASE}/contracts/${await foreignContractId()}/file`,
      headers: owner,
    });
    expect(response.statusCode).toBe(404);
  });
});
