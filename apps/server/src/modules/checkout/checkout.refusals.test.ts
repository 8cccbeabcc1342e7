import { addDays, weekdayOf } from '@spina/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItems, carts, shipTos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { ACCEPTED, checkoutCalls, countRows, DEMO, firstDateOf, returnableBeer } from './checkout.fixtures';

/**
 * placeOrder re-checks every rule at the moment of placing (DESIGN §6) and a refusal writes nothing: no order,
 * no line, no ERP event, and the cart stays open as it was.
 */

let t: TestApp;
let calls: ReturnType<typeof checkoutCalls>;
let onCentro: Record<string, string>;
let cartId: string;
let layers: number;

beforeAll(async () => {
  t = await createTestApp();
  calls = checkoutCalls(t);
  onCentro = await calls.signIn(DEMO.onPremise, DEMO.centro);
  cartId = await calls.open(onCentro);
  const beer = await returnableBeer(t, 'IT-STD');
  layers = Math.ceil(12_500_000 / beer.layerG); // the Motrice band: 12,000 to 15,999 kg (spec 2 §9)
  await calls.add(onCentro, cartId, [{ sku: beer.sku, number_of_layer: layers }]);
  await calls.setTransport(
    onCentro,
    cartId,
    'freeshipping_freeshipping',
    await firstDateOf(t, DEMO.centro, 'freeshipping_freeshipping'),
  );
});
afterAll(async () => t.close());

async function cartState(id = cartId) {
  const [cart] = await t.db.select({ status: carts.status }).from(carts).where(eq(carts.id, id));
  const lines = await t.db.select().from(cartItems).where(eq(cartItems.cartId, id));
  return { status: cart?.status, lines: lines.length };
}

/** Places and expects a refusal with `code` that changed nothing; returns the answer. */
async function expectRefused(
  headers: Record<string, string>,
  input: Record<string, unknown>,
  code: string,
  id = cartId,
) {
  const before = { rows: await countRows(t), cart: await cartState(id) };
  const response = await calls.place(headers, input, `refusal-${code}`);
  expect(response.errors).toBeUndefined();
  const answer = response.data!.placeOrder;
  expect(answer.user_errors.map((error) => error.code)).toEqual([code]);
  expect(answer.order).toBeNull();
  expect(answer.orders).toEqual([]);
  expect({ rows: await countRows(t), cart: await cartState(id) }).toEqual(before);
  return answer;
}

describe('placeOrder refuses, writing nothing (spec 2 §5 Order rules)', () => {
  it('without the Master Purchase Agreement or the guidelines accepted (spec 3 §5)', async () => {
    const answer = await expectRefused(
      onCentro,
      { cart_id: cartId, accept_master_purchase_agreement: true, accept_guidelines: false },
      'TERMS_NOT_ACCEPTED',
    );
    expect(answer.user_errors[0]!.message).toBe(
      'Accept the Master Purchase Agreement and the guidelines to order',
    );
    await expectRefused(
      onCentro,
      { cart_id: cartId, accept_master_purchase_agreement: false, accept_guidelines: true },
      'TERMS_NOT_ACCEPTED',
    );
  });

  it('another customer’s cart, answered as a cart that does not exist (spec 2 §8)', async () => {
    const wholesaler = await calls.signIn(DEMO.wholesaler, DEMO.pescara);
    const answer = await expectRefused(wholesaler, { cart_id: cartId, ...ACCEPTED }, 'CART_NOT_FOUND');
    expect(answer.user_errors[0]!.message).toBe('This cart no longer exists');
    await expectRefused(onCentro, { cart_id: 'not-a-cart', ...ACCEPTED }, 'CART_NOT_FOUND');
  });

  it('a delivery date the calendar does not allow, offering the first available date (spec 2 §5)', async () => {
    const [cart] = await t.db.select({ date: carts.deliveryDate }).from(carts).where(eq(carts.id, cartId));
    const chosen = cart!.date!;
    let saturday = addDays(chosen, 1);
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    await t.db.update(carts).set({ deliveryDate: saturday }).where(eq(carts.id, cartId));
    try {
      const answer = await expectRefused(
        onCentro,
        { cart_id: cartId, ...ACCEPTED },
        'DELIVERY_DATE_NOT_AVAILABLE',
      );
      expect(answer.user_errors[0]!.message).toBe('Shipping cannot be ordered. Choose a different date.');
      expect(answer.first_available_date).toBe(chosen);
    } finally {
      await t.db.update(carts).set({ deliveryDate: chosen }).where(eq(carts.id, cartId));
    }
  });

  it('a ship-to SUSPENDED since the buyer opened the checkout (spec 2 §4, §5)', async () => {
    await t.db.update(shipTos).set({ status: 'SUSPENDED' }).where(eq(shipTos.id, DEMO.centro));
    try {
      const answer = await expectRefused(onCentro, { cart_id: cartId, ...ACCEPTED }, 'SHIP_TO_SUSPENDED');
      expect(answer.user_errors[0]!.message).toBe('ShipTo suspended - Select another ShipTo');
    } finally {
      await t.db.update(shipTos).set({ status: 'ACTIVE' }).where(eq(shipTos.id, DEMO.centro));
    }
  });

  it('over the maximum weight of the ship-to (spec 2 §5, 28,000 kg on Centro)', async () => {
    const line = and(eq(cartItems.cartId, cartId));
    await t.db
      .update(cartItems)
      .set({ layers: layers * 3 })
      .where(line);
    try {
      const answer = await expectRefused(
        onCentro,
        { cart_id: cartId, ...ACCEPTED },
        'CAPACITY_MAXIMUM_EXCEEDED',
      );
      expect(answer.user_errors[0]!.message).toBe('Maximum weight exceeded');
    } finally {
      await t.db.update(cartItems).set({ layers }).where(line);
    }
  });

  it('a payment term the payer may not use (spec 2 §9)', async () => {
    await t.db.update(carts).set({ paymentCode: '3C10' }).where(eq(carts.id, cartId));
    try {
      const answer = await expectRefused(onCentro, { cart_id: cartId, ...ACCEPTED }, 'PAYMENT_NOT_ALLOWED');
      expect(answer.user_errors[0]!.message).toBe('This payment term is not available to your company');
    } finally {
      await t.db.update(carts).set({ paymentCode: null }).where(eq(carts.id, cartId));
    }
  });

  it('under the minimum: a full truck below 20 pallets (spec 2 §5, §9)', async () => {
    const wholesaler = await calls.signIn(DEMO.wholesaler, DEMO.pescara);
    const truck = await calls.open(wholesaler);
    const beer = await returnableBeer(t, 'IT-WHS');
    await calls.add(wholesaler, truck, [{ sku: beer.sku, number_of_pallet: 20 }]);
    await calls.setTransport(
      wholesaler,
      truck,
      'flatrate_flatrate',
      await firstDateOf(t, DEMO.pescara, 'flatrate_flatrate'),
    );
    await t.db.update(cartItems).set({ pallets: 12 }).where(eq(cartItems.cartId, truck));
    const answer = await expectRefused(
      wholesaler,
      { cart_id: truck, ...ACCEPTED },
      'CAPACITY_MINIMUM_NOT_REACHED',
      truck,
    );
    expect(answer.user_errors[0]!.message).toBe('The minimum quantity of pallet has not been reached');
  });

  it('an order number longer than 40 characters (spec 2 §5 "Order title max 40 characters")', async () => {
    await expectRefused(
      onCentro,
      { cart_id: cartId, customerordernumber: 'x'.repeat(41), ...ACCEPTED },
      'CUSTOMER_ORDER_NUMBER_TOO_LONG',
    );
  });

  it('after all those refusals the same cart places once', async () => {
    const before = await countRows(t);
    const response = await calls.place(onCentro, { cart_id: cartId, ...ACCEPTED });
    expect(response.data!.placeOrder.user_errors).toEqual([]);
    expect((await countRows(t)).orders).toBe(before.orders + 1);
  });
});

describe('a cut-off passed while the buyer was in checkout (spec 2 §5, §9; DESIGN §6)', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses with the calendar message, a code the web acts on and the first date now available', async () => {
    // Tuesday 1 December 2026, 11:55 in Rome: a Small truck for the first date the bar offers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:55:00Z'));
    const headers = await calls.signIn(DEMO.onPremise, DEMO.centro);
    const id = await calls.open(headers);
    const beer = await returnableBeer(t, 'IT-STD');
    await calls.add(headers, id, [{ sku: beer.sku, number_of_layer: layers }]);
    const chosen = await firstDateOf(t, DEMO.centro, 'freeshipping_freeshipping');
    await calls.setTransport(headers, id, 'freeshipping_freeshipping', chosen);

    // 12:01 in Rome: the Small truck cut-off (12:00) has passed, the chosen date can no longer be ordered.
    vi.setSystemTime(new Date('2026-12-01T11:01:00Z'));
    const answer = await expectRefused(
      headers,
      { cart_id: id, ...ACCEPTED },
      'DELIVERY_DATE_CUT_OFF_PASSED',
      id,
    );
    expect(answer.user_errors[0]!.message).toBe('Shipping cannot be ordered. Choose a different date.');
    const offered = await firstDateOf(t, DEMO.centro, 'freeshipping_freeshipping');
    expect(offered > chosen).toBe(true);
    expect(answer.first_available_date).toBe(offered);
  });
});

describe('the payment terms a payer may use (spec 2 §9)', () => {
  const QUERY = `query P($id: String!) { cart(cart_id: $id) { available_payment_methods { code group title is_default } } }`;

  it('lists the payer’s terms in the request’s language, the first as the default', async () => {
    const id = await calls.open(onCentro);
    const read = async (lang: string) =>
      (
        await t.graphql<{ cart: { available_payment_methods: unknown[] } }>(QUERY, {
          headers: { ...onCentro, lang },
          variables: { id },
        })
      ).data!.cart.available_payment_methods;
    expect(await read('en')).toEqual([
      { code: 'IC30', group: 5, title: 'Direct debit (SDD) at 30 days', is_default: true },
      { code: '2C30', group: 2, title: 'Bank transfer at 30 days', is_default: false },
    ]);
    expect(await read('it')).toEqual([
      { code: 'IC30', group: 5, title: 'Addebito diretto SDD a 30 giorni', is_default: true },
      { code: '2C30', group: 2, title: 'Bonifico bancario a 30 giorni', is_default: false },
    ]);
  });

  it('setTransportType stores only one of those terms', async () => {
    const id = await calls.open(onCentro);
    const date = await firstDateOf(t, DEMO.centro, 'freeshipping_freeshipping');
    const set = (payment: string) =>
      t.graphql<{ setTransportType: { user_errors: Array<{ code: string }> } }>(
        `mutation S($id: String!, $date: String!, $payment: String) { setTransportType(cart_id: $id,
          transporttype: "freeshipping_freeshipping", outletid: "${DEMO.centro}", datepopup: $date,
          sappaymentcode: $payment) { user_errors { code } } }`,
        { headers: onCentro, variables: { id, date, payment } },
      );
    expect((await set('RC60')).data!.setTransportType.user_errors).toEqual([{ code: 'PAYMENT_NOT_ALLOWED' }]);
    expect((await set('2C30')).data!.setTransportType.user_errors).toEqual([]);
    const [cart] = await t.db.select({ code: carts.paymentCode }).from(carts).where(eq(carts.id, id));
    expect(cart!.code).toBe('2C30');
  });
});
