import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, companies, customerContracts, orderItems, orders, products, shipTos } from '../../db/schema';
import { countedLines, lineHl } from '../reporting/reporting.volume';

/** The contracts covering any of the ship-tos given, newest period first. */
export async function readContracts(db: Database, shipToIds: string[], id?: string) {
  if (shipToIds.length === 0) return [];
  return db
    .select({
      id: customerContracts.id,
      number: customerContracts.contractNumber,
      companyName: companies.name,
      shipToIds: customerContracts.shipToIds,
      periodStart: sql<string>`${customerContracts.periodStart}::text`,
      periodEnd: sql<string>`${customerContracts.periodEnd}::text`,
      committedHl: customerContracts.committedHl,
    })
    .from(customerContracts)
    .innerJoin(companies, eq(companies.id, customerContracts.companyId))
    .where(
      and(
        sql`${customerContracts.shipToIds} && ${sql.param(shipToIds)}::text[]`,
        id ? eq(customerContracts.id, id) : undefined,
      ),
    )
    .orderBy(desc(customerContracts.periodStart), asc(customerContracts.contractNumber));
}

export type ContractRecord = Awaited<ReturnType<typeof readContracts>>[number];

/**
 * Hectolitres bought under each contract given: on its ship-tos, from its start up to `day` or its end if that
 * comes first. One grouped statement whatever the number of contracts (the list used to run one per contract);
 * a contract with nothing bought is absent from the answer.
 */
export async function readBoughtHlOfContracts(
  db: Database,
  contracts: readonly ContractRecord[],
  day: string,
): Promise<Map<string, number>> {
  if (contracts.length === 0) return new Map();
  const rows = await db
    .select({ id: customerContracts.id, hl: lineHl })
    .from(customerContracts)
    .innerJoin(orders, sql`${orders.shipToId} = any(${customerContracts.shipToIds})`)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(products, eq(products.sku, orderItems.sku))
    .where(
      and(
        inArray(
          customerContracts.id,
          contracts.map((contract) => contract.id),
        ),
        countedLines(
          sql`${customerContracts.periodStart}`,
          sql`least(${customerContracts.periodEnd}, ${day}::date)`,
        ),
      ),
    )
    .groupBy(customerContracts.id);
  return new Map(rows.map((row) => [row.id, Number(row.hl)]));
}

/** The same hectolitres per brand, most first. */
export async function readBoughtHlByBrand(db: Database, contract: ContractRecord, until: string) {
  if (until < contract.periodStart) return [];
  const rows = await db
    .select({ brand: sql<string>`coalesce(${brands.name}, '')`, hl: lineHl })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.sku, orderItems.sku))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(orders.shipToId, contract.shipToIds), countedLines(contract.periodStart, until)))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`);
  return rows.map((row) => ({ brand: row.brand, hl: Number(row.hl) }));
}

/** Names of the ship-tos given. */
export async function readShipTos(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: shipTos.id, name: shipTos.name })
    .from(shipTos)
    .where(inArray(shipTos.id, ids))
    .orderBy(asc(shipTos.id));
}
