import { and, asc, desc, eq, gte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { genericPlans, type Database } from '../../db/client';
import { withPlannedRows } from '../../db/row-mapper';
import { column, executeRows } from '../../db/sql-rows';
import { cartNotFound } from './cart.errors';
import {
  cartEmpties,
  cartItems,
  carts,
  companies,
  markets,
  orderItems,
  orders,
  priceLists,
  prices,
  products,
  shipTos,
  wishlistItems,
  wishlists,
} from '../../db/schema';

/**
 * The cart's reads and writes, with Drizzle's query builder. Every read is keyed by the cart id and checks the
 * owner (user and ship-to) in the same statement, so another user's cart is never read.
 */

/**
 * Whose cart: the user on one ship-to. `wholesale` is set when the user's role names on their first ship-to
 * contain WHS (spec 2 §5), which gives a truck cart the pallet minimum of 20 like a WHSL ship-to's.
 */
export type CartOwner = { userId: string; shipToId: string; wholesale?: boolean };

const emptiesProduct = alias(products, 'empties_product');

/** The product columns a cart line needs; the rest of a product (texts, media, search columns) is never read. */
const lineProductColumns = {
  sku: products.sku,
  name: products.name,
  catalogProductName: products.catalogProductName,
  urlKey: products.urlKey,
  materialType: products.materialType,
  packagingEnable: products.packagingEnable,
  packFormat: products.packFormat,
  numberOfBottlesGabbie: products.numberOfBottlesGabbie,
  numberOfItemsInBox: products.numberOfItemsInBox,
  numberOfItemsOnPallet: products.numberOfItemsOnPallet,
  numberOfProductsOnLayer: products.numberOfProductsOnLayer,
  numberOfLayersPerPallet: products.numberOfLayersPerPallet,
  grossWeightG: products.grossWeightG,
  volumeMl: products.volumeMl,
  emptiesSku: products.emptiesSku,
  imageUrl: products.imageUrl,
  smallImageUrl: products.smallImageUrl,
  sellable: products.sellable,
  disabledFrom: products.disabledFrom,
  disabledTo: products.disabledTo,
  ean: products.ean,
  eanEa: products.eanEa,
};

/** The price columns the domain's price rules read. */
const priceColumns = {
  listPriceCents: prices.listPriceCents,
  discountCents: prices.discountCents,
  highMarketsDiscountCents: prices.highMarketsDiscountCents,
  exciseCents: prices.exciseCents,
  depositCents: prices.depositCents,
  vatRateBp: prices.vatRateBp,
};

// Every request reads the cart through these two statements, so they are built and prepared once per
// database handle: building a Drizzle query costs more CPU than running these on PostgreSQL. They run on the
// connections that plan once (genericPlans): PostgreSQL kept planning the lines' eight-table join afresh on
// every read, about 1 ms each. Their rows are mapped by a plan made once (withPlannedRows).
const cartIdParam = sql.placeholder('cartId');
const userIdParam = sql.placeholder('userId');
const shipToIdParam = sql.placeholder('shipToId');

/** A line's product side: the product, the ship-to's price, the empties item and the owner's favourite flag. */
const lineProductSelection = {
  product: lineProductColumns,
  price: priceColumns,
  empties: {
    sku: emptiesProduct.sku,
    name: emptiesProduct.name,
    numberOfBottlesGabbie: emptiesProduct.numberOfBottlesGabbie,
    numberOfItemsInBox: emptiesProduct.numberOfItemsInBox,
  },
  favourite: sql<boolean>`${wishlistItems.id} is not null`,
};

/**
 * What every read of a cart's context selects: the cart, its ship-to, paying company and market, and the
 * transport discounts of its price list (joined by cart, ship-to, company, market and price list).
 */
export const CART_CONTEXT_COLUMNS = {
  cart: carts,
  shipTo: shipTos,
  company: companies,
  timeZone: markets.timeZone,
  marketCode: markets.code,
  motriceDiscountBp: priceLists.motriceDiscountBp,
  autotrenoDiscountBp: priceLists.autotrenoDiscountBp,
};

function prepareContextRead(db: Database) {
  const read = db
    .select({
      ...CART_CONTEXT_COLUMNS,
      // The returned empties ride along as JSON: a cart holds a handful, and it saves a statement per request.
      returned: sql<ReturnedEmptiesRow[]>`coalesce((
        select json_agg(json_build_object('sku', ce.sku, 'quantity', ce.quantity, 'name', ep.name,
          'numberOfBottlesGabbie', ep.number_of_bottles_gabbie, 'numberOfItemsInBox', ep.number_of_items_in_box)
          order by ce.sku)
        from cart_empties ce join products ep on ep.sku = ce.sku
        where ce.cart_id = ${carts.id}), '[]'::json)`,
    })
    .from(carts)
    .innerJoin(shipTos, eq(shipTos.id, carts.shipToId))
    .innerJoin(companies, eq(companies.id, shipTos.companyId))
    .innerJoin(markets, eq(markets.code, companies.marketCode))
    .innerJoin(priceLists, eq(priceLists.id, shipTos.priceListId))
    .where(
      and(
        eq(carts.id, cartIdParam),
        eq(carts.userId, userIdParam),
        eq(carts.shipToId, shipToIdParam),
        eq(carts.status, 'open'),
      ),
    )
    .prepare('cart_context');
  return withPlannedRows(read);
}

/**
 * The lines read alone: a placing transaction prepares it for its own handle without the context read.
 *
 * Each line's price is looked up by its key (a lateral read of one row): joined plainly, PostgreSQL hashed the
 * whole price table on every read once it expected more than a few dozen lines, 6 ms of a 40-line cart's 7.
 */
function prepareLinesRead(db: Database) {
  const linePrice = db
    .select(priceColumns)
    .from(prices)
    .where(and(eq(prices.priceListId, shipTos.priceListId), eq(prices.sku, cartItems.sku)))
    .limit(1)
    .as('line_price');
  // The lateral select's own columns (line_price.x), not the price table's.
  const linePriceColumns = {
    listPriceCents: linePrice.listPriceCents,
    discountCents: linePrice.discountCents,
    highMarketsDiscountCents: linePrice.highMarketsDiscountCents,
    exciseCents: linePrice.exciseCents,
    depositCents: linePrice.depositCents,
    vatRateBp: linePrice.vatRateBp,
  };
  const read = db
    .select({ item: cartItems, ...lineProductSelection, price: linePriceColumns })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(shipTos, eq(shipTos.id, carts.shipToId))
    .innerJoin(products, eq(products.sku, cartItems.sku))
    .leftJoinLateral(linePrice, sql`true`)
    .leftJoin(emptiesProduct, eq(emptiesProduct.sku, products.emptiesSku))
    .leftJoin(wishlists, and(eq(wishlists.userId, carts.userId), eq(wishlists.shipToId, carts.shipToId)))
    .leftJoin(
      wishlistItems,
      and(eq(wishlistItems.wishlistId, wishlists.id), eq(wishlistItems.sku, cartItems.sku)),
    )
    .where(
      and(
        eq(cartItems.cartId, cartIdParam),
        eq(carts.userId, userIdParam),
        eq(carts.shipToId, shipToIdParam),
      ),
    )
    .orderBy(asc(cartItems.addedAt), asc(cartItems.sku))
    .prepare('cart_lines');
  return withPlannedRows(read);
}

/** Statements prepared once per database handle (tests open several). */
function perDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (!statements) {
      statements = prepare(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}

const contextReads = perDatabase(prepareContextRead);
const linesReads = perDatabase(prepareLinesRead);

const paramsOf = (cartId: string, owner: CartOwner) => ({
  cartId,
  userId: owner.userId,
  shipToId: owner.shipToId,
});

/** The cart with its ship-to, company, market, price list and returned empties: everything but its lines. */
export async function loadCartContext(db: Database, cartId: string, owner: CartOwner) {
  const [row] = await contextReads(genericPlans(db)).execute(paramsOf(cartId, owner));
  return row ?? null;
}
export type CartContext = Omit<NonNullable<Awaited<ReturnType<typeof loadCartContext>>>, 'returned'>;

/** What the delivery calendar needs of a cart's ship-to (the delivery module builds the calendar input). */
export const calendarShipToOf = (context: CartContext) => ({
  marketCode: context.marketCode,
  deliveryConfig: context.shipTo.deliveryConfig,
});

/** The lines of a cart with their products, the ship-to's prices, the empties item and the favourite flag. */
export function loadCartLines(db: Database, cartId: string, owner: CartOwner) {
  return linesReads(genericPlans(db)).execute(paramsOf(cartId, owner));
}
export type CartLineRow = Awaited<ReturnType<typeof loadCartLines>>[number];

/** Empties the buyer returns with the order (updateEmpties), read with the cart's context. */
export type ReturnedEmptiesRow = {
  sku: string;
  quantity: number;
  name: string;
  numberOfBottlesGabbie: number;
  numberOfItemsInBox: number;
};

/** The id of the owner's open cart, created when there is none (one open cart per user and ship-to). */
export async function openCartId(db: Database, owner: CartOwner): Promise<string> {
  const existing = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, owner.userId), eq(carts.shipToId, owner.shipToId), eq(carts.status, 'open')));
  if (existing[0]) return existing[0].id;
  const inserted = await db
    .insert(carts)
    .values({ userId: owner.userId, shipToId: owner.shipToId })
    .onConflictDoNothing()
    .returning({ id: carts.id });
  if (inserted[0]) return inserted[0].id;
  // Another request created it between the two statements.
  return openCartId(db, owner);
}

/** Products by sku or EAN with the ship-to's price (null when its price list does not price them). */
export async function loadLineProducts(
  db: Database,
  owner: CartOwner,
  codes: { skus: readonly string[]; eans?: readonly string[] },
) {
  const eans = codes.eans ?? [];
  if (codes.skus.length === 0 && eans.length === 0) return [];
  const statements = lineProductReads(genericPlans(db));
  const params = { userId: owner.userId, shipToId: owner.shipToId, skus: [...codes.skus], eans: [...eans] };
  return eans.length > 0 ? statements.byCode.execute(params) : statements.bySku.execute(params);
}

function prepareLineProductReads(db: Database) {
  const priceListOfShipTo = db
    .select({ id: shipTos.priceListId })
    .from(shipTos)
    .where(eq(shipTos.id, shipToIdParam));
  const select = () =>
    db
      .select(lineProductSelection)
      .from(products)
      .leftJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceListId, priceListOfShipTo)))
      .leftJoin(emptiesProduct, eq(emptiesProduct.sku, products.emptiesSku))
      .leftJoin(wishlists, and(eq(wishlists.userId, userIdParam), eq(wishlists.shipToId, shipToIdParam)))
      .leftJoin(
        wishlistItems,
        and(eq(wishlistItems.wishlistId, wishlists.id), eq(wishlistItems.sku, products.sku)),
      );
  const skus = sql`${products.sku} = any(${sql.placeholder('skus')}::text[])`;
  const eans = sql.placeholder('eans');
  return {
    bySku: withPlannedRows(select().where(skus).prepare('cart_line_products')),
    byCode: withPlannedRows(
      select()
        .where(
          or(
            skus,
            sql`${products.ean} = any(${eans}::text[])`,
            sql`${products.eanEa} = any(${eans}::text[])`,
          ),
        )
        .prepare('cart_line_products_by_code'),
    ),
  };
}

const lineProductReads = perDatabase(prepareLineProductReads);
export type LineProductRow = Awaited<ReturnType<typeof loadLineProducts>>[number];

/** Counters of lines to write, absolute or added to what the line holds. */
export type LineWrite = {
  sku: string;
  packages: number;
  layers: number;
  pallets: number;
  seenPriceCents: number;
};

/** A line as written: the columns of cart_items. */
const WRITTEN_LINE = {
  id: cartItems.id,
  cartId: cartItems.cartId,
  sku: cartItems.sku,
  packages: cartItems.packages,
  layers: cartItems.layers,
  pallets: cartItems.pallets,
  seenPriceCents: cartItems.seenPriceCents,
  // Raw statements answer timestamps as the driver's text; milliseconds read the same on both drivers.
  addedAtMs: column<number>(),
};

/**
 * Adds counters to lines, creating the missing ones, in one statement (atomic, concurrent adds add up); returns
 * the lines as written. Only into an open cart: the statement takes a key-share lock on the cart, so an add
 * racing a placement waits for it and then finds the cart ordered, and is refused (cartNotFound) instead of
 * writing lines into an order already placed, where they would silently vanish.
 */
export async function addToLines(db: Database, cartId: string, lines: readonly LineWrite[]) {
  if (lines.length === 0) return [];
  const values = sql.join(
    lines.map(
      (line) =>
        sql`(${line.sku}, ${line.packages}::int, ${line.layers}::int, ${line.pallets}::int, ${line.seenPriceCents}::int)`,
    ),
    sql`, `,
  );
  const written = await executeRows(
    db,
    WRITTEN_LINE,
    sql`insert into ${cartItems} (cart_id, sku, packages, layers, pallets, seen_price_cents)
      select open_cart.id, line.sku, line.packages, line.layers, line.pallets, line.seen_price_cents
      from (select ${carts.id} from ${carts} where ${carts.id} = ${cartId} and ${carts.status} = 'open'
        for key share) as open_cart
      cross join (values ${values}) as line (sku, packages, layers, pallets, seen_price_cents)
      on conflict (cart_id, sku) do update set
        packages = ${cartItems.packages} + excluded.packages,
        layers = ${cartItems.layers} + excluded.layers,
        pallets = ${cartItems.pallets} + excluded.pallets,
        seen_price_cents = excluded.seen_price_cents
      returning id, cart_id as "cartId", sku, packages, layers, pallets, seen_price_cents as "seenPriceCents",
        extract(epoch from added_at)::float8 * 1000 as "addedAtMs"`,
  );
  if (written.length === 0) throw cartNotFound();
  return written.map(({ addedAtMs, ...line }) => ({ ...line, addedAt: new Date(addedAtMs) }));
}

/**
 * Sets the counters of existing lines; lines of zeros are deleted. One transaction, on an open cart only: like
 * an add, a change racing the placement of the cart waits for it and is refused instead of being lost.
 */
export async function setLines(
  db: Database,
  cartId: string,
  lines: readonly { id: string; packages: number; layers: number; pallets: number }[],
) {
  if (lines.length === 0) return;
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, cartId), eq(carts.status, 'open')))
      .for('key share');
    if (!open) throw cartNotFound();
    for (const line of lines) {
      const where = and(eq(cartItems.cartId, cartId), eq(cartItems.id, line.id));
      if (line.packages === 0 && line.layers === 0 && line.pallets === 0)
        await tx.delete(cartItems).where(where);
      else
        await tx
          .update(cartItems)
          .set({ packages: line.packages, layers: line.layers, pallets: line.pallets })
          .where(where);
    }
  });
}

/** Deletes every line and returned empties of a cart. */
export async function clearCart(db: Database, cartId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    await tx.delete(cartEmpties).where(eq(cartEmpties.cartId, cartId));
  });
}

/** How far back the truck-fill assistant reads a ship-to's orders. */
export const HISTORY_DAYS = 365;
const HISTORY_SKUS = 20;

/**
 * Skus of the ship-to's own orders of the last year, most often ordered first, and the owner's favourites on
 * the ship-to: the truck-fill assistant's candidates.
 */
export async function loadFillCandidateSkus(db: Database, owner: CartOwner, now: Date) {
  const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
  const times = sql<number>`count(*)::int`;
  const [history, favourites] = await Promise.all([
    db
      .select({ sku: orderItems.sku, times })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.shipToId, owner.shipToId), gte(orders.createdAt, since)))
      .groupBy(orderItems.sku)
      .orderBy(desc(times), asc(orderItems.sku))
      .limit(HISTORY_SKUS),
    db
      .select({ sku: wishlistItems.sku })
      .from(wishlistItems)
      .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
      .where(and(eq(wishlists.userId, owner.userId), eq(wishlists.shipToId, owner.shipToId)))
      .orderBy(desc(wishlistItems.addedAt)),
  ]);
  return { history: history.map((row) => row.sku), favourites: favourites.map((row) => row.sku) };
}
