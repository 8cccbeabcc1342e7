import { customerContractsResponseSchema, localDate, type CustomerContract } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onQuery } from '../../db/client';
import { customerContracts } from '../../db/schema';
import { rows } from '../../db/seed/seed-test-helpers';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * SQL statements of the contracts list (DESIGN §1.5: few queries per request, no N+1): the bought volume of every
 * contract is read in one grouped statement, so the list costs the same for 2 contracts as for 10.
 */
const URL = '/api/general/v1/contracts';
const today = localDate(new Date(), 'Europe/Rome');
const year = Number(today.slice(0, 4));

let t: TestApp;
let owner: Record<string, string>;
let shipToIds: string[];
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'onpremise@example.com');
  const shipTos = await rows<{ id: string; company_id: string }>(
    t.db,
    "select id, company_id from ship_tos where name like 'Birreria Al Portico%' order by id",
  );
  shipToIds = shipTos.map((row) => row.id);
  companyId = shipTos[0]!.company_id;
  await list(); // warms the per-user caches of sign-in and the portal settings
});
afterAll(async () => t.close());

async function list(): Promise<CustomerContract[]> {
  const response = await t.request({ url: URL, headers: owner });
  expect(response.statusCode, response.body).toBe(200);
  return customerContractsResponseSchema.parse(response.json()).results;
}

async function statementsOfList(): Promise<{ statements: string[]; contracts: CustomerContract[] }> {
  const statements: string[] = [];
  const stop = onQuery(t.db, (query) => statements.push(query));
  try {
    return { contracts: await list(), statements };
  } finally {
    stop();
  }
}

/** The hectolitres bought on `ids` between two days, summed straight in SQL (the contracts test's sum). */
async function sqlHl(ids: string[], from: string, to: string): Promise<number> {
  const [row] = await rows<{ hl: number }>(
    t.db,
    `select coalesce(sum(i.quantity * p.number_of_items_in_box * p.volume_ml), 0)::float8 / 100000 as hl
       from order_items i join orders o on o.id = i.order_id join products p on p.sku = i.sku
      where o.ship_to_id in ('${ids.join("','")}') and o.status <> 'CANCELLED'
        and i.material_type <> 'ZQCR' and o.delivery_date between '${from}' and '${to}'`,
  );
  return Number(row!.hl);
}

describe('statements of GET contracts', () => {
  it('reads 2 contracts and 10 contracts in the same few statements, each with its own volume', async () => {
    const two = await statementsOfList();
    expect(two.contracts).toHaveLength(2);
    // Eight more contracts: one per ship-to and quarter of last year, one not started yet, one over all ship-tos.
    const quarters = ['01-01', '04-01', '07-01', '10-01'];
    await t.db.insert(customerContracts).values([
      ...quarters.slice(0, 3).flatMap((start, index) => [
        {
          contractNumber: `STMT-${index}-A`,
          companyId,
          shipToIds: [shipToIds[index % shipToIds.length]!],
          periodStart: `${year - 1}-${start}`,
          periodEnd: `${year - 1}-${quarters[index + 1]}`,
          committedHl: 10 + index,
        },
        {
          contractNumber: `STMT-${index}-B`,
          companyId,
          shipToIds: shipToIds.slice(0, 2),
          periodStart: `${year - 1}-${start}`,
          periodEnd: `${year}-12-31`,
          committedHl: 50 + index,
        },
      ]),
      {
        contractNumber: 'STMT-FUTURE',
        companyId,
        shipToIds,
        periodStart: `${year + 1}-01-01`,
        periodEnd: `${year + 1}-12-31`,
        committedHl: 100,
      },
      {
        contractNumber: 'STMT-ALL',
        companyId,
        shipToIds,
        periodStart: `${year - 2}-06-01`,
        periodEnd: `${year}-12-31`,
        committedHl: 500,
      },
    ]);
    const ten = await statementsOfList();
    expect(ten.contracts).toHaveLength(10);
    expect(ten.statements).toHaveLength(two.statements.length);
    // The contracts, the ship-tos' names and one grouped volume read (PostgreSQL adds no begin/commit here).
    expect(ten.statements.filter((query) => /order_items/.test(query))).toHaveLength(1);

    for (const contract of ten.contracts) {
      const until = contract.period_end < today ? contract.period_end : today;
      const expected =
        until < contract.period_start
          ? 0
          : await sqlHl(
              contract.ship_tos.map((shipTo) => shipTo.id),
              contract.period_start,
              until,
            );
      // actual_hl is rounded to 0.1 hl.
      expect(Math.abs(contract.actual_hl - expected), contract.number).toBeLessThanOrEqual(0.051);
    }
    const future = ten.contracts.find((contract) => contract.number === 'STMT-FUTURE')!;
    expect(future.actual_hl).toBe(0);
  });
});
