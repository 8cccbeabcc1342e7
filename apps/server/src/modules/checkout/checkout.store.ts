import { and, asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  cartEmpties,
  cartItems,
  carts,
  companies,
  markets,
  orderItems,
  orders,
  priceLists,
  shipTos,
} from '../../db/schema';
import { column, executeRows } from '../../db/sql-rows';
import { CART_CONTEXT_COLUMNS, type CartOwner } from '../cart/cart.store';

/**
 * Placement's reads and writes. The placing transaction locks the cart row first, so concurrent placements of one
 * cart run one after the other and each later one finds the first one's orders.
 */

/** An empties item the buyer returns with the cart (updateEmpties), with what the order needs of it. */
export type ReturnedEmptiesItem = {
  sku: string;
  quantity: number;
  name: string;
  materialType: string;
  grossWeightG: number;
};

/**
 * The cart locked for placing (whatever its status, so a placed cart is recognised), with its ship-to, payer,
 * market, transport rates, the returned empties, the caller's permissions on the ship-to as they are now, and an
 * earlier placement of the caller's Idempotency-Key or of this cart. That look-up reads the statement's snapshot:
 * after waiting for a concurrent placement of this cart, the locked row is read again and shows it `ordered`,
 * and a concurrent placement of the same key by another cart meets this one at the key's unique index.
 */
export async function lockCartForPlacement(
  db: Database,
  cartId: string,
  owner: CartOwner,
  idempotencyKey: string | null,
) {
  const [row] = await db
    .select({
      ...CART_CONTEXT_COLUMNS,
      returnedItems: sql<ReturnedEmptiesItem[]>`coalesce((
        select json_agg(json_build_object('sku', ce.sku, 'quantity', ce.quantity, 'name', ep.name,
          'materialType', ep.material_type, 'grossWeightG', ep.gross_weight_g) order by ce.sku)
        from cart_empties ce join products ep on ep.sku = ce.sku where ce.cart_id = ${carts.id}), '[]'::json)`,
      // The grant as it stands at this moment, not as the signed-in principal cached it.
      grant: sql<{ permissions: string[]; roles: string[] }>`(
        select json_build_object(
          'permissions', coalesce(json_agg(array_to_string(r.permissions || usr.extended_permissions, ',')), '[]'::json),
          'roles', coalesce(json_agg(r.name), '[]'::json))
        from user_ship_to_roles usr join roles r on r.id = usr.role_id
        where usr.user_id = ${carts.userId} and usr.ship_to_id = ${carts.shipToId})`,
      earlierOrderId: sql<string | null>`(
        select o.id from orders o
        where ${idempotencyKey === null ? sql`false` : sql`(o.user_id = ${owner.userId} and o.idempotency_key = ${idempotencyKey})`}
          or o.cart_id = ${carts.id}
        order by o.created_at limit 1)`,
    })
    .from(carts)
    .innerJoin(shipTos, eq(shipTos.id, carts.shipToId))
    .innerJoin(companies, eq(companies.id, shipTos.companyId))
    .innerJoin(markets, eq(markets.code, companies.marketCode))
    .innerJoin(priceLists, eq(priceLists.id, shipTos.priceListId))
    .where(and(eq(carts.id, cartId), eq(carts.userId, owner.userId), eq(carts.shipToId, owner.shipToId)))
    .for('update', { of: carts });
  return row ?? null;
}
export type PlacementContext = NonNullable<Awaited<ReturnType<typeof lockCartForPlacement>>>;

const linkedOrder = alias(orders, 'linked_order');

/** A placed order as the checkout answers it. */
const placedOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerOrderNumber: orders.customerOrderNumber,
  noteForDriver: orders.noteForDriver,
  sapId: orders.sapId,
  deliveryDate: orders.deliveryDate,
  orderType: orders.orderType,
  isEmptiesReturn: orders.isEmptiesReturn,
  linkedOrderId: orders.linkedOrderId,
  linkedOrderNumber: sql<string | null>`${linkedOrder.orderNumber}`,
  grandTotalCents: orders.grandTotalCents,
  cartId: orders.cartId,
};
export type PlacedOrderRow = {
  id: string;
  orderNumber: string;
  customerOrderNumber: string | null;
  noteForDriver: string | null;
  sapId: string | null;
  deliveryDate: string;
  orderType: string;
  isEmptiesReturn: boolean;
  linkedOrderId: string | null;
  linkedOrderNumber: string | null;
  grandTotalCents: number;
  cartId: string | null;
};

/**
 * The orders of an earlier placement, found by the caller's Idempotency-Key or by the cart it placed: its main
 * order first (the one carrying key and cart), then the orders linked to it. Empty when there was none.
 */
export async function findPlacement(
  db: Database,
  match: { userId: string; idempotencyKey: string | null; cartId: string },
): Promise<PlacedOrderRow[]> {
  const byKey =
    match.idempotencyKey === null
      ? sql`false`
      : and(eq(orders.userId, match.userId), eq(orders.idempotencyKey, match.idempotencyKey));
  const main = db
    .select({ id: orders.id })
    .from(orders)
    .where(or(byKey, eq(orders.cartId, match.cartId)))
    .orderBy(asc(orders.createdAt))
    .limit(1);
  const rows = await db
    .select(placedOrderColumns)
    .from(orders)
    .leftJoin(linkedOrder, eq(linkedOrder.id, orders.linkedOrderId))
    .where(or(eq(orders.id, sql`(${main})`), eq(orders.linkedOrderId, sql`(${main})`)))
    .orderBy(sql`${orders.cartId} is null`, asc(orders.orderNumber));
  return rows;
}

/** One of the caller's orders by its number (the thank-you page after a reload), or null. */
export async function loadOwnOrder(db: Database, userId: string, orderNumber: string) {
  const [row] = await db
    .select(placedOrderColumns)
    .from(orders)
    .leftJoin(linkedOrder, eq(linkedOrder.id, orders.linkedOrderId))
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  return row ?? null;
}

export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemInsert = typeof orderItems.$inferInsert;

/**
 * Writes a placement in one statement: its orders (numbered by the order-number sequence) and their lines, and
 * closes the cart (spec 2 §4 "After placing, basket items are cleared and the stored customer order number and
 * driver note are removed"): its lines and returned empties go, it is marked ordered, and the user's acceptance
 * of the terms is stored (spec 3 §5). Answers each order's id and number.
 */
export async function writeOrdersAndCloseCart(
  db: Database,
  placement: {
    orders: readonly OrderInsert[];
    items: readonly OrderItemInsert[];
    cartId: string;
    userId: string;
    at: Date;
  },
) {
  const placed = db
    .insert(orders)
    .values([...placement.orders])
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  const lines = db.insert(orderItems).values([...placement.items]);
  return executeRows(
    db,
    { id: column<string>(), orderNumber: column<string>() },
    sql`with placed as (${placed.getSQL()}), lines as (${lines.getSQL()}),
      basket as (delete from ${cartItems} where ${cartItems.cartId} = ${placement.cartId}),
      returned as (delete from ${cartEmpties} where ${cartEmpties.cartId} = ${placement.cartId}),
      agreed as (update users set terms_agreed = true where id = ${placement.userId} and not terms_agreed),
      closed as (update ${carts} set status = 'ordered', customer_order_number = null, note_for_driver = null,
        updated_at = ${placement.at.toISOString()} where ${carts.id} = ${placement.cartId})
    select id, order_number as "orderNumber" from placed`,
  );
}

/** Whether a database error is a unique violation (a concurrent placement won the key or the cart). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
