import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { savedOrders } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import {
  CART_FIELDS,
  openCartTest,
  type CartFixture,
  type CartView,
  type cartCalls,
} from '../cart/cart.fixtures';

/**
 * Save for later (spec 2 §4 "The cart may be saved for later (clears basket items)", §7 addSaveOrderForLater,
 * getSaveOrderForLater with filters, sortOrder and paging of 10, getSaveOrderDetails), through the API.
 */

let t: TestApp;
let fixture: CartFixture;
let calls: ReturnType<typeof cartCalls>;
let onA: Record<string, string>;
let onA2: Record<string, string>;
let stranger: Record<string, string>;
let cartId: string;

type SaveView = {
  saved_order: null | {
    id: string;
    name: string | null;
    total: { value: number };
    total_qty: number;
    lines_count: number;
    outlet_id: string;
    cart_id: string;
    shipto_name: string;
    bill_to: string;
    beer_order: boolean;
    customer_order_number: string | null;
    order_type: string;
  };
  cart: CartView;
  user_errors: Array<{ code: string; message: string }>;
};

const save = (headers: Record<string, string>, id: string, name?: string) =>
  t.graphql<{ addSaveOrderForLater: SaveView }>(
    `mutation S($id: String!, $name: String) { addSaveOrderForLater(cart_id: $id, name: $name) {
      saved_order { id name total { value } total_qty lines_count outlet_id cart_id shipto_name bill_to beer_order
        customer_order_number order_type }
      cart { ${CART_FIELDS} } user_errors { code message } } }`,
    { headers, variables: { id, name: name ?? null } },
  );

type ListView = {
  total_count: number;
  items: Array<{ id: string; name: string | null; total: { value: number } }>;
  page_info: { page_size: number; current_page: number; total_pages: number };
};
const list = (headers: Record<string, string>, variables: Record<string, unknown> = {}) =>
  t.graphql<{ getSaveOrderForLater: ListView }>(
    `query L($filters: SavedOrderFilterInput, $sort: SavedOrderSortInput, $page: Int, $size: Int) {
      getSaveOrderForLater(filters: $filters, sortOrder: $sort, currentPage: $page, pageSize: $size) {
        total_count items { id name total { value } } page_info { page_size current_page total_pages } } }`,
    { headers, variables },
  );
const details = (headers: Record<string, string>, id: string) =>
  t.graphql<{
    getSaveOrderDetails: {
      order: { id: string; customer_order_number: string | null };
      shipping_address: { name: string; sap_id: string };
      billing_address: { sap_id: string };
      items: Array<{ sku: string; quantity: number; number_of_layer: number; number_of_packages: number }>;
      note_for_driver: string | null;
    };
  }>(
    `query D($id: ID!) { getSaveOrderDetails(id: $id) { order { id customer_order_number }
      shipping_address { name sap_id } billing_address { sap_id }
      items { sku quantity number_of_layer number_of_packages } note_for_driver } }`,
    { headers, variables: { id } },
  );

const savedCount = async () =>
  (await t.db.select({ n: count() }).from(savedOrders).where(eq(savedOrders.shipToId, fixture.shipToA)))[0]!
    .n;

async function fill(headers: Record<string, string>, id: string, items: unknown[]) {
  const added = await calls.add(headers, id, items);
  expect(added.data?.addProductsToCart.user_errors).toEqual([]);
}

beforeAll(async () => {
  ({ t, fixture, calls, onA, cartId } = await openCartTest('saved'));
  onA2 = await calls.headersFor(fixture.buyerEmail, fixture.shipToA2);
  stranger = await calls.headersFor(fixture.strangerEmail, fixture.shipToB);
});
afterAll(async () => t.close());

let savedId: string;

describe('addSaveOrderForLater (spec 2 §4)', () => {
  it('an empty cart is a user_error and nothing is saved', async () => {
    const answer = await save(onA, cartId);
    expect(answer.data?.addSaveOrderForLater.user_errors.map((error) => error.code)).toEqual(['CART_EMPTY']);
    expect(answer.data?.addSaveOrderForLater.saved_order).toBeNull();
    expect(await savedCount()).toBe(0);
  });

  it('a name over 40 characters is a user_error; the cart is unchanged', async () => {
    await fill(onA, cartId, [
      { sku: 'TST-LAG-33', number_of_layer: 2 },
      { sku: 'TST-IPA', quantity: 5 },
    ]);
    const answer = await save(onA, cartId, 'x'.repeat(41));
    expect(answer.data?.addSaveOrderForLater.user_errors.map((error) => error.code)).toEqual([
      'NAME_TOO_LONG',
    ]);
    expect((await calls.read(onA, cartId)).data!.cart.items).toHaveLength(2);
    expect(await savedCount()).toBe(0);
  });

  it("another customer's cart is refused (403) and nothing is written", async () => {
    const answer = await save(stranger, cartId, 'Not mine');
    expect(answer.status).toBe(403);
    expect((await calls.read(onA, cartId)).data!.cart.items).toHaveLength(2);
    expect(await savedCount()).toBe(0);
  });

  it("the same user's cart from another ship-to's outletid is refused (403)", async () => {
    const answer = await save(onA2, cartId);
    expect(answer.status).toBe(403);
    expect(await savedCount()).toBe(0);
  });

  it('saves lines, order type and customer order number, then clears the basket', async () => {
    const numbered = await t.graphql(
      `mutation N($id: String!) { saveCustomerOrderNumber(cart_id: $id, customer_order_number: "PO-77",
        note_for_driver: "Back door") { user_errors { code } } }`,
      { headers: onA, variables: { id: cartId } },
    );
    expect(numbered.errors).toBeUndefined();
    const before = (await calls.read(onA, cartId)).data!.cart;
    const answer = await save(onA, cartId, '  Weekly order  ');
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.addSaveOrderForLater;
    expect(result.user_errors).toEqual([]);
    expect(result.saved_order).toMatchObject({
      name: 'Weekly order',
      total_qty: 25,
      lines_count: 2,
      outlet_id: fixture.shipToA,
      cart_id: cartId,
      shipto_name: 'Alfa Centro',
      bill_to: 'Birreria Alfa srl',
      beer_order: true,
      customer_order_number: 'PO-77',
      order_type: 'freeshipping_freeshipping',
    });
    const beforePrices = before.prices as { grand_total_your_price: { value: number } };
    expect(result.saved_order!.total.value).toBeCloseTo(beforePrices.grand_total_your_price.value, 2);
    expect(result.cart.items).toEqual([]);
    expect(result.cart.customer_order_number).toBeNull();
    const after = (await calls.read(onA, cartId)).data!.cart;
    expect(after.items).toEqual([]);
    expect(after.customer_order_number).toBeNull();
    expect(after.note_for_driver).toBeNull();
    savedId = result.saved_order!.id;
    expect(await savedCount()).toBe(1);
  });

  it('two saves of one cart at once make one saved order; the other is refused and writes nothing', async () => {
    await fill(onA2, await calls.open(onA2), [{ sku: 'TST-LAG-66', number_of_layer: 1 }]);
    const id = await calls.open(onA2);
    const answers = await Promise.all([save(onA2, id, 'First'), save(onA2, id, 'Second')]);
    const codes = answers.map(
      (answer) => answer.data?.addSaveOrderForLater.user_errors.map((e) => e.code) ?? [],
    );
    expect(codes.filter((list) => list.length === 0)).toHaveLength(1);
    expect(codes.flat()).toEqual([expect.stringMatching(/^(CART_CHANGED|CART_EMPTY)$/)]);
    const savedOnA2 = await t.db
      .select({ n: count() })
      .from(savedOrders)
      .where(eq(savedOrders.shipToId, fixture.shipToA2));
    expect(savedOnA2[0]!.n).toBe(1);
  });

  it('a SUSPENDED ship-to cannot save (403)', async () => {
    const onSuspended = await calls.headersFor(fixture.buyerEmail, fixture.suspendedShipTo);
    const id = (
      await t.graphql<{ customerCart: { id: string } }>(`{ customerCart { id } }`, { headers: onSuspended })
    ).data!.customerCart.id;
    expect((await save(onSuspended, id)).status).toBe(403);
  });
});

describe('getSaveOrderDetails and getSaveOrderForLater (spec 2 §7)', () => {
  it('the details hold the addresses, the lines as entered and the note', async () => {
    const answer = await details(onA, savedId);
    expect(answer.errors).toBeUndefined();
    const saved = answer.data!.getSaveOrderDetails;
    expect(saved.order).toEqual({ id: savedId, customer_order_number: 'PO-77' });
    expect(saved.shipping_address).toEqual({ name: 'Alfa Centro', sap_id: fixture.shipToA });
    expect(saved.billing_address.sap_id).toBe(fixture.companyA);
    expect(saved.items).toEqual([
      { sku: 'TST-IPA', quantity: 5, number_of_layer: 0, number_of_packages: 5 },
      { sku: 'TST-LAG-33', quantity: 20, number_of_layer: 2, number_of_packages: 0 },
    ]);
    expect(saved.note_for_driver).toBe('Back door');
  });

  it('nobody else reads it: another customer, another ship-to of the same user, a bad id', async () => {
    expect((await details(stranger, savedId)).status).toBe(404);
    expect((await details(onA2, savedId)).status).toBe(404);
    expect((await details(onA, 'not-an-id')).status).toBe(404);
    expect((await list(stranger)).data?.getSaveOrderForLater.total_count).toBe(0);
    const onOtherShipTo = (await list(onA2)).data!.getSaveOrderForLater.items.map((item) => item.id);
    expect(onOtherShipTo).not.toContain(savedId);
  });

  it('pages by 10 by default, newest first', async () => {
    for (let index = 1; index <= 11; index += 1) {
      await fill(onA, cartId, [{ sku: 'TST-IPA', quantity: index }]);
      const saved = await save(onA, cartId, `Order ${String(index).padStart(2, '0')}`);
      expect(saved.data?.addSaveOrderForLater.user_errors).toEqual([]);
    }
    const first = (await list(onA)).data!.getSaveOrderForLater;
    expect(first.total_count).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.page_info).toEqual({ page_size: 10, current_page: 1, total_pages: 2 });
    expect(first.items[0]!.name).toBe('Order 11');
    const second = (await list(onA, { page: 2 })).data!.getSaveOrderForLater;
    expect(second.items.map((item) => item.name)).toEqual(['Order 01', 'Weekly order']);
  });

  it('filters by name and saving day, and sorts by total', async () => {
    const byName = (await list(onA, { filters: { name: 'weekly' } })).data!.getSaveOrderForLater;
    expect(byName.items.map((item) => item.name)).toEqual(['Weekly order']);
    const wildcard = (await list(onA, { filters: { name: '%' } })).data!.getSaveOrderForLater;
    expect(wildcard.total_count).toBe(0);
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const around = await list(onA, { filters: { date_from: yesterday } });
    expect(around.data!.getSaveOrderForLater.total_count).toBe(12);
    const before = await list(onA, { filters: { date_to: yesterday } });
    expect(before.data!.getSaveOrderForLater.total_count).toBe(0);
    const cheapest = (await list(onA, { sort: { field: 'total', direction: 'ASC' }, size: 3 })).data!
      .getSaveOrderForLater;
    expect(cheapest.items.map((item) => item.name)).toEqual(['Order 01', 'Order 02', 'Order 03']);
  });

  it.each([
    ['a date that is not one', { filters: { date_from: '2026-13-45' } }],
    ['an unknown sort field', { sort: { field: 'password' } }],
    ['an unknown direction', { sort: { field: 'total', direction: 'SIDEWAYS' } }],
    ['a page size over 50', { size: 51 }],
    ['page 0', { page: 0 }],
  ])('%s is a 400', async (_case, variables) => {
    const answer = await list(onA, variables);
    expect(answer.status).toBe(400);
  });
});
