import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prices, users } from '../../db/schema';
import { fixtureCallers } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCatalogueFixture, type CatalogueFixture } from '../catalogue/catalogue.fixtures';
import { loadCartLines } from './cart.store';

let t: TestApp;
let fixture: CatalogueFixture;
let onA: Record<string, string>;
let onA2: Record<string, string>;
let stranger: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createCatalogueFixture(t.db, 'cartread');
  ({ onA, onA2, stranger } = await fixtureCallers(t, fixture));
});
afterAll(async () => t.close());

const CREATE = `mutation { createEmptyCart }`;
const READ = `query Read($id: String!) { cart(cart_id: $id) { id ship_to_id delivery_method total_quantity items { id }
  outlet_details { outlet_name sap_id } payer_details { sap_id } progress_bar_data { state percent iMaximumOrderWeight } } }`;

describe('one open cart per user and ship-to (DESIGN §6)', () => {
  it('createEmptyCart returns the same cart every time, and customerCart reads it', async () => {
    const first = await t.graphql<{ createEmptyCart: string }>(CREATE, { headers: onA });
    const second = await t.graphql<{ createEmptyCart: string }>(CREATE, { headers: onA });
    expect(first.data?.createEmptyCart).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.data?.createEmptyCart).toBe(first.data?.createEmptyCart);
    const mine = await t.graphql<{ customerCart: { id: string; ship_to_id: string } }>(
      `{ customerCart { id ship_to_id } }`,
      { headers: onA },
    );
    expect(mine.data?.customerCart).toEqual({ id: first.data?.createEmptyCart, ship_to_id: fixture.shipToA });
  });

  it('another ship-to of the same user has its own cart', async () => {
    const onShipToA = await t.graphql<{ createEmptyCart: string }>(CREATE, { headers: onA });
    const onShipToA2 = await t.graphql<{ createEmptyCart: string }>(CREATE, { headers: onA2 });
    expect(onShipToA2.data?.createEmptyCart).not.toBe(onShipToA.data?.createEmptyCart);
  });

  it('an empty cart reads with its ship-to, payer and an empty capacity bar', async () => {
    const id = (await t.graphql<{ createEmptyCart: string }>(CREATE, { headers: onA })).data!.createEmptyCart;
    const response = await t.graphql<{ cart: Record<string, unknown> }>(READ, {
      headers: onA,
      variables: { id },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.cart).toMatchObject({
      id,
      ship_to_id: fixture.shipToA,
      delivery_method: 'freeshipping_freeshipping',
      total_quantity: 0,
      items: [],
      outlet_details: { outlet_name: 'Alfa Centro', sap_id: fixture.shipToA },
      payer_details: { sap_id: fixture.companyA },
      progress_bar_data: { percent: 0, iMaximumOrderWeight: 29300 },
    });
  });

  it("another user's cart, another ship-to's cart and a malformed id are refused alike", async () => {
    const id = (await t.graphql<{ createEmptyCart: string }>(CREATE, { headers: onA })).data!.createEmptyCart;
    for (const [headers, cartId] of [
      [stranger, id],
      [onA2, id],
      [onA, 'not-a-cart'],
    ] as const) {
      const response = await t.graphql(READ, { headers, variables: { id: cartId } });
      expect(response.data).toBeNull();
      expect(response.errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
    }
  });
});

describe('the lines read', () => {
  it("reads each line with its ship-to's price, and a line its price list no longer prices without one", async () => {
    const id = (await t.graphql<{ createEmptyCart: string }>(CREATE, { headers: onA })).data!.createEmptyCart;
    const added = await t.graphql<{ addProductsToCart: { user_errors: unknown[] } }>(
      `mutation Add($id: String!, $items: [CartItemInput!]!) {
        addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code } } }`,
      {
        headers: onA,
        variables: {
          id,
          items: [
            { sku: 'TST-CAF', quantity: 1 },
            { sku: 'TST-LAG-33', quantity: 1 },
          ],
        },
      },
    );
    expect(added.data?.addProductsToCart.user_errors).toEqual([]);
    const [buyer] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, fixture.buyerEmail));
    await t.db
      .delete(prices)
      .where(and(eq(prices.priceListId, fixture.priceListA), eq(prices.sku, 'TST-CAF')));

    const lines = await loadCartLines(t.db, id, { userId: buyer!.id, shipToId: fixture.shipToA });

    const priceOf = (sku: string) => lines.find((line) => line.item.sku === sku)?.price;
    expect(priceOf('TST-CAF')).toBeNull();
    expect(priceOf('TST-LAG-33')).toMatchObject({ discountCents: 200, exciseCents: 150 });
  });
});
