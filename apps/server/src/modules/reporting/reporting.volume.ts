import { SECTIONS, localDate, type IsoDate } from '@spina/domain';
import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../http/access';
import { orderItems, orders, products } from '../../db/schema';

/**
 * The one rule for "volume bought" shared by Reporting and the customer contracts (decision 0034): the order
 * lines of orders not cancelled, empties lines left out, each worth quantity × items per unit × volume per item,
 * in hectolitres (1 hl = 100,000 ml), and their value as charged (net of VAT, in cents).
 */
export const lineHl = sql<number>`coalesce(sum(${orderItems.quantity}::bigint * ${products.numberOfItemsInBox} * ${products.volumeMl}), 0)::float8 / 100000`;
export const lineValueCents = sql<number>`coalesce(sum(${orderItems.rowTotalCents}), 0)::bigint`;
export const orderCount = sql<number>`count(distinct ${orders.id})::int`;

/**
 * The orders and lines that count: not cancelled, goods only, delivered from `from` to `to` (both included).
 * The bounds may be SQL, e.g. a contract's period columns, so one grouped query can count several periods.
 */
export function countedLines(from: IsoDate | SQL, to: IsoDate | SQL): SQL {
  return and(
    ne(orders.status, 'CANCELLED'),
    ne(orderItems.materialType, 'ZQCR'),
    sql`${orders.deliveryDate} between ${from} and ${to}`,
  )!;
}

/** The caller's ship-tos holding `section` (Contracts or Reporting), sorted: the reach of every read here. */
export function shipTosWith(principal: Principal, section: string): string[] {
  return [...principal.shipTos.values()]
    .filter((grant) => grant.permissions.has(section))
    .map((grant) => grant.shipToId)
    .sort();
}

export const reportingShipTos = (principal: Principal) => shipTosWith(principal, SECTIONS.reporting);

/** Today in Italy, where the demo's orders are booked; periods and contract evaluations count from it. */
export function today(now: Date): IsoDate {
  return localDate(now, 'Europe/Rome');
}
