import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { recordOrderCancelled } from '../erp/erp.outbox';
import { recordOrderChanges } from '../orders/orders.status-history';

/**
 * Reads and writes of the actions on placed orders. An order is always looked up on one ship-to (the `outletid`
 * one, whose My Orders the caller holds), so another customer's order is never read: it answers like a missing one.
 */

/** How a caller names an order: its order number, or its SAP id (cancelOrder's sap_id). */
const namedBy = (key: string) => or(eq(orders.orderNumber, key), eq(orders.sapId, key));

/** Longest order number or SAP id looked up; anything longer names no order. */
export const ORDER_KEY_MAX = 40;

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order named by `key` on the ship-to with the orders linked to it (spec 2 §4: a beer order and its empties
 * order go together), the one asked for first; empty when there is none. With `lock`, the rows are
 * locked (FOR UPDATE) and read as they are once a concurrent change of them has committed.
 */
export async function loadOrderGroup(
  db: Database,
  shipToId: string,
  key: string,
  lock: boolean,
): Promise<OrderRow[]> {
  const trimmed = key.trim();
  if (trimmed === '' || trimmed.length > ORDER_KEY_MAX) return [];
  const [asked] = await db
    .select({ id: orders.id, linkedOrderId: orders.linkedOrderId })
    .from(orders)
    .where(and(eq(orders.shipToId, shipToId), namedBy(trimmed)));
  if (!asked) return [];
  // The asked order, the order it links to, and every order linking to either: a placement's orders all link to
  // its main order, and the main order to one of them.
  const ids = [asked.id, ...(asked.linkedOrderId ? [asked.linkedOrderId] : [])];
  const query = db
    .select()
    .from(orders)
    .where(
      and(eq(orders.shipToId, shipToId), or(inArray(orders.id, ids), inArray(orders.linkedOrderId, ids))),
    )
    .orderBy(asc(orders.id));
  const rows = lock ? await query.for('update') : await query;
  return [...rows].sort((a, b) => Number(b.id === asked.id) - Number(a.id === asked.id));
}

/** The lines of orders, in line order. */
export function loadOrderLines(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.line));
}
export type OrderLineRow = typeof orderItems.$inferSelect;

/**
 * Cancels orders that are not cancelled yet, inside the caller's transaction: status CANCELLED, a status-history
 * row each (source portal, the user and `reason` as its reference: cancel or edit), and an `order.cancelled` event
 * each for the ERP. Answers the orders it cancelled.
 */
export async function cancelOrders(
  tx: Database,
  group: readonly OrderRow[],
  by: { userId: string; reason: 'cancel' | 'edit'; at: Date },
): Promise<OrderRow[]> {
  const open = group.filter((order) => order.status !== 'CANCELLED');
  if (open.length === 0) return [];
  await tx
    .update(orders)
    .set({ status: 'CANCELLED' })
    .where(
      and(
        inArray(
          orders.id,
          open.map((order) => order.id),
        ),
        ne(orders.status, 'CANCELLED'),
      ),
    );
  await recordOrderChanges(
    tx,
    open.map((order) => ({ orderId: order.id, field: 'status', from: order.status, to: 'CANCELLED' })),
    { source: 'portal', sourceRef: by.reason, userId: by.userId },
  );
  const numberOf = new Map(group.map((order) => [order.id, order.orderNumber]));
  for (const order of open) {
    await recordOrderCancelled(tx, {
      order_id: order.id,
      order_number: order.orderNumber,
      sap_id: order.sapId,
      linked_order_number: order.linkedOrderId ? (numberOf.get(order.linkedOrderId) ?? null) : null,
      is_empties_return: order.isEmptiesReturn,
      ship_to_id: order.shipToId,
      company_id: order.companyId,
      user_id: by.userId,
      cancelled_at: by.at.toISOString(),
      reason: by.reason,
    });
  }
  return open;
}
