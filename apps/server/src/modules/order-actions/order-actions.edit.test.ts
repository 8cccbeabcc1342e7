import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ORDER_CHANGE_REFUSALS } from '@spina/domain';
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
 * Edit order (spec 2 §4 "Edit order: the current order is deleted and the user returns to the cart; existing cart
 * items are either saved for later or discarded; a beer order and its linked empties order are both deleted.
 * Cart conflicts offer to continue or start new (removing items, saving or not)"; decisions 0021, 0022).
 */

let t: TestApp;
let fixture: CartFixture;
let calls: ReturnType<typeof cartCalls>;
let actions: ReturnType<typeof actionCalls>;
let onA: Record<string, string>;
let cartId: string;
let companyA: string;
let firstDate: string;

const BEER = [
  { sku: 'TST-LAG-33', layers: 2 },
  { sku: 'TST-IPA', packages: 6 },
];
const EMPTIES = [{ sku: 'TST-ZQCR', packages: 20 }];
const skus = (cart: { items: Array<{ product: { sku: string } }> }) =>
  cart.items.map((item) => item.product.sku).sort();

beforeAll(async () => {
  ({ t, fixture, calls, actions, onA, cartId, companyA } = await openOrderActionsTest('edit'));
  const dates = await t.graphql<{ deliveryAvailableDate: { first_available_date: string } }>(
    `query D($s: String!) { deliveryAvailableDate(shipTo: $s, shipmentId: "freeshipping_freeshipping") {
      first_available_date } }`,
    { headers: onA, variables: { s: fixture.shipToA } },
  );
  firstDate = dates.data!.deliveryAvailableDate.first_available_date;
});
afterAll(async () => t.close());

const base = () => ({ shipToId: fixture.shipToA, companyId: companyA });

describe('editOrder (spec 2 §4 Edit order)', () => {
  it('withdraws the beer order and its empties order and brings lines, empties, type, date and texts back to the cart', async () => {
    const { beer, empties } = await insertBeerWithEmpties(t.db, base(), BEER, EMPTIES);
    await t.db
      .update(orders)
      .set({ deliveryDate: firstDate, customerOrderNumber: 'PO-9', noteForDriver: 'Retro' })
      .where(eq(orders.id, beer.id));
    const answer = await actions.edit(onA, beer.orderNumber);
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.editOrder;
    expect(result.userInputErrors).toEqual([]);
    expect(result.needs_choice).toBe(false);
    expect(result.withdrawn_order_numbers.sort()).toEqual([beer.orderNumber, empties.orderNumber].sort());
    expect(skus(result.cart)).toEqual(['TST-IPA', 'TST-LAG-33']);
    expect(result.cart.empties).toContainEqual(
      expect.objectContaining({ sku: 'TST-ZQCR', qty: 20, kind: 'returned' }),
    );
    expect(result.cart).toMatchObject({
      delivery_method: 'freeshipping_freeshipping',
      delivery_date: firstDate,
      customer_order_number: 'PO-9',
      note_for_driver: 'Retro',
      shipmentId: 0,
    });
    expect(await statusOf(t.db, beer.orderNumber)).toBe('CANCELLED');
    expect(await statusOf(t.db, empties.orderNumber)).toBe('CANCELLED');
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, [beer.id, empties.id]));
    expect(history.map((row) => [row.source, row.sourceRef, row.toValue])).toEqual([
      ['portal', 'edit', 'CANCELLED'],
      ['portal', 'edit', 'CANCELLED'],
    ]);
    const events = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.aggregateId, [beer.id, empties.id]));
    expect(events.map((event) => event.topic)).toEqual(['order.cancelled', 'order.cancelled']);
  });

  it('with items in the cart and no mode, changes nothing and asks', async () => {
    const order = await insertOrder(t.db, { ...base(), lines: BEER });
    const before = await countRows(t.db);
    const result = (await actions.edit(onA, order.orderNumber)).data!.editOrder;
    expect(result.needs_choice).toBe(true);
    expect(result.withdrawn_order_numbers).toEqual([]);
    expect(await statusOf(t.db, order.orderNumber)).toBe('AWAITING SHIPMENT');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('START_NEW_SAVE saves what the cart held for later; a past date is left to the delivery rules', async () => {
    const order = await insertOrder(t.db, {
      ...base(),
      lines: [{ sku: 'TST-CAF', packages: 4 }],
      deliveryDate: '2020-01-15',
    });
    const savedBefore = (await countRows(t.db)).saved!;
    const result = (await actions.edit(onA, order.orderNumber, 'START_NEW_SAVE')).data!.editOrder;
    expect(result.saved_order_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await countRows(t.db)).saved).toBe(savedBefore + 1);
    expect(skus(result.cart)).toEqual(['TST-CAF']);
    expect(result.cart.empties).toEqual([]);
    expect(result.cart.delivery_date).toBeNull();
    expect(result.cart.customer_order_number).toBeNull();
  });

  it('START_NEW discards what the cart held', async () => {
    const order = await insertOrder(t.db, { ...base(), lines: [{ sku: 'TST-IPA', packages: 2 }] });
    const savedBefore = (await countRows(t.db)).saved!;
    const result = (await actions.edit(onA, order.orderNumber, 'START_NEW')).data!.editOrder;
    expect(skus(result.cart)).toEqual(['TST-IPA']);
    expect(result.saved_order_id).toBeNull();
    expect((await countRows(t.db)).saved).toBe(savedBefore);
  });

  it('is refused once the ERP has started on the order (decision 0021); nothing changes', async () => {
    const order = await insertOrder(t.db, {
      ...base(),
      status: 'IN STOCK',
      processingStatus: 'Partially Processed',
      lines: BEER,
    });
    const before = await countRows(t.db);
    const result = (await actions.edit(onA, order.orderNumber, 'START_NEW')).data!.editOrder;
    expect(result.userInputErrors).toEqual([
      { code: 'ORDER_NOT_CHANGEABLE', message: ORDER_CHANGE_REFUSALS.deliveryBlocked, path: ['orderNumber'] },
    ]);
    expect(await countRows(t.db)).toEqual(before);
    expect(await statusOf(t.db, order.orderNumber)).toBe('IN STOCK');
  });

  it('keeps the order when none of its lines can come back', async () => {
    const order = await insertOrder(t.db, { ...base(), lines: [{ sku: 'TST-DIS', packages: 2 }] });
    const before = await countRows(t.db);
    const result = (await actions.edit(onA, order.orderNumber, 'START_NEW')).data!.editOrder;
    expect(result.userInputErrors.map((error) => error.code)).toEqual(['NOTHING_ADDED']);
    expect(result.failed_items.map((item) => item.sku)).toEqual(['TST-DIS']);
    expect(await statusOf(t.db, order.orderNumber)).toBe('AWAITING SHIPMENT');
    expect(await countRows(t.db)).toEqual(before);
  });

  it("another customer's order is 'Non-existent or blocked order' and nothing changes", async () => {
    const order = await insertOrder(t.db, { ...base(), lines: BEER });
    const stranger = await calls.headersFor(fixture.strangerEmail, fixture.shipToB);
    const before = await countRows(t.db);
    const answer = await actions.edit(stranger, order.orderNumber, 'START_NEW');
    expect(answer.errors?.[0]?.message).toBe(ORDER_CHANGE_REFUSALS.missing);
    expect(await countRows(t.db)).toEqual(before);
    expect((await calls.read(onA, cartId)).data!.cart.items.length).toBeGreaterThan(0);
  });
});
