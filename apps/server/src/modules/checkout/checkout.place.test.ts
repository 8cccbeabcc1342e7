import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onQuery } from '../../db/client';
import { cartEmpties, cartItems, carts, orderItems, orders, outbox, shipTos, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { createPortalService } from '../portal/portal.service';
import {
  ACCEPTED,
  checkoutCalls,
  countRows,
  DEMO,
  emptiesItem,
  holdEmpties,
  firstDateOf,
  PLACED_FIELDS,
  returnableBeer,
  type PlacedOrderView,
} from './checkout.fixtures';
import { createCheckoutService } from './checkout.service';

/**
 * Placing orders (spec 2 §2, §4, §7; DESIGN §6): the demo buyers' orders as the checkout places them, empties
 * returns linked both ways, idempotency under retries and concurrency, and a connection lost mid-placement.
 */

let t: TestApp;
let calls: ReturnType<typeof checkoutCalls>;
let onCentro: Record<string, string>;
let beer: Awaited<ReturnType<typeof returnableBeer>>;
let motriceLayers: number;

beforeAll(async () => {
  t = await createTestApp();
  calls = checkoutCalls(t);
  onCentro = await calls.signIn(DEMO.onPremise, DEMO.centro);
  beer = await returnableBeer(t, 'IT-STD');
  motriceLayers = Math.ceil(12_500_000 / beer.layerG);
});
afterAll(async () => t.close());

/** A Centro cart in the Motrice band (12,000 to 15,999 kg, spec 2 §9) for the first Small-truck date. */
async function motriceCart(returned: { sku: string; qty: number }[] = []) {
  const cartId = await calls.open(onCentro);
  await calls.clear(onCentro, cartId); // an earlier test may have left this ship-to's cart open
  await calls.add(onCentro, cartId, [{ sku: beer.sku, number_of_layer: motriceLayers }]);
  for (const entry of returned) await holdEmpties(t, DEMO.centro, entry.sku, entry.qty);
  if (returned.length > 0) await calls.returnEmpties(onCentro, cartId, returned);
  const date = await firstDateOf(t, DEMO.centro, 'freeshipping_freeshipping');
  await calls.setTransport(onCentro, cartId, 'freeshipping_freeshipping', date);
  return { cartId, date };
}

async function orderRow(orderNumber: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

describe('placing the demo buyers’ orders (spec 2 §7 placeOrder)', () => {
  it('onpremise@: a Small truck in the Motrice band with an empties return becomes two orders linked both ways', async () => {
    const { cartId, date } = await motriceCart([{ sku: beer.emptiesSku, qty: 30 }]);
    const cart = await t.graphql<{
      cart: { prices: { grand_total: { value: number } }; progress_bar_data: { message: string } };
    }>(
      `query C($id: String!) { cart(cart_id: $id) { prices { grand_total { value } } progress_bar_data { message } } }`,
      { headers: onCentro, variables: { id: cartId } },
    );
    expect(cart.data!.cart.progress_bar_data.message).toBe('Motrice discount reached');
    const before = await countRows(t);

    const response = await calls.place(
      onCentro,
      { cart_id: cartId, customerordernumber: 'PO-2026-77', notefordriver: 'Suonare al retro', ...ACCEPTED },
      'onpremise-motrice-1',
    );
    expect(response.errors).toBeUndefined();
    const answer = response.data!.placeOrder;
    expect(answer.user_errors).toEqual([]);
    const [main, empties] = answer.orders as [PlacedOrderView, PlacedOrderView];
    expect(answer.orders).toHaveLength(2);
    expect(answer.order).toEqual(main);
    expect(main).toMatchObject({
      customer_order_number: 'PO-2026-77',
      note_for_driver: 'Suonare al retro',
      sap_id: null,
      delivery_date: date,
      order_type: 'freeshipping_freeshipping',
      is_empties_return: false,
      linked_order_number: empties.order_number,
      grand_total: { value: cart.data!.cart.prices.grand_total.value, currency: 'EUR' },
    });
    expect(empties).toMatchObject({
      delivery_date: date,
      order_type: 'emptiespickup_emptiespickup',
      is_empties_return: true,
      linked_order_number: main.order_number,
      grand_total: { value: 0, currency: 'EUR' },
    });

    // Two orders, their lines, one ERP event each, all in the same transaction.
    const after = await countRows(t);
    expect(after).toEqual({ orders: before.orders + 2, items: before.items + 2, outbox: before.outbox + 2 });
    const beerRow = await orderRow(main.order_number);
    const emptiesRow = await orderRow(empties.order_number);
    expect(beerRow.linkedOrderId).toBe(emptiesRow.id);
    expect(emptiesRow.linkedOrderId).toBe(beerRow.id);
    expect(beerRow).toMatchObject({ paymentMethod: 'IC30', cartId, idempotencyKey: 'onpremise-motrice-1' });
    expect(beerRow.termsAcceptedAt).toBeInstanceOf(Date);
    expect(beerRow.totalWeightG).toBe(motriceLayers * beer.layerG);
    const emptiesLines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, emptiesRow.id));
    expect(emptiesLines).toMatchObject([{ sku: beer.emptiesSku, quantity: 30, unitPriceCents: 0 }]);
    const events = await t.db.select().from(outbox).where(eq(outbox.aggregateId, beerRow.id));
    expect(events).toMatchObject([
      {
        topic: 'order.placed',
        status: 'pending',
        payload: {
          order_number: main.order_number,
          linked_order_number: empties.order_number,
          payment_term: 'IC30',
        },
      },
    ]);

    // The cart is ordered: its basket, order number and note are gone (spec 2 §4); the terms are stored (spec 3 §5).
    const [closed] = await t.db.select().from(carts).where(eq(carts.id, cartId));
    expect(closed).toMatchObject({ status: 'ordered', customerOrderNumber: null, noteForDriver: null });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).toEqual([]);
    expect(await t.db.select().from(cartEmpties).where(eq(cartEmpties.cartId, cartId))).toEqual([]);
    const [buyer] = await t.db
      .select({ agreed: users.termsAgreed })
      .from(users)
      .where(eq(users.email, DEMO.onPremise));
    expect(buyer!.agreed).toBe(true);
    expect(await calls.open(onCentro)).not.toBe(cartId);

    // The same key, and the same cart without a key, answer the same orders and place nothing more.
    const again = await calls.place(onCentro, { cart_id: cartId, ...ACCEPTED }, 'onpremise-motrice-1');
    expect(again.data!.placeOrder.orders).toEqual(answer.orders);
    const keyless = await calls.place(onCentro, { cart_id: cartId, ...ACCEPTED });
    expect(keyless.data!.placeOrder.orders).toEqual(answer.orders);
    expect(await countRows(t)).toEqual(after);

    // /thanks after a reload reads the caller's own order; nobody else's.
    const thanks = await t.graphql<{ placedOrder: PlacedOrderView | null }>(
      `query T($n: String!) { placedOrder(order_number: $n) { ${PLACED_FIELDS} } }`,
      { headers: onCentro, variables: { n: main.order_number } },
    );
    expect(thanks.data!.placedOrder).toEqual(main);
    const stranger = await calls.signIn(DEMO.wholesaler, DEMO.pescara);
    const hidden = await t.graphql<{ placedOrder: PlacedOrderView | null }>(
      `query T($n: String!) { placedOrder(order_number: $n) { order_number } }`,
      { headers: stranger, variables: { n: main.order_number } },
    );
    expect(hidden.data!.placedOrder).toBeNull();
  });

  it('wholesaler@: a full truck of 20 pallets is one Truck order; without a key the cart id makes retries safe', async () => {
    const wholesaler = await calls.signIn(DEMO.wholesaler, DEMO.pescara);
    const cartId = await calls.open(wholesaler);
    const goods = await returnableBeer(t, 'IT-WHS');
    expect(goods.palletG * 20).toBeLessThanOrEqual(29_300_000);
    await calls.add(wholesaler, cartId, [{ sku: goods.sku, number_of_pallet: 20 }]);
    await calls.setTransport(
      wholesaler,
      cartId,
      'flatrate_flatrate',
      await firstDateOf(t, DEMO.pescara, 'flatrate_flatrate'),
      '2C60',
    );
    const before = await countRows(t);
    const first = await calls.place(wholesaler, { cart_id: cartId, ...ACCEPTED });
    const answer = first.data!.placeOrder;
    expect(answer.user_errors).toEqual([]);
    expect(answer.orders).toHaveLength(1);
    expect(answer.order).toMatchObject({
      order_type: 'flatrate_flatrate',
      is_empties_return: false,
      linked_order_number: null,
    });
    expect((await orderRow(answer.order!.order_number)).paymentMethod).toBe('2C60');
    const retry = await calls.place(wholesaler, { cart_id: cartId, ...ACCEPTED });
    expect(retry.data!.placeOrder.orders).toEqual(answer.orders);
    expect(await countRows(t)).toEqual({
      orders: before.orders + 1,
      items: before.items + 1,
      outbox: before.outbox + 1,
    });
  });

  it('the empties return of the Empties Management ship-to is placed with its own order type (spec 2 §4)', async () => {
    const onLungomare = await calls.signIn(DEMO.onPremise, DEMO.lungomare);
    const cartId = await calls.open(onLungomare);
    await calls.setShipmentMode(onLungomare, cartId, 1);
    const crate = await emptiesItem(t, 'IT-KEY');
    await calls.add(onLungomare, cartId, [{ sku: crate.sku, quantity: 40 }]);
    await calls.setTransport(
      onLungomare,
      cartId,
      'emptiespickup_emptiespickup',
      await firstDateOf(t, DEMO.lungomare, 'emptiespickup_emptiespickup'),
    );
    const response = await calls.place(onLungomare, { cart_id: cartId, ...ACCEPTED }, 'lungomare-empties');
    const answer = response.data!.placeOrder;
    expect(answer.user_errors).toEqual([]);
    expect(answer.orders).toHaveLength(1);
    expect(answer.order).toMatchObject({
      order_type: 'emptiespickup_emptiespickup',
      is_empties_return: true,
    });
    const row = await orderRow(answer.order!.order_number);
    expect(row).toMatchObject({
      isEmptiesReturn: true,
      totalWeightG: 40 * crate.unitG,
      shipToId: DEMO.lungomare,
    });
  });

  it('empties above 50,000 kg go in separate orders, each linked to the beer order (spec 2 §4, §9)', async () => {
    const heavy = await emptiesItem(t, 'IT-STD');
    const units = Math.ceil(50_000_000 / heavy.unitG) + 5;
    const { cartId } = await motriceCart([{ sku: heavy.sku, qty: units }]);
    const answer = (await calls.place(onCentro, { cart_id: cartId, ...ACCEPTED }, 'split-empties')).data!
      .placeOrder;
    expect(answer.user_errors).toEqual([]);
    const [main, ...returns] = answer.orders;
    expect(returns).toHaveLength(2);
    expect(
      returns.every((order) => order.is_empties_return && order.linked_order_number === main!.order_number),
    ).toBe(true);
    expect(main!.linked_order_number).toBe(returns[0]!.order_number);
    const weights = await Promise.all(
      returns.map(async (order) => (await orderRow(order.order_number)).totalWeightG),
    );
    expect(weights.every((weight) => weight <= 50_000_000)).toBe(true);
    expect(weights.reduce((sum, weight) => sum + weight, 0)).toBe(units * heavy.unitG);
  });
});

describe('what a ship-to holds to return (spec 2 §3 Customer empties, §7 getCustomerEmpties)', () => {
  const QUERY = `query E($outlet: String!) { getCustomerEmpties(outletId: $outlet) {
    sku material date name weight small_image { url } number_of_bottles_gabbie quantity } }`;
  type Empties = Array<{ sku: string; quantity: number; date: string; weight: number }>;
  const read = async (headers: Record<string, string>, outlet: string) =>
    t.graphql<{ getCustomerEmpties: Empties }>(QUERY, { headers, variables: { outlet } });

  it('adds the empties delivered with a beer order and takes off those returned', async () => {
    const held = async () =>
      (await read(onCentro, DEMO.centro)).data!.getCustomerEmpties.find((row) => row.sku === beer.emptiesSku)
        ?.quantity ?? 0;
    const { cartId, date } = await motriceCart([{ sku: beer.emptiesSku, qty: 7 }]);
    const before = await held();
    const units = motriceLayers * (beer.layerG / beer.unitG);
    expect(
      (await calls.place(onCentro, { cart_id: cartId, ...ACCEPTED })).data!.placeOrder.user_errors,
    ).toEqual([]);
    expect(await held()).toBe(before + units - 7);
    const row = (await read(onCentro, DEMO.centro)).data!.getCustomerEmpties.find(
      (entry) => entry.sku === beer.emptiesSku,
    )!;
    expect(row.date >= date).toBe(true);
    expect(row.weight).toBeGreaterThan(0);
  });

  it('answers only for the ship-to of the outletid header', async () => {
    const other = await read(onCentro, DEMO.lungomare);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stranger = await calls.signIn(DEMO.wholesaler, DEMO.pescara);
    expect((await read(stranger, DEMO.centro)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('idempotency and failure (DESIGN §1.6 "Nothing lost", §6)', () => {
  it('50 concurrent placeOrder calls with one Idempotency-Key place exactly one order', async () => {
    const { cartId } = await motriceCart();
    const before = await countRows(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => calls.place(onCentro, { cart_id: cartId, ...ACCEPTED }, 'burst-key')),
    );
    const numbers = new Set(answers.map((answer) => answer.data?.placeOrder.order?.order_number));
    expect(answers.every((answer) => answer.errors === undefined)).toBe(true);
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toMatch(/^\d+$/);
    expect(await countRows(t)).toEqual({
      orders: before.orders + 1,
      items: before.items + 1,
      outbox: before.outbox + 1,
    });
  });

  it('after a restart the same key still answers its orders: the key lives in the database', async () => {
    const { cartId } = await motriceCart();
    const first = (await calls.place(onCentro, { cart_id: cartId, ...ACCEPTED }, 'restart-key')).data!
      .placeOrder;
    expect(first.user_errors).toEqual([]);
    const before = await countRows(t);
    // A service built afresh holds nothing in memory, as a restarted server would.
    const restarted = createCheckoutService({ db: t.db, portal: createPortalService(t.db) });
    const [cart] = await t.db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, cartId));
    const again = await restarted.placeOrder(
      { userId: cart!.userId, shipToId: DEMO.centro },
      { cart_id: cartId, ...ACCEPTED, idempotencyKey: 'restart-key' },
    );
    expect(again.orders.map((order) => order.orderNumber)).toEqual([first.order!.order_number]);
    expect(await countRows(t)).toEqual(before);
  });

  it('a key already used answers its orders even for another cart, and never places that cart', async () => {
    const { cartId } = await motriceCart();
    const before = await countRows(t);
    const answer = (await calls.place(onCentro, { cart_id: cartId, ...ACCEPTED }, 'burst-key')).data!
      .placeOrder;
    expect(answer.user_errors).toEqual([]);
    expect(await countRows(t)).toEqual(before);
    const [cart] = await t.db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId));
    expect(cart!.status).toBe('open');
    // Another user's key of the same text is theirs alone: keys are per user.
    const wholesaler = await calls.signIn(DEMO.wholesaler, DEMO.pescara);
    const own = await calls.open(wholesaler);
    const refused = (await calls.place(wholesaler, { cart_id: own, ...ACCEPTED }, 'burst-key')).data!
      .placeOrder;
    expect(refused.orders).toEqual([]);
    expect(refused.user_errors.map((error) => error.code)).toEqual(['CART_EMPTY']);
  });

  it('a key won by a concurrent placement at its unique index answers the winner’s orders', async () => {
    // Two carts of one user racing with one key on PostgreSQL: the loser's insert meets the winner's row at the
    // unique index (23505) and its transaction rolls back. Here the winner commits just before the loser fails.
    const { cartId } = await motriceCart();
    const [context] = await t.db.select().from(carts).where(eq(carts.id, cartId));
    const [shipTo] = await t.db
      .select({ companyId: shipTos.companyId })
      .from(shipTos)
      .where(eq(shipTos.id, DEMO.centro));
    const winner = {
      id: randomUUID(),
      shipToId: DEMO.centro,
      companyId: shipTo!.companyId,
      userId: context!.userId,
      deliveryDate: context!.deliveryDate!,
      orderType: 'freeshipping_freeshipping',
      status: 'AWAITING SHIPMENT',
      processingStatus: 'Not Yet Processed',
      totalYourPriceCents: 100,
      grandTotalCents: 122,
      idempotencyKey: 'raced-key',
    };
    const racing = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async () => {
          await target.insert(orders).values(winner);
          throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
        };
      },
    });
    const service = createCheckoutService({ db: racing, portal: createPortalService(t.db) });
    const answer = await service.placeOrder(
      { userId: context!.userId, shipToId: DEMO.centro },
      { cart_id: cartId, ...ACCEPTED, idempotencyKey: 'raced-key' },
    );
    expect(answer.user_errors).toEqual([]);
    expect(answer.orders.map((order) => order.id)).toEqual([winner.id]);
  });

  it('a connection lost in the middle of placing leaves no half order, and the retry places exactly one', async () => {
    const { cartId } = await motriceCart([{ sku: beer.emptiesSku, qty: 12 }]);
    const before = await countRows(t);
    // The database goes away at the second ERP event: the orders and lines were already written in the transaction.
    let events = 0;
    const stop = onQuery(t.db, (query) => {
      if (query.startsWith('insert into "outbox"') && ++events === 2)
        throw new Error('Connection terminated unexpectedly');
    });
    let failed;
    try {
      failed = await calls.place(onCentro, { cart_id: cartId, ...ACCEPTED }, 'lost-connection');
    } finally {
      stop();
    }
    expect(events).toBe(2);
    expect(failed.data?.placeOrder ?? null).toBeNull();
    expect(failed.errors?.[0]?.message).not.toContain('Connection terminated');
    expect(await countRows(t)).toEqual(before);
    const [open] = await t.db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId));
    expect(open!.status).toBe('open');
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).toHaveLength(1);

    const retry = (await calls.place(onCentro, { cart_id: cartId, ...ACCEPTED }, 'lost-connection')).data!
      .placeOrder;
    expect(retry.user_errors).toEqual([]);
    expect(retry.orders).toHaveLength(2);
    expect(await countRows(t)).toEqual({
      orders: before.orders + 2,
      items: before.items + 2,
      outbox: before.outbox + 2,
    });
  });

  it(`places an order with its empties return in at most 20 SQL statements (DESIGN §8)`, async () => {
    const { cartId } = await motriceCart([{ sku: beer.emptiesSku, qty: 5 }]);
    await calls.place(onCentro, { cart_id: cartId, ...ACCEPTED, accept_guidelines: false }); // warms sign-in caches
    const seen: string[] = [];
    const stop = onQuery(t.db, (query) => seen.push(query));
    try {
      const answer = (await calls.place(onCentro, { cart_id: cartId, ...ACCEPTED }, 'counted')).data!
        .placeOrder;
      expect(answer.orders).toHaveLength(2);
    } finally {
      stop();
    }
    console.info(
      `placeOrder: ${seen.length} SQL statements\n${seen.map((query) => query.slice(0, 90)).join('\n')}`,
    );
    expect(seen.length).toBeLessThanOrEqual(20);
    const { rows } = await t.db.execute(sql`select 1`);
    expect(rows).toHaveLength(1);
  });
});
