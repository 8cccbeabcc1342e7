import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { CANCEL_MESSAGES, ORDER_CHANGE_REFUSALS } from '@spina/domain';
import { orderStatusHistory, orders, outbox } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import type { CartFixture, cartCalls } from '../cart/cart.fixtures';
import {
  countRows,
  insertBeerWithEmpties,
  insertOrder,
  openOrderActionsTest,
  statusOf,
  type actionCalls,
} from './order-actions.fixtures';

/**
 * Cancel from the history (spec 2 §4 "Cancel order from history: the cancel call returns message, status and
 * stand_alone_order; when status is 'D' a second call marks the order cancelled on the order service. Messages:
 * 'Your order has been cancelled.' and 'Your beer order and associated empty order have been cancelled.'";
 * spec 2 §8 refusals; decision 0021 for which status gives which refusal, 0022 for the transaction), through the API.
 */

let t: TestApp;
let fixture: CartFixture;
let calls: ReturnType<typeof cartCalls>;
let actions: ReturnType<typeof actionCalls>;
let onA: Record<string, string>;
let companyA: string;
let buyerId: string;
let catalogueOnlyEmail: string;

const BEER = [{ sku: 'TST-LAG-33', layers: 2 }];
const EMPTIES = [{ sku: 'TST-ZQCR', packages: 20 }];

beforeAll(async () => {
  ({ t, fixture, calls, actions, onA, companyA, buyerId, catalogueOnlyEmail } =
    await openOrderActionsTest('cancel'));
});
afterAll(async () => t.close());

const onShipToA = (extra: { status?: string; processingStatus?: string } = {}) => ({
  shipToId: fixture.shipToA,
  companyId: companyA,
  ...extra,
});

describe('cancelOrder (spec 2 §4 Cancel order from history)', () => {
  it('cancels a beer order and its empties order together: status D, history and one ERP event each', async () => {
    const { beer, empties } = await insertBeerWithEmpties(t.db, onShipToA(), BEER, EMPTIES);
    const answer = await actions.cancel(onA, beer.orderNumber);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.cancelOrder).toEqual({
      message: CANCEL_MESSAGES.cancelledWithLinked,
      status: 'D',
      stand_alone_order: false,
      cancelled_order_numbers: expect.arrayContaining([beer.orderNumber, empties.orderNumber]),
    });
    expect(await statusOf(t.db, beer.orderNumber)).toBe('CANCELLED');
    expect(await statusOf(t.db, empties.orderNumber)).toBe('CANCELLED');
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, [beer.id, empties.id]));
    expect(history).toHaveLength(2);
    for (const row of history)
      expect(row).toMatchObject({
        field: 'status',
        fromValue: 'AWAITING SHIPMENT',
        toValue: 'CANCELLED',
        source: 'portal',
        sourceRef: 'cancel',
        userId: buyerId,
      });
    const events = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'order.cancelled'), inArray(outbox.aggregateId, [beer.id, empties.id])));
    expect(events).toHaveLength(2);
    expect(events.find((event) => event.aggregateId === beer.id)!.payload).toMatchObject({
      order_number: beer.orderNumber,
      linked_order_number: empties.orderNumber,
      reason: 'cancel',
    });
  });

  it('asked by the empties order, cancels its beer order too', async () => {
    const { beer, empties } = await insertBeerWithEmpties(t.db, onShipToA(), BEER, EMPTIES);
    const answer = (await actions.cancel(onA, empties.orderNumber)).data!.cancelOrder;
    expect(answer.status).toBe('D');
    expect(await statusOf(t.db, beer.orderNumber)).toBe('CANCELLED');
  });

  it("a stand-alone order, found by its SAP id: 'Your order has been cancelled.'", async () => {
    const order = await insertOrder(t.db, { ...onShipToA(), lines: BEER, sapId: '0099000001' });
    const answer = (await actions.cancel(onA, '0099000001')).data!.cancelOrder;
    expect(answer).toEqual({
      message: CANCEL_MESSAGES.cancelled,
      status: 'D',
      stand_alone_order: true,
      cancelled_order_numbers: [order.orderNumber],
    });
  });

  // decision 0021: which status family gives which spec 2 §8 message.
  it.each([
    ['CANCELLED', 'Fully Rejected', ORDER_CHANGE_REFUSALS.missing],
    ['DELIVERED', 'Completely Processed', ORDER_CHANGE_REFUSALS.goodsIssued],
    ['AWAITING DELIVERY', 'Partially Processed', ORDER_CHANGE_REFUSALS.goodsIssued],
    ['NOT DELIVERED', 'Fully Rejected', ORDER_CHANGE_REFUSALS.goodsIssued],
    ['IN STOCK', 'Partially Processed', ORDER_CHANGE_REFUSALS.deliveryBlocked],
    ['PARTIAL ORDER PREPARATION', 'Partially Processed', ORDER_CHANGE_REFUSALS.deliveryBlocked],
    ['AWAITING SHIPMENT', 'Partially Processed', ORDER_CHANGE_REFUSALS.deliveryBlocked],
  ])(
    'an order %s / %s is refused with status E and %j; nothing changes',
    async (status, processing, message) => {
      const order = await insertOrder(t.db, {
        ...onShipToA({ status, processingStatus: processing }),
        lines: BEER,
      });
      const before = await countRows(t.db);
      const answer = (await actions.cancel(onA, order.orderNumber)).data!.cancelOrder;
      expect(answer).toEqual({ message, status: 'E', stand_alone_order: true, cancelled_order_numbers: [] });
      expect(await statusOf(t.db, order.orderNumber)).toBe(status);
      expect(await countRows(t.db)).toEqual(before);
    },
  );

  it('refuses both when the linked empties order has already left', async () => {
    const { beer, empties } = await insertBeerWithEmpties(t.db, onShipToA(), BEER, EMPTIES);
    await t.db.update(orders).set({ status: 'AWAITING DELIVERY' }).where(eq(orders.id, empties.id));
    const before = await countRows(t.db);
    const answer = (await actions.cancel(onA, beer.orderNumber)).data!.cancelOrder;
    expect(answer).toMatchObject({
      status: 'E',
      message: ORDER_CHANGE_REFUSALS.goodsIssued,
      stand_alone_order: false,
    });
    expect(await statusOf(t.db, beer.orderNumber)).toBe('AWAITING SHIPMENT');
    expect(await countRows(t.db)).toEqual(before);
  });

  it("another customer's order, an unknown one or one of another ship-to answers 'Non-existent or blocked order'", async () => {
    const order = await insertOrder(t.db, { ...onShipToA(), lines: BEER });
    const stranger = await calls.headersFor(fixture.strangerEmail, fixture.shipToB);
    const onA2 = await calls.headersFor(fixture.buyerEmail, fixture.shipToA2);
    const before = await countRows(t.db);
    for (const [headers, key] of [
      [stranger, order.orderNumber],
      [onA2, order.orderNumber],
      [onA, 'NO-SUCH-ORDER'],
      [onA, 'x'.repeat(500)],
    ] as const) {
      const answer = (await actions.cancel(headers, key)).data!.cancelOrder;
      expect(answer).toMatchObject({ status: 'E', message: ORDER_CHANGE_REFUSALS.missing });
    }
    expect(await statusOf(t.db, order.orderNumber)).toBe('AWAITING SHIPMENT');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('needs My Orders on the ship-to, and the ship-to not SUSPENDED (spec 2 §2)', async () => {
    const order = await insertOrder(t.db, { ...onShipToA(), lines: BEER });
    const noOrders = await calls.headersFor(catalogueOnlyEmail, fixture.shipToA);
    expect((await actions.cancel(noOrders, order.orderNumber)).status).toBe(403);
    const there = await insertOrder(t.db, {
      shipToId: fixture.suspendedShipTo,
      companyId: companyA,
      lines: BEER,
    });
    const suspended = await calls.headersFor(fixture.buyerEmail, fixture.suspendedShipTo);
    expect((await actions.cancel(suspended, there.orderNumber)).status).toBe(403);
    expect(await statusOf(t.db, order.orderNumber)).toBe('AWAITING SHIPMENT');
    expect(await statusOf(t.db, there.orderNumber)).toBe('AWAITING SHIPMENT');
  });

  it('two cancels at once cancel once: one D, one E, one history row and one event per order', async () => {
    const { beer, empties } = await insertBeerWithEmpties(t.db, onShipToA(), BEER, EMPTIES);
    const answers = await Promise.all([
      actions.cancel(onA, beer.orderNumber),
      actions.cancel(onA, beer.orderNumber),
    ]);
    expect(answers.map((answer) => answer.data!.cancelOrder.status).sort()).toEqual(['D', 'E']);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, [beer.id, empties.id]));
    expect(history).toHaveLength(2);
    const events = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.aggregateId, [beer.id, empties.id]));
    expect(events).toHaveLength(2);
  });
});

describe('GET /api/general/v1/orders/SetOrderCancelled (spec 2 §4, §7)', () => {
  it('confirms a cancelled order, as often as it is called, and changes nothing more', async () => {
    const { beer } = await insertBeerWithEmpties(t.db, onShipToA(), BEER, EMPTIES);
    expect((await actions.cancel(onA, beer.orderNumber)).data!.cancelOrder.status).toBe('D');
    const before = await countRows(t.db);
    for (let call = 0; call < 2; call++) {
      const response = await actions.setCancelled(onA, beer.orderNumber);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'CANCELLED', order_number: beer.orderNumber });
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('cancels an order that still may be, with its linked order', async () => {
    const { beer, empties } = await insertBeerWithEmpties(t.db, onShipToA(), BEER, EMPTIES);
    const response = await actions.setCancelled(onA, beer.orderNumber);
    expect(response.json()).toEqual({ status: 'CANCELLED', order_number: beer.orderNumber });
    expect(await statusOf(t.db, empties.orderNumber)).toBe('CANCELLED');
  });

  it('refuses an order that may no longer be cancelled (409) and an unknown or foreign one (404)', async () => {
    const shipped = await insertOrder(t.db, {
      ...onShipToA({ status: 'DELIVERED', processingStatus: 'Completely Processed' }),
      lines: BEER,
    });
    const refused = await actions.setCancelled(onA, shipped.orderNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_CHANGE_REFUSALS.goodsIssued);
    const stranger = await calls.headersFor(fixture.strangerEmail, fixture.shipToB);
    const foreign = await actions.setCancelled(stranger, shipped.orderNumber);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ORDER_CHANGE_REFUSALS.missing);
    expect((await actions.setCancelled(onA, '')).statusCode).toBe(400);
    expect(await statusOf(t.db, shipped.orderNumber)).toBe('DELIVERED');
  });
});
