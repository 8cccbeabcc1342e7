import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems, orders, shipTos } from '../../db/schema';
import type { Database } from '../../db/client';
import type { TestApp } from '../../test/harness';
import {
  openCartTest,
  CART_FIELDS,
  type CartFixture,
  type CartView,
  type cartCalls,
} from '../cart/cart.fixtures';

/**
 * The suggested cart, titled Fast Order (spec 2 §3, §7), through the API: the usual order read from the ship-to's
 * history, priced from its list; CREATE_SUGGESTED_CART puts it in the caller's cart within the capacity rules
 * (spec 2 §5) and reports each line it could not add; nobody reaches another customer's cart or ship-to.
 */

let t: TestApp;
let fixture: CartFixture;
let calls: ReturnType<typeof cartCalls>;
let onA: Record<string, string>;
let onA2: Record<string, string>;
let stranger: Record<string, string>;
let cartId: string;

let orderSequence = 0;
async function recordOrder(
  db: Database,
  shipToId: string,
  companyId: string,
  daysAgo: number,
  lines: Array<[string, number]>,
  extra: { status?: string; isEmptiesReturn?: boolean } = {},
) {
  orderSequence += 1;
  const createdAt = new Date(Date.now() - daysAgo * 86_400_000);
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `SUG-${shipToId}-${orderSequence}`,
      shipToId,
      companyId,
      createdAt,
      deliveryDate: createdAt.toISOString().slice(0, 10),
      orderType: 'freeshipping_freeshipping',
      status: extra.status ?? 'DELIVERED',
      processingStatus: 'Completely Processed',
      isEmptiesReturn: extra.isEmptiesReturn ?? false,
      totalYourPriceCents: 1000,
      grandTotalCents: 1220,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    lines.map(([sku, quantity], index) => ({
      orderId: row!.id,
      line: index + 1,
      sku,
      name: sku,
      materialType: sku === 'TST-ZQCR' ? 'ZQCR' : 'FERT',
      quantity,
      packages: quantity,
      unitPriceCents: 1000,
      rowTotalCents: 1000 * quantity,
    })),
  );
}

/** Four orders: the lager in all (median 50 = 1 pallet), the IPA in three (median 30 = 3 layers), the
 * unsellable reserve and the off-list export in two, the stout once; plus a cancelled order and an empties
 * return that do not count. */
async function recordHistory(db: Database, shipToId: string) {
  const company = fixture.companyA;
  await recordOrder(db, shipToId, company, 40, [
    ['TST-LAG-33', 50],
    ['TST-IPA', 30],
    ['TST-CAF', 10],
  ]);
  await recordOrder(db, shipToId, company, 30, [
    ['TST-LAG-33', 50],
    ['TST-IPA', 20],
    ['TST-OFFLIST', 10],
  ]);
  await recordOrder(db, shipToId, company, 20, [
    ['TST-LAG-33', 60],
    ['TST-DIS', 10],
    ['TST-OFFLIST', 5],
  ]);
  await recordOrder(db, shipToId, company, 10, [
    ['TST-LAG-33', 40],
    ['TST-IPA', 30],
    ['TST-DIS', 10],
  ]);
  await recordOrder(db, shipToId, company, 5, [['TST-SID', 500]], { status: 'CANCELLED' });
  await recordOrder(db, shipToId, company, 4, [['TST-ZQCR', 40]], { isEmptiesReturn: true });
}

const SUGGESTED_FIELDS = `ship_to_id ship_to_name orders_read order_type delivery_date weight pallets
  suggested_cart_total { value currency }
  shipping_address { name street city postalcode sap_id }
  products { sku name units layers pallets quantity weight times_ordered orderable reason reason_code
    prices { price { value } row_total { value } } }`;

type SuggestedView = {
  ship_to_id: string;
  orders_read: number;
  suggested_cart_total: { value: number };
  shipping_address: { name: string; sap_id: string };
  weight: number;
  products: Array<{
    sku: string;
    units: number;
    layers: number;
    pallets: number;
    quantity: number;
    orderable: boolean;
    reason_code: string | null;
    prices: { row_total: { value: number } };
  }>;
};
type CreateView = {
  added: Array<{ sku: string; units: number; layers: number; pallets: number }>;
  cart: CartView;
  user_errors: Array<{ code: string; message: string; sku: string | null }>;
};

const suggested = (headers: Record<string, string>, shipTo: string, cart?: string) =>
  t.graphql<{ suggestedCart: SuggestedView }>(
    `query S($shipTo: String!, $cartId: String) { suggestedCart(shipTo: $shipTo, cartId: $cartId) { ${SUGGESTED_FIELDS} } }`,
    { headers, variables: { shipTo, cartId: cart ?? null } },
  );
const create = (headers: Record<string, string>, id: string) =>
  t.graphql<{ createSuggestedCart: CreateView }>(
    `mutation C($id: String!) { createSuggestedCart(cart_id: $id) { added { sku units layers pallets }
      cart { ${CART_FIELDS} } user_errors { code message sku } } }`,
    { headers, variables: { id } },
  );

beforeAll(async () => {
  ({ t, fixture, calls, onA, cartId } = await openCartTest('suggest'));
  onA2 = await calls.headersFor(fixture.buyerEmail, fixture.shipToA2);
  stranger = await calls.headersFor(fixture.strangerEmail, fixture.shipToB);
  await recordHistory(t.db, fixture.shipToA);
  await recordHistory(t.db, fixture.shipToA2);
});
afterAll(async () => t.close());

const linesOf = async (headers: Record<string, string>, id: string) =>
  (await calls.read(headers, id)).data!.cart.items.map((item) => ({
    sku: item.product.sku,
    packages: item.number_of_packages,
    layers: item.number_of_layer,
    pallets: item.number_of_pallet,
  }));

describe('suggestedCart: the usual order of the ship-to (spec 2 §3 Suggested cart)', () => {
  it('lists the products of most recent orders with their median quantity, in pallets and layers', async () => {
    const answer = await suggested(onA, fixture.shipToA);
    expect(answer.errors).toBeUndefined();
    const cart = answer.data!.suggestedCart;
    expect(cart.ship_to_id).toBe(fixture.shipToA);
    expect(cart.shipping_address).toMatchObject({ name: 'Alfa Centro', sap_id: fixture.shipToA });
    expect(cart.orders_read).toBe(4);
    expect(
      cart.products.map((p) => [p.sku, p.units, p.layers, p.pallets, p.quantity, p.orderable, p.reason_code]),
    ).toEqual([
      ['TST-LAG-33', 0, 0, 1, 50, true, null],
      ['TST-IPA', 0, 3, 0, 30, true, null],
      ['TST-DIS', 0, 1, 0, 10, false, 'PRODUCT_NOT_SALEABLE'],
      ['TST-OFFLIST', 5, 0, 0, 5, false, 'PRODUCT_UNAVAILABLE'],
    ]);
    const orderableTotal = cart.products
      .filter((p) => p.orderable)
      .reduce((sum, p) => sum + p.prices.row_total.value, 0);
    expect(cart.suggested_cart_total.value).toBeCloseTo(orderableTotal, 2);
    expect(cart.suggested_cart_total.value).toBeGreaterThan(0);
    expect(cart.weight).toBeCloseTo(80 * 14.5, 3);
  });

  it('is priced from the ship-to price list: list A2 is 20 % lower', async () => {
    const onListA = (await suggested(onA, fixture.shipToA)).data!.suggestedCart.suggested_cart_total.value;
    const onListA2 = (await suggested(onA2, fixture.shipToA2)).data!.suggestedCart.suggested_cart_total.value;
    expect(onListA2).toBeLessThan(onListA);
  });

  it('refuses a shipTo other than the outletid one, and another customer (403)', async () => {
    const other = await suggested(onA, fixture.shipToB);
    expect(other.status).toBe(403);
    const strangerOnA = await suggested(stranger, fixture.shipToA);
    expect(strangerOnA.status).toBe(403);
    const foreignCart = await suggested(stranger, fixture.shipToB, cartId);
    expect(foreignCart.status).toBe(403);
  });

  it('getSuggestedCarts answers for several of the caller ship-tos, and refuses one that is not', async () => {
    const query = `query G($ids: [String!]!) { getSuggestedCarts(ship_tos: $ids) { ship_to_id products { sku } } }`;
    const both = await t.graphql<{ getSuggestedCarts: Array<{ ship_to_id: string }> }>(query, {
      headers: onA,
      variables: { ids: [fixture.shipToA, fixture.shipToA2] },
    });
    expect(both.data?.getSuggestedCarts.map((cart) => cart.ship_to_id)).toEqual([
      fixture.shipToA,
      fixture.shipToA2,
    ]);
    const foreign = await t.graphql(query, { headers: onA, variables: { ids: [fixture.shipToB] } });
    expect(foreign.status).toBe(403);
    const tooMany = await t.graphql(query, {
      headers: onA,
      variables: { ids: Array.from({ length: 21 }, (_, i) => String(i + 1)) },
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('createSuggestedCart (CREATE_SUGGESTED_CART, spec 2 §7)', () => {
  it("another customer's cart is refused and nothing is written", async () => {
    const answer = await create(stranger, cartId);
    expect(answer.status).toBe(403);
    expect(await linesOf(onA, cartId)).toEqual([]);
  });

  it('a SUSPENDED ship-to cannot take it (403)', async () => {
    const onSuspended = await calls.headersFor(fixture.buyerEmail, fixture.suspendedShipTo);
    const suspendedCart = await t.graphql<{ customerCart: { id: string } }>(`{ customerCart { id } }`, {
      headers: onSuspended,
    });
    const answer = await create(onSuspended, suspendedCart.data!.customerCart.id);
    expect(answer.status).toBe(403);
  });

  it('adds the orderable lines through the cart rules and reports the others as user_errors', async () => {
    const before = (await suggested(onA, fixture.shipToA, cartId)).data!.suggestedCart;
    const answer = await create(onA, cartId);
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.createSuggestedCart;
    expect(result.added).toEqual([
      { sku: 'TST-LAG-33', units: 0, layers: 0, pallets: 1 },
      { sku: 'TST-IPA', units: 0, layers: 3, pallets: 0 },
    ]);
    expect(result.user_errors.map((error) => [error.sku, error.code])).toEqual([
      ['TST-DIS', 'PRODUCT_NOT_SALEABLE'],
      ['TST-OFFLIST', 'PRODUCT_UNAVAILABLE'],
    ]);
    expect(await linesOf(onA, cartId)).toEqual([
      { sku: 'TST-IPA', packages: 0, layers: 3, pallets: 0 },
      { sku: 'TST-LAG-33', packages: 0, layers: 0, pallets: 1 },
    ]);
    const prices = result.cart.prices as { grand_total_your_price: { value: number } };
    expect(prices.grand_total_your_price.value).toBeCloseTo(before.suggested_cart_total.value, 2);
  });

  it('never passes the maximum weight of the ship-to (spec 2 §5): the line that would is refused', async () => {
    await t.db.update(shipTos).set({ maxWeightKg: 1_000 }).where(eq(shipTos.id, fixture.shipToA2));
    const cartA2 = await calls.open(onA2);
    const answer = await create(onA2, cartA2);
    const result = answer.data!.createSuggestedCart;
    expect(result.added.map((line) => line.sku)).toEqual(['TST-LAG-33']);
    expect(result.user_errors).toContainEqual({
      code: 'CAPACITY_MAXIMUM',
      message: 'The maximum weight of order has been exceeded.',
      sku: 'TST-IPA',
    });
    const read = (await calls.read(onA2, cartA2)).data!.cart;
    const totals = read.quantity_totals as { weight: number };
    expect(totals.weight).toBeLessThanOrEqual(1_000);
    expect(totals.weight).toBeCloseTo(725, 3);
  });

  it('a cart already at its maximum gets nothing more, and nothing is written', async () => {
    const cartA2 = await calls.open(onA2);
    const before = await linesOf(onA2, cartA2);
    const result = (await create(onA2, cartA2)).data!.createSuggestedCart;
    expect(result.added).toEqual([]);
    expect(result.user_errors.filter((error) => error.code === 'CAPACITY_MAXIMUM').map((e) => e.sku)).toEqual(
      ['TST-LAG-33', 'TST-IPA'],
    );
    expect(await linesOf(onA2, cartA2)).toEqual(before);
  });

  it('a ship-to without history has no usual order: a user_error, nothing written', async () => {
    const onNoReco = await calls.headersFor(fixture.buyerEmail, fixture.shipToNoReco);
    const id = await calls.open(onNoReco);
    const result = (await create(onNoReco, id)).data!.createSuggestedCart;
    expect(result.user_errors.map((error) => error.code)).toEqual(['NO_USUAL_ORDER']);
    expect(await linesOf(onNoReco, id)).toEqual([]);
  });
});
