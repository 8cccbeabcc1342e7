import type { ReportId } from '@spina/domain';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  brands,
  emptiesMovements,
  orderItems,
  orders,
  portalConfig,
  products,
  shipTos,
} from '../../db/schema';
import { countedLines, lineHl, lineValueCents, orderCount } from './reporting.volume';

/** What a report groups by: the key and label of each group. */
const GROUPS: Record<ReportId, { key: SQL<string>; label: SQL<string> }> = {
  'volume-by-month': {
    key: sql<string>`to_char(${orders.deliveryDate}, 'YYYY-MM')`,
    label: sql<string>`to_char(${orders.deliveryDate}, 'YYYY-MM')`,
  },
  'volume-by-brand': {
    key: sql<string>`coalesce(${brands.id}, '')`,
    label: sql<string>`coalesce(${brands.name}, '')`,
  },
  'volume-by-packaging': {
    key: sql<string>`${products.packaging}`,
    label: sql<string>`${products.packaging}`,
  },
  'volume-by-ship-to': {
    key: sql<string>`${orders.shipToId}`,
    label: sql<string>`${shipTos.name}`,
  },
};

export type ReportFilter = {
  report: ReportId;
  shipToIds: string[];
  from: string;
  to: string;
  brand?: string | undefined;
};

/** A report's rows: one SQL aggregate over the counted order lines of the ship-tos given, in key order. */
export async function readReportRows(db: Database, filter: ReportFilter) {
  if (filter.shipToIds.length === 0) return [];
  const group = GROUPS[filter.report];
  const rows = await db
    .select({
      key: group.key,
      label: group.label,
      hl: lineHl,
      valueCents: lineValueCents,
      orders: orderCount,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.sku, orderItems.sku))
    .innerJoin(shipTos, eq(shipTos.id, orders.shipToId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        inArray(orders.shipToId, filter.shipToIds),
        countedLines(filter.from, filter.to),
        filter.brand ? eq(products.brandId, filter.brand) : undefined,
      ),
    )
    // By position: the key is an expression, which would not match itself by text with its parameters.
    .groupBy(sql`1, 2`)
    .orderBy(sql`1`);
  return rows.map((row) => ({ ...row, hl: Number(row.hl), valueCents: Number(row.valueCents) }));
}

/** The names of the ship-tos given, for the ship-to filter. */
export async function readShipToNames(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: shipTos.id, name: shipTos.name })
    .from(shipTos)
    .where(inArray(shipTos.id, ids))
    .orderBy(asc(shipTos.name));
}

/**
 * The brands of the brand filter: those the ship-tos given bought in the report's period (the lines the report
 * counts), so the choice never offers a brand that would answer an empty report, and a request reads the
 * period's orders, not the whole history. The brand already chosen stays listed even when the period holds
 * none of it, so the filter keeps showing what the report is filtered by.
 */
export async function readBoughtBrands(
  db: Database,
  filter: { shipToIds: string[]; from: string; to: string; chosen?: string | undefined },
) {
  if (filter.shipToIds.length === 0) return [];
  const bought = db
    .selectDistinct({ id: products.brandId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.sku, orderItems.sku))
    .where(and(inArray(orders.shipToId, filter.shipToIds), countedLines(filter.from, filter.to)));
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(or(inArray(brands.id, bought), filter.chosen ? eq(brands.id, filter.chosen) : undefined))
    .orderBy(asc(brands.name));
}

/** The portal's configured external report, if any (portal configuration key `external_report`). */
export async function readExternalReport(db: Database): Promise<unknown> {
  const [row] = await db
    .select({ value: portalConfig.value })
    .from(portalConfig)
    .where(eq(portalConfig.key, 'external_report'));
  return row?.value ?? null;
}

/** Empties movements of the ship-tos given: the sum before `from`, and per month of the period, in and out. */
export async function readEmptiesByMonth(db: Database, shipToIds: string[], from: string, to: string) {
  if (shipToIds.length === 0) return { opening: 0, months: [] };
  const [opening] = await db
    .select({ units: sql<number>`coalesce(sum(${emptiesMovements.quantity}), 0)::int` })
    .from(emptiesMovements)
    .where(
      and(inArray(emptiesMovements.shipToId, shipToIds), sql`${emptiesMovements.movementDate} < ${from}`),
    );
  const months = await db
    .select({
      month: sql<string>`to_char(${emptiesMovements.movementDate}, 'YYYY-MM')`,
      in: sql<number>`coalesce(sum(${emptiesMovements.quantity}) filter (where ${emptiesMovements.quantity} > 0), 0)::int`,
      out: sql<number>`coalesce(-sum(${emptiesMovements.quantity}) filter (where ${emptiesMovements.quantity} < 0), 0)::int`,
    })
    .from(emptiesMovements)
    .where(
      and(
        inArray(emptiesMovements.shipToId, shipToIds),
        sql`${emptiesMovements.movementDate} between ${from} and ${to}`,
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return { opening: Number(opening?.units ?? 0), months };
}
