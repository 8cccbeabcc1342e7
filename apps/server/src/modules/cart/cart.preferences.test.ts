import {
  addDays,
  calendarHolidays,
  firstAvailableDate,
  localDate,
  parseHolidayConfig,
  type OrderType,
} from '@spina/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalConfig, prices, shipTos } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createOrder } from '../catalogue/catalogue.fixtures';
import type { cartCalls } from './cart.fixtures';
import { CART_FIELDS, openCartTest, type CartFixture, type CartView } from './cart.fixtures';

let t: TestApp;
let fixture: CartFixture;
let calls: ReturnType<typeof cartCalls>;
let onA: Record<string, string>;
let cartId: string;
let holidays: string[];

const TIME_ZONE = 'Europe/Rome';

beforeAll(async () => {
  ({ t, fixture, calls, onA, cartId } = await openCartTest('cartprefs'));
  const [config] = await t.db.select().from(portalConfig).where(eq(portalConfig.key, 'holidays'));
  holidays = calendarHolidays({
    market: 'IT',
    now: new Date(),
    timeZone: TIME_ZONE,
    config: parseHolidayConfig(config?.value ?? null),
  });
});
afterAll(async () => t.close());

/** The first date the fixture ship-to (no delivery config: Monday to Friday) can receive an order type. */
const firstDate = (orderType: OrderType) =>
  firstAvailableDate({ now: new Date(), timeZone: TIME_ZONE, orderType, deliveryConfig: [], holidays })!;

type TransportOutput = {
  message: string | null;
  cart: CartView;
  user_errors: Array<{ code: string; message: string }>;
};

async function setTransport(args: Record<string, string>) {
  const response = await t.graphql<{ setTransportType: TransportOutput }>(
    `mutation Set($cart_id: String!, $transporttype: String!, $outletid: String!, $datepopup: String!, $sappaymentcode: String) {
      setTransportType(cart_id: $cart_id, transporttype: $transporttype, outletid: $outletid, datepopup: $datepopup,
        store: "LivePortal_IT_it", sappaymentcode: $sappaymentcode) {
        message user_errors { code message } cart { ${CART_FIELDS} }
      }
    }`,
    { headers: onA, variables: { cart_id: cartId, outletid: fixture.shipToA, ...args } },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.setTransportType;
}

async function storedPreferences() {
  const cart = (await calls.read(onA, cartId)).data!.cart;
  return { delivery_method: cart.delivery_method, delivery_date: cart.delivery_date };
}

describe('setTransportType stores the order type and a date the calendar allows (spec 1 §5, spec 2 §5)', () => {
  it('stores a valid date and answers with a message, so the bar keeps the type', async () => {
    const date = firstDate('flatrate_flatrate');
    const output = await setTransport({ transporttype: 'flatrate_flatrate', datepopup: date });
    expect(output.user_errors).toEqual([]);
    expect(output.message).toBe('Transport type saved');
    expect(await storedPreferences()).toEqual({ delivery_method: 'flatrate_flatrate', delivery_date: date });
  });

  it('reads a transport code and the dd.MM.yyyy input format', async () => {
    const date = firstDate('selfpickup_selfpickup');
    const [year, month, day] = date.split('-');
    const output = await setTransport({ transporttype: 'YDOR', datepopup: `${day}.${month}.${year}` });
    expect(output.user_errors).toEqual([]);
    expect(await storedPreferences()).toEqual({
      delivery_method: 'selfpickup_selfpickup',
      delivery_date: date,
    });
  });

  it.each([
    ['a holiday (Christmas)', () => '2026-12-25'],
    ['a Sunday', () => '2026-12-27'],
    ['a date in the past', () => addDays(localDate(new Date(), TIME_ZONE), -2)],
    ['a date past the 365-day window', () => addDays(localDate(new Date(), TIME_ZONE), 400)],
    ['something that is not a date', () => 'tomorrow'],
  ])('refuses %s with the spec message and changes nothing', async (_case, dateOf) => {
    const before = await storedPreferences();
    const output = await setTransport({ transporttype: 'freeshipping_freeshipping', datepopup: dateOf() });
    expect(output.message).toBeNull();
    expect(output.user_errors).toEqual([
      {
        code: 'DELIVERY_DATE_NOT_AVAILABLE',
        message: 'Shipping cannot be ordered. Choose a different date.',
      },
    ]);
    expect(await storedPreferences()).toEqual(before);
  });

  it('refuses an empty order type or date with the delivery-bar messages', async () => {
    expect((await setTransport({ transporttype: ' ', datepopup: '2026-12-28' })).user_errors).toEqual([
      { code: 'ORDER_TYPE_EMPTY', message: 'Order type has to not be empty!' },
    ]);
    expect((await setTransport({ transporttype: 'flatrate_flatrate', datepopup: '' })).user_errors).toEqual([
      { code: 'DELIVERY_DATE_EMPTY', message: 'Delivery date has to not be empty!' },
    ]);
  });

  it('refuses an empties order type without Empties Management, and a payment term of another company', async () => {
    const date = firstDate('emptiespickup_emptiespickup');
    const empties = await setTransport({ transporttype: 'emptiespickup_emptiespickup', datepopup: date });
    expect(empties.user_errors.map((error) => error.code)).toEqual(['ORDER_TYPE_NOT_OFFERED']);
    const payment = await setTransport({
      transporttype: 'flatrate_flatrate',
      datepopup: firstDate('flatrate_flatrate'),
      sappaymentcode: 'XX99',
    });
    expect(payment.user_errors.map((error) => error.code)).toEqual(['PAYMENT_NOT_ALLOWED']);
  });

  it('refuses another ship-to in the outletid argument', async () => {
    const response = await t.graphql<{ setTransportType: TransportOutput }>(
      `mutation { setTransportType(cart_id: "${cartId}", transporttype: "flatrate_flatrate", outletid: "${fixture.shipToB}",
        datepopup: "${firstDate('flatrate_flatrate')}") { message user_errors { code } } }`,
      { headers: onA },
    );
    expect(response.data?.setTransportType).toEqual({
      message: null,
      user_errors: [{ code: 'SHIP_TO_MISMATCH' }],
    });
  });
});

describe('shipment mode, empties, order number and note', () => {
  it('refuses an empties return without Empties Management (spec 2 §4 shipment mode)', async () => {
    const response = await t.graphql<{
      setShipmentMode: { user_errors: Array<{ code: string }>; cart: CartView };
    }>(
      `mutation { setShipmentMode(cart_id: "${cartId}", only_empties: 1) { user_errors { code } cart { shipmentId } } }`,
      { headers: onA },
    );
    expect(response.data?.setShipmentMode).toEqual({
      user_errors: [{ code: 'EMPTIES_NOT_ALLOWED' }],
      cart: { shipmentId: 0 },
    });
  });

  it('keeps empties returned with a beer order, and refuses goods as empties or more than the ship-to holds', async () => {
    // Five returnable lagers were delivered to ship-to A: it holds five of their crates (TST-ZQCR).
    await createOrder(t.db, {
      shipToId: fixture.shipToA,
      companyId: fixture.companyA,
      skus: Array.from({ length: 5 }, () => 'TST-LAG-33'),
    });
    const update = (empties: unknown[]) =>
      t.graphql<{ updateEmpties: { user_errors: Array<{ code: string }>; cart: CartView } }>(
        `mutation U($empties: [CartEmptiesInput!]!) { updateEmpties(cart_id: "${cartId}", empties: $empties) {
          user_errors { code } cart { empties { sku qty kind parent_product } } } }`,
        { headers: onA, variables: { empties } },
      );
    const kept = await update([{ sku: 'TST-ZQCR', qty: 5 }]);
    expect(kept.data?.updateEmpties).toEqual({
      user_errors: [],
      cart: { empties: [{ sku: 'TST-ZQCR', qty: 5, kind: 'returned', parent_product: null }] },
    });
    const beyond = await update([{ sku: 'TST-ZQCR', qty: 6 }]);
    expect(beyond.data?.updateEmpties.user_errors).toEqual([{ code: 'EMPTIES_NOT_HELD' }]);
    expect(beyond.data?.updateEmpties.cart.empties).toEqual([
      expect.objectContaining({ sku: 'TST-ZQCR', qty: 5 }),
    ]);
    const goods = await update([{ sku: 'TST-IPA', qty: 5 }]);
    expect(goods.data?.updateEmpties.user_errors).toEqual([{ code: 'NOT_EMPTIES' }]);
    const negative = await update([{ sku: 'TST-ZQCR', qty: -1 }]);
    expect(negative.data?.updateEmpties.user_errors).toEqual([{ code: 'QUANTITY_NEGATIVE' }]);
    expect((await update([{ sku: 'TST-ZQCR', qty: 0 }])).data?.updateEmpties.cart.empties).toEqual([]);
  });

  it('stores the customer order number (at most 40 characters, spec 2 §5) and the note for the driver', async () => {
    const save = (number: string, note: string) =>
      t.graphql<{ saveCustomerOrderNumber: { user_errors: Array<{ code: string }>; cart: CartView } }>(
        `mutation S($n: String, $d: String) { saveCustomerOrderNumber(cart_id: "${cartId}", customer_order_number: $n,
          note_for_driver: $d) { user_errors { code } cart { customer_order_number note_for_driver } } }`,
        { headers: onA, variables: { n: number, d: note } },
      );
    const saved = await save('PO-2026-118', 'Citofonare Rossi');
    expect(saved.data?.saveCustomerOrderNumber).toEqual({
      user_errors: [],
      cart: { customer_order_number: 'PO-2026-118', note_for_driver: 'Citofonare Rossi' },
    });
    const tooLong = await save('x'.repeat(41), 'ok');
    expect(tooLong.data?.saveCustomerOrderNumber).toEqual({
      user_errors: [{ code: 'CUSTOMER_ORDER_NUMBER_TOO_LONG' }],
      cart: { customer_order_number: 'PO-2026-118', note_for_driver: 'Citofonare Rossi' },
    });
  });
});

describe('updatePrices (spec 2 §3 Price-update result, §8)', () => {
  const check = () =>
    t.graphql<{
      updatePrices: {
        message: string;
        can_proceed: boolean;
        status_messages: string[];
        order_items: Array<{ sku: string; price: number; previous_price: number; changed: boolean }>;
      };
    }>(
      `mutation { updatePrices(cart_id: "${cartId}") { message can_proceed status_messages
        order_items { sku price previous_price changed } } }`,
      { headers: onA },
    );

  it("says 'Prices have been updated' once after a price moved, and why the cart cannot proceed", async () => {
    // A Standard order checks the cart value against the ship-to's minimum price (spec 2 §3 iMaximumOrderCash).
    await t.db.update(shipTos).set({ maxOrderCashCents: 100_000 }).where(eq(shipTos.id, fixture.shipToA));
    await setTransport({
      transporttype: 'selfpickup_selfpickup',
      datepopup: firstDate('selfpickup_selfpickup'),
    });
    await calls.add(onA, cartId, [{ sku: 'TST-CAF', quantity: 2 }]);
    await t.db
      .update(prices)
      .set({ listPriceCents: 3_500 })
      .where(and(eq(prices.priceListId, fixture.priceListA), eq(prices.sku, 'TST-CAF')));
    const first = (await check()).data!.updatePrices;
    expect(first.message).toBe('Prices have been updated');
    expect(first.order_items).toEqual([{ sku: 'TST-CAF', price: 36.5, previous_price: 34.5, changed: true }]);
    expect(first.can_proceed).toBe(false);
    expect(first.status_messages).toEqual(['The minimum price of order has not yet been reached']);
    const second = (await check()).data!.updatePrices;
    expect(second.message).toBe('Prices are up to date');
    expect(second.order_items[0]).toMatchObject({ changed: false, previous_price: 36.5 });
  });
});
