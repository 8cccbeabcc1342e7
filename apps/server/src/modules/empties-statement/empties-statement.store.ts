import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, emptiesMovements, orders, products, shipTos } from '../../db/schema';

/** The ship-to and company a statement's header names, or null when either is gone. */
export async function readStatementOwner(db: Database, shipToId: string) {
  const [row] = await db
    .select({
      shipToId: shipTos.id,
      shipToName: shipTos.name,
      country: shipTos.country,
      companyId: companies.id,
      companyName: companies.name,
      vatNumber: companies.vatNumber,
    })
    .from(shipTos)
    .innerJoin(companies, eq(companies.id, shipTos.companyId))
    .where(and(eq(shipTos.id, shipToId), eq(shipTos.isActive, true), eq(companies.isActive, true)));
  return row ?? null;
}

/**
 * The movements up to the period's end summed per material, code and side of the period's start (before it or
 * in it), with the count and last day of those in the period: few rows however long the history, enough for
 * the domain to compute every balance.
 */
export async function readMovementSums(db: Database, shipToId: string, from: string, to: string) {
  const before = sql<boolean>`${emptiesMovements.movementDate} < ${from}`;
  return (
    db
      .select({
        material: emptiesMovements.material,
        code: emptiesMovements.movementType,
        before,
        quantity: sql<number>`sum(${emptiesMovements.quantity})::int`,
        movements: sql<number>`count(*)::int`,
        lastDate: sql<string>`max(${emptiesMovements.movementDate})::text`,
      })
      .from(emptiesMovements)
      .where(and(eq(emptiesMovements.shipToId, shipToId), lte(emptiesMovements.movementDate, to)))
      // By position: the period's start is a parameter, so the expression would not match itself by text.
      .groupBy(sql`1, 2, 3`)
  );
}

/** The names, weights and pictures of the empties items named. */
export async function readMaterials(db: Database, skus: readonly string[]) {
  if (skus.length === 0) return [];
  return db
    .select({
      sku: products.sku,
      name: products.catalogProductName,
      grossWeightG: products.grossWeightG,
      bottles: products.numberOfBottlesGabbie,
      smallImage: products.smallImageUrl,
    })
    .from(products)
    .where(inArray(products.sku, [...skus]));
}

/** One page of the period's movements, newest first, with the total in the period. */
export async function readMovementPage(
  db: Database,
  shipToId: string,
  period: { from: string; to: string },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(emptiesMovements.shipToId, shipToId),
    gte(emptiesMovements.movementDate, period.from),
    lte(emptiesMovements.movementDate, period.to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: emptiesMovements.id,
        date: sql<string>`${emptiesMovements.movementDate}::text`,
        material: emptiesMovements.material,
        name: products.catalogProductName,
        code: emptiesMovements.movementType,
        quantity: emptiesMovements.quantity,
        depot: emptiesMovements.depot,
        deliveryPoint: emptiesMovements.deliveryPoint,
        invoice: emptiesMovements.invoice,
        orderNumber: orders.orderNumber,
      })
      .from(emptiesMovements)
      .leftJoin(products, eq(products.sku, emptiesMovements.material))
      .leftJoin(orders, eq(orders.id, emptiesMovements.orderId))
      .where(where)
      .orderBy(desc(emptiesMovements.movementDate), asc(emptiesMovements.material), asc(emptiesMovements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(emptiesMovements).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}
