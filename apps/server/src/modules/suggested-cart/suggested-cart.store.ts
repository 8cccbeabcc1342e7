import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { PastOrder } from '@spina/domain';
import type { Database } from '../../db/client';
import { carts, companies, markets, orderItems, orders, shipTos } from '../../db/schema';
import { USUAL_ORDER_RECENT_ORDERS } from '@spina/domain';

/** The latest beer orders of a ship-to with their lines, as the usual-order rule reads them. */
export async function loadRecentOrders(db: Database, shipToId: string): Promise<PastOrder[]> {
  const recent = await db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(eq(orders.shipToId, shipToId), eq(orders.isEmptiesReturn, false), ne(orders.status, 'CANCELLED')),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(USUAL_ORDER_RECENT_ORDERS);
  if (recent.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderItems.orderId,
      sku: orderItems.sku,
      materialType: orderItems.materialType,
      packages: orderItems.quantity,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        recent.map((order) => order.id),
      ),
    );
  return recent.map((order) => ({
    placedAt: order.createdAt.toISOString(),
    lines: lines.filter((line) => line.orderId === order.id),
  }));
}

/** A ship-to with its market's time zone and the user's open cart on it, if any. */
export async function loadShipToContext(db: Database, userId: string, shipToId: string) {
  const [row] = await db
    .select({
      shipTo: shipTos,
      timeZone: markets.timeZone,
      cart: {
        orderType: carts.orderType,
        deliveryDate: carts.deliveryDate,
        shipmentMode: carts.shipmentMode,
      },
    })
    .from(shipTos)
    .innerJoin(companies, eq(companies.id, shipTos.companyId))
    .innerJoin(markets, eq(markets.code, companies.marketCode))
    .leftJoin(carts, and(eq(carts.shipToId, shipTos.id), eq(carts.userId, userId), eq(carts.status, 'open')))
    .where(eq(shipTos.id, shipToId));
  return row ?? null;
}
