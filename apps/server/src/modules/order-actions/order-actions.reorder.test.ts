import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REORDER_MESSAGES } from '@spina/domain';
import { savedOrderItems, savedOrders } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import type { CartFixture, cartCalls } from '../cart/cart.fixtures';
import { countRows, insertOrder, openOrderActionsTest, type actionCalls } from './order-actions.fixtures';

/**
 * Re-order (spec 2 §4 "Re-order: returns message, status and failed_items (listed by sku, name, quantity)",
 * "Order-in-progress modal: 'continue' ... 'new' removes all cart items", "The cart may be saved for later";
 * §7 reorderItems, reOrderSavedOrder, deleteSavedOrder; §8 "Re-order failed items: listed by sku, name,
 * quantity", 'Re-order cannot proceed, some items not available'), through the API.
 */

let t: TestApp;
let fixture: CartFixture;
let calls: ReturnType<typeof cartCalls>;
let actions: ReturnType<typeof actionCalls>;
let onA: Record<string, string>;
let cartId: string;
let companyA: string;
let buyerId: string;
let catalogueOnlyEmail: string;
let orderNumber: string;

const skus = (cart: { items: Array<{ product: { sku: string } }> }) =>
  cart.items.map((item) => item.product.sku).sort();
const lineOf = (cart: { items: Array<{ product: { sku: string }; [key: string]: unknown }> }, sku: string) =>
  cart.items.find((item) => item.product.sku === sku);

beforeAll(async () => {
  ({ t, fixture, calls, actions, onA, cartId, companyA, buyerId, catalogueOnlyEmail } =
    await openOrderActionsTest('reorder'));
  ({ orderNumber } = await insertOrder(t.db, {
    shipToId: fixture.shipToA,
    companyId: companyA,
    status: 'DELIVERED',
    processingStatus: 'Completely Processed',
    lines: [
      { sku: 'TST-LAG-33', layers: 2 },
      { sku: 'TST-IPA', packages: 5 },
      { sku: 'TST-DIS', name: 'Discontinued Ale 33 cl', packages: 3 },
      { sku: 'TST-OFFLIST', packages: 4 },
    ],
  }));
});
afterAll(async () => t.close());

describe('reorderItems (spec 2 §4 Re-order, §7)', () => {
  it('puts the lines into an empty cart and lists every line it could not add by sku, name and quantity', async () => {
    const answer = await actions.reorder(onA, orderNumber);
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.reorderItems;
    expect(result.needs_choice).toBe(false);
    expect(result.userInputErrors).toEqual([]);
    expect(skus(result.cart)).toEqual(['TST-IPA', 'TST-LAG-33']);
    expect(lineOf(result.cart, 'TST-LAG-33')).toMatchObject({ number_of_layer: 2 });
    expect(lineOf(result.cart, 'TST-IPA')).toMatchObject({ number_of_packages: 5 });
    expect(result.failed_items).toEqual([
      {
        sku: 'TST-DIS',
        name: 'Discontinued Ale 33 cl',
        quantity: 3,
        reason: 'The product is no longer sold',
        reason_code: 'DISCONTINUED',
      },
      {
        sku: 'TST-OFFLIST',
        name: 'Name of TST-OFFLIST',
        quantity: 4,
        reason: 'The product is not available on your price list',
        reason_code: 'PRODUCT_UNAVAILABLE',
      },
    ]);
  });

  it('with items in the cart and no mode, changes nothing and asks (order-in-progress)', async () => {
    const before = await countRows(t.db);
    const answer = await actions.reorder(onA, orderNumber);
    expect(answer.data!.reorderItems.needs_choice).toBe(true);
    expect(answer.data!.reorderItems.failed_items).toEqual([]);
    expect(lineOf(answer.data!.reorderItems.cart, 'TST-IPA')).toMatchObject({ number_of_packages: 5 });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('CONTINUE adds the lines to what the cart holds', async () => {
    const result = (await actions.reorder(onA, orderNumber, 'CONTINUE')).data!.reorderItems;
    expect(result.needs_choice).toBe(false);
    expect(lineOf(result.cart, 'TST-LAG-33')).toMatchObject({ number_of_layer: 4 });
    expect(lineOf(result.cart, 'TST-IPA')).toMatchObject({ number_of_packages: 10 });
    expect(result.failed_items.map((item) => item.sku)).toEqual(['TST-DIS', 'TST-OFFLIST']);
  });

  it('START_NEW discards the cart first', async () => {
    await calls.add(onA, cartId, [{ sku: 'TST-CAF', quantity: 2 }]);
    const result = (await actions.reorder(onA, orderNumber, 'START_NEW')).data!.reorderItems;
    expect(skus(result.cart)).toEqual(['TST-IPA', 'TST-LAG-33']);
    expect(lineOf(result.cart, 'TST-IPA')).toMatchObject({ number_of_packages: 5 });
    expect(result.saved_order_id).toBeNull();
  });

  it('START_NEW_SAVE saves the cart for later first and returns the saved order', async () => {
    const savedBefore = (await countRows(t.db)).saved!;
    const result = (await actions.reorder(onA, orderNumber, 'START_NEW_SAVE')).data!.reorderItems;
    expect(result.saved_order_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await countRows(t.db)).saved).toBe(savedBefore + 1);
    const lines = await t.db
      .select({ sku: savedOrderItems.sku })
      .from(savedOrderItems)
      .where(eq(savedOrderItems.savedOrderId, result.saved_order_id!));
    expect(lines.map((line) => line.sku).sort()).toEqual(['TST-IPA', 'TST-LAG-33']);
    expect(lineOf(result.cart, 'TST-IPA')).toMatchObject({ number_of_packages: 5 });
  });

  it("refuses with 'Re-order cannot proceed, some items not available' and changes nothing when no line can be added", async () => {
    const { orderNumber: gone } = await insertOrder(t.db, {
      shipToId: fixture.shipToA,
      companyId: companyA,
      lines: [{ sku: 'TST-DIS', packages: 1 }],
    });
    const before = await countRows(t.db);
    const result = (await actions.reorder(onA, gone, 'START_NEW')).data!.reorderItems;
    expect(result.userInputErrors).toEqual([
      { code: 'NOTHING_ADDED', message: REORDER_MESSAGES.none, path: ['orderNumber'] },
    ]);
    expect(result.failed_items.map((item) => item.sku)).toEqual(['TST-DIS']);
    expect(skus(result.cart)).toEqual(['TST-IPA', 'TST-LAG-33']);
    expect(await countRows(t.db)).toEqual(before);
  });

  it("another customer's order answers like a missing one and changes nothing", async () => {
    const stranger = await calls.headersFor(fixture.strangerEmail, fixture.shipToB);
    const before = await countRows(t.db);
    for (const number of [orderNumber, 'NO-SUCH-ORDER']) {
      const answer = await actions.reorder(stranger, number, 'START_NEW');
      expect(answer.errors?.[0]?.message).toBe('Non-existent or blocked order');
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('needs My Orders, Catalogue and a ship-to that is not SUSPENDED (spec 2 §2)', async () => {
    const before = await countRows(t.db);
    const noOrders = await calls.headersFor(catalogueOnlyEmail, fixture.shipToA);
    expect((await actions.reorder(noOrders, orderNumber, 'START_NEW')).status).toBe(403);
    const suspended = await calls.headersFor(fixture.buyerEmail, fixture.suspendedShipTo);
    const { orderNumber: there } = await insertOrder(t.db, {
      shipToId: fixture.suspendedShipTo,
      companyId: companyA,
      lines: [{ sku: 'TST-IPA', packages: 1 }],
    });
    const refused = await actions.reorder(suspended, there, 'START_NEW');
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0]?.message).toBe('ShipTo suspended - Select another ShipTo');
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('reOrderSavedOrder and deleteSavedOrder (spec 2 §4, §7)', () => {
  async function savedOrder(lines: Array<{ sku: string; packages: number }>, returned = [] as unknown[]) {
    const [saved] = await t.db
      .insert(savedOrders)
      .values({
        userId: buyerId,
        shipToId: fixture.shipToA,
        cartId,
        name: 'Weekly',
        orderType: 'freeshipping_freeshipping',
        returnedEmpties: returned as Array<{ sku: string; quantity: number }>,
        totalCents: 1000,
        totalQuantity: 10,
      })
      .returning({ id: savedOrders.id });
    await t.db.insert(savedOrderItems).values(
      lines.map((line, index) => ({
        savedOrderId: saved!.id,
        line: index + 1,
        sku: line.sku,
        packages: line.packages,
        quantity: line.packages,
        unitPriceCents: 100,
        rowTotalCents: 100 * line.packages,
      })),
    );
    return saved!.id;
  }

  it('re-orders lines and returned empties, reports the discontinued product, and retires the saved order', async () => {
    await calls.removeAll(onA, cartId);
    const id = await savedOrder(
      [
        { sku: 'TST-CAF', packages: 2 },
        { sku: 'TST-DIS', packages: 6 },
      ],
      [{ sku: 'TST-ZQCR', quantity: 4 }],
    );
    const answer = await actions.reorderSaved(onA, id);
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.reOrderSavedOrder;
    expect(result).toMatchObject({
      status: 'partial',
      message: REORDER_MESSAGES.partial,
      needs_choice: false,
    });
    expect(result.failed_items).toEqual([
      expect.objectContaining({ sku: 'TST-DIS', quantity: 6, reason_code: 'DISCONTINUED' }),
    ]);
    expect(skus(result.cart)).toEqual(['TST-CAF']);
    expect(result.cart.empties).toContainEqual(
      expect.objectContaining({ sku: 'TST-ZQCR', qty: 4, kind: 'returned' }),
    );
    const [row] = await t.db.select().from(savedOrders).where(eq(savedOrders.id, id));
    expect(row!.isActive).toBe(false);
    const again = await actions.reorderSaved(onA, id, 'CONTINUE');
    expect(again.errors?.[0]?.message).toBe('This saved order no longer exists');
  });

  it('asks first when the cart holds items, then START_NEW answers success', async () => {
    const id = await savedOrder([{ sku: 'TST-IPA', packages: 3 }]);
    const asked = (await actions.reorderSaved(onA, id)).data!.reOrderSavedOrder;
    expect(asked).toMatchObject({ status: 'needs_choice', needs_choice: true });
    const done = (await actions.reorderSaved(onA, id, 'START_NEW')).data!.reOrderSavedOrder;
    expect(done).toMatchObject({ status: 'success', message: REORDER_MESSAGES.added, failed_items: [] });
    expect(skus(done.cart)).toEqual(['TST-IPA']);
  });

  it("answers 'failed' and changes nothing when no line can be re-ordered", async () => {
    const id = await savedOrder([{ sku: 'TST-DIS', packages: 1 }]);
    const before = await countRows(t.db);
    const result = (await actions.reorderSaved(onA, id, 'START_NEW')).data!.reOrderSavedOrder;
    expect(result).toMatchObject({ status: 'failed', message: REORDER_MESSAGES.none });
    expect(await countRows(t.db)).toEqual(before);
  });

  it("deletes only the owner's saved order, once; twice or another's is refused and changes nothing", async () => {
    const id = await savedOrder([{ sku: 'TST-IPA', packages: 1 }]);
    const stranger = await calls.headersFor(fixture.strangerEmail, fixture.shipToB);
    expect((await actions.deleteSaved(stranger, id)).data!.deleteSavedOrder.success).toBe(false);
    const onA2 = await calls.headersFor(fixture.buyerEmail, fixture.shipToA2);
    expect((await actions.deleteSaved(onA2, id)).data!.deleteSavedOrder.success).toBe(false);
    expect((await actions.deleteSaved(onA, 'not-an-id')).data!.deleteSavedOrder.success).toBe(false);
    const first = (await actions.deleteSaved(onA, id)).data!.deleteSavedOrder;
    expect(first.success).toBe(true);
    const second = (await actions.deleteSaved(onA, id)).data!.deleteSavedOrder;
    expect(second).toEqual({ success: false, message: 'This saved order no longer exists' });
  });
});
