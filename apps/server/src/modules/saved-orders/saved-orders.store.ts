import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cartEmpties,
  cartItems,
  carts,
  companies,
  markets,
  products,
  savedOrderItems,
  savedOrders,
  shipTos,
  type SavedReturnedEmpties,
} from '../../db/schema';
import type { CartOwner } from '../cart/cart.store';

/**
 * Reads and writes of saved orders. Every read is keyed by the owner (user and ship-to) in the same statement,
 * so another user's saved order is never read.
 */

/** A saved order to write, with its lines, from one cart. */
export type SavedOrderWrite = {
  cartId: string;
  name: string | null;
  cart: {
    orderType: string;
    deliveryDate: string | null;
    shipmentMode: number;
    flexibleDelivery: boolean;
    customerOrderNumber: string | null;
    noteForDriver: string | null;
    paymentCode: string | null;
    paymentMethod: string | null;
  };
  returnedEmpties: SavedReturnedEmpties;
  totalCents: number;
  totalQuantity: number;
  lines: Array<{
    sku: string;
    packages: number;
    layers: number;
    pallets: number;
    quantity: number;
    unitPriceCents: number;
    rowTotalCents: number;
  }>;
};

/** The lines a cart holds now, as its counters say: what the save compares with what it priced. */
export type CartLineCounters = { sku: string; packages: number; layers: number; pallets: number };

const countersKey = (lines: readonly CartLineCounters[]) =>
  lines
    .map((line) => `${line.sku}:${line.packages}:${line.layers}:${line.pallets}`)
    .sort()
    .join('|');

/**
 * Saves a cart for later and empties its basket, in one transaction (spec 2 §4): the open cart is locked, and
 * when its lines are no longer those that were priced (a concurrent change), nothing is written and 'changed'
 * comes back. The customer order number and the note move into the saved order and leave the cart.
 */
export async function saveCartForLater(
  db: Database,
  owner: CartOwner,
  write: SavedOrderWrite,
): Promise<{ ok: true; id: string; createdAt: Date } | { ok: false; reason: 'gone' | 'changed' }> {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(
          eq(carts.id, write.cartId),
          eq(carts.userId, owner.userId),
          eq(carts.shipToId, owner.shipToId),
          eq(carts.status, 'open'),
        ),
      )
      .for('update');
    if (!cart) return { ok: false, reason: 'gone' } as const;
    const now = await tx
      .select({
        sku: cartItems.sku,
        packages: cartItems.packages,
        layers: cartItems.layers,
        pallets: cartItems.pallets,
      })
      .from(cartItems)
      .where(eq(cartItems.cartId, write.cartId));
    if (countersKey(now) !== countersKey(write.lines)) return { ok: false, reason: 'changed' } as const;

    const [saved] = await tx
      .insert(savedOrders)
      .values({
        userId: owner.userId,
        shipToId: owner.shipToId,
        cartId: write.cartId,
        name: write.name,
        ...write.cart,
        returnedEmpties: write.returnedEmpties,
        totalCents: write.totalCents,
        totalQuantity: write.totalQuantity,
      })
      .returning({ id: savedOrders.id, createdAt: savedOrders.createdAt });
    if (write.lines.length > 0) {
      await tx
        .insert(savedOrderItems)
        .values(write.lines.map((line, index) => ({ savedOrderId: saved!.id, line: index + 1, ...line })));
    }
    await tx.delete(cartItems).where(eq(cartItems.cartId, write.cartId));
    await tx.delete(cartEmpties).where(eq(cartEmpties.cartId, write.cartId));
    await tx
      .update(carts)
      .set({ customerOrderNumber: null, noteForDriver: null, updatedAt: new Date() })
      .where(eq(carts.id, write.cartId));
    return { ok: true, id: saved!.id, createdAt: saved!.createdAt } as const;
  });
}

/** A saved order with its ship-to and paying company, as the list and the details show it. */
const headerSelection = {
  order: savedOrders,
  shipTo: {
    id: shipTos.id,
    name: shipTos.name,
    street: shipTos.street,
    city: shipTos.city,
    postalCode: shipTos.postalCode,
    province: shipTos.province,
    country: shipTos.country,
  },
  company: {
    id: companies.id,
    name: companies.name,
    street: companies.street,
    city: companies.city,
    postalCode: companies.postalCode,
    province: companies.province,
    country: companies.country,
  },
  lines: sql<number>`(select count(*)::int from saved_order_items i where i.saved_order_id = ${savedOrders.id})`,
  totalCount: sql<number>`(count(*) over ())::int`,
};

const selectHeaders = (db: Database) =>
  db
    .select(headerSelection)
    .from(savedOrders)
    .innerJoin(shipTos, eq(shipTos.id, savedOrders.shipToId))
    .innerJoin(companies, eq(companies.id, shipTos.companyId))
    .innerJoin(markets, eq(markets.code, companies.marketCode));
const ownedBy = (owner: CartOwner) =>
  and(
    eq(savedOrders.userId, owner.userId),
    eq(savedOrders.shipToId, owner.shipToId),
    eq(savedOrders.isActive, true),
  );

/** The list's query: filters, sort and page, read already checked. */
export type SavedOrderQuery = {
  dateFrom: string | null;
  dateTo: string | null;
  /** A part of the name, LIKE wildcards escaped. */
  name: string | null;
  sort: 'saved_order_date' | 'name' | 'total' | 'total_qty';
  direction: 'ASC' | 'DESC';
  page: number;
  pageSize: number;
};

const SORT_COLUMNS = {
  saved_order_date: savedOrders.createdAt,
  name: savedOrders.name,
  total: savedOrders.totalCents,
  total_qty: savedOrders.totalQuantity,
} as const;

/** A saved order's header row: the order, its ship-to and company, its line count. */
export type SavedOrderHeaderRow = Awaited<ReturnType<typeof listSavedOrders>>['rows'][number];

/** One page of the owner's active saved orders and how many match in all. */
export async function listSavedOrders(db: Database, owner: CartOwner, query: SavedOrderQuery) {
  const savedDay = sql`(${savedOrders.createdAt} at time zone ${markets.timeZone})::date`;
  const conditions: SQL[] = [ownedBy(owner)!];
  if (query.dateFrom) conditions.push(sql`${savedDay} >= ${query.dateFrom}::date`);
  if (query.dateTo) conditions.push(sql`${savedDay} <= ${query.dateTo}::date`);
  if (query.name) conditions.push(ilike(savedOrders.name, `%${query.name}%`));
  const order = query.direction === 'ASC' ? asc : desc;
  const rows = await selectHeaders(db)
    .where(and(...conditions))
    .orderBy(order(SORT_COLUMNS[query.sort]), order(savedOrders.createdAt), order(savedOrders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: rows[0]?.totalCount ?? 0 };
}

/** One of the owner's active saved orders with its lines and returned empties, or null. */
export async function loadSavedOrder(db: Database, owner: CartOwner, id: string) {
  const [header] = await selectHeaders(db).where(and(eq(savedOrders.id, id), ownedBy(owner)));
  if (!header) return null;
  const emptiesSkus = header.order.returnedEmpties.map((line) => line.sku);
  const [lines, emptiesNames] = await Promise.all([
    db
      .select({
        item: savedOrderItems,
        name: products.name,
        imageUrl: products.smallImageUrl,
      })
      .from(savedOrderItems)
      .innerJoin(products, eq(products.sku, savedOrderItems.sku))
      .where(eq(savedOrderItems.savedOrderId, id))
      .orderBy(asc(savedOrderItems.line)),
    emptiesSkus.length === 0
      ? Promise.resolve([])
      : db
          .select({ sku: products.sku, name: products.name })
          .from(products)
          .where(inArray(products.sku, emptiesSkus)),
  ]);
  return { header, lines, emptiesNames };
}

/**
 * Retires one of the owner's active saved orders (deleted, or re-ordered): it leaves the list and can be neither
 * re-ordered nor deleted again. Answers whether it was active; a second call, another user's or another ship-to's
 * saved order answer false and change nothing.
 */
export async function retireSavedOrder(db: Database, owner: CartOwner, id: string): Promise<boolean> {
  const retired = await db
    .update(savedOrders)
    .set({ isActive: false })
    .where(and(eq(savedOrders.id, id), ownedBy(owner)))
    .returning({ id: savedOrders.id });
  return retired.length > 0;
}
