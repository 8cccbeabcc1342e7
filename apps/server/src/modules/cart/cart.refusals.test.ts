import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { carts, shipTos, users } from '../../db/schema';
import { signIn } from '../../test/auth';
import type { TestApp } from '../../test/harness';
import { createCompany, createShipTo, createUser } from '../../test/identity-fixtures';
import type { cartCalls } from './cart.fixtures';
import { openCartTest, type CartFixture } from './cart.fixtures';

/**
 * Issue 10, "Done when": a crafted call cannot do what the screen refuses. Each refusal is a user_error or a
 * 403, and the cart is unchanged afterwards (DESIGN §1.2, §1.6).
 */

let t: TestApp;
let fixture: CartFixture;
let calls: ReturnType<typeof cartCalls>;
let onA: Record<string, string>;
let onA2: Record<string, string>;
let stranger: Record<string, string>;
let cartId: string;

beforeAll(async () => {
  ({ t, fixture, calls, onA, cartId } = await openCartTest('cartrefuse'));
  onA2 = await calls.headersFor(fixture.buyerEmail, fixture.shipToA2);
  stranger = await calls.headersFor(fixture.strangerEmail, fixture.shipToB);
  const seeded = await calls.add(onA, cartId, [{ sku: 'TST-CAF', number_of_layer: 1 }]);
  expect(seeded.data?.addProductsToCart.user_errors).toEqual([]);
});
afterAll(async () => t.close());

async function linesOfCart() {
  const response = await calls.read(onA, cartId);
  return response.data!.cart.items.map((item) => ({
    sku: item.product.sku,
    packages: item.number_of_packages,
    layers: item.number_of_layer,
    pallets: item.number_of_pallet,
  }));
}

const BEFORE = [{ sku: 'TST-CAF', packages: 0, layers: 1, pallets: 0 }];

describe('quantities that the counter would never send (spec 2 §5 "Quantity counter")', () => {
  it.each([
    ['below 0', { sku: 'TST-IPA', quantity: -1 }, 'QUANTITY_NEGATIVE'],
    ['not a whole number', { sku: 'TST-IPA', number_of_layer: 1.5 }, 'QUANTITY_NOT_INTEGER'],
    ['over 10 digits', { sku: 'TST-IPA', number_of_pallet: 10_000_000_000 }, 'QUANTITY_TOO_LARGE'],
    ['more than any line holds', { sku: 'TST-IPA', number_of_layer: 9_999_999_999 }, 'QUANTITY_TOO_LARGE'],
    ['all zero', { sku: 'TST-IPA', quantity: 0 }, 'QUANTITY_REQUIRED'],
  ])('%s is a user_error and changes nothing', async (_case, item, code) => {
    const response = await calls.add(onA, cartId, [item]);
    expect(response.errors).toBeUndefined();
    expect(response.data?.addProductsToCart.user_errors.map((error) => error.code)).toEqual([code]);
    expect(await linesOfCart()).toEqual(BEFORE);
  });

  it('NaN is refused by the API (400) and changes nothing', async () => {
    const response = await calls.add(onA, cartId, [{ sku: 'TST-IPA', quantity: 'NaN' }]);
    expect(response.status).toBe(400);
    expect(response.data ?? null).toBeNull();
    expect(await linesOfCart()).toEqual(BEFORE);
  });

  it('an update to a negative or fractional counter is refused and changes nothing', async () => {
    const [line] = (await calls.read(onA, cartId)).data!.cart.items;
    for (const change of [{ number_of_layer: -2 }, { number_of_packages: 0.5 }]) {
      const response = await calls.update(onA, cartId, [{ cart_item_id: line!.id, ...change }]);
      expect(response.data?.updateCartItems.user_errors).toHaveLength(1);
    }
    expect(await linesOfCart()).toEqual(BEFORE);
  });

  it('more than 200 lines in one call is a user_error and changes nothing', async () => {
    const items = Array.from({ length: 201 }, () => ({ sku: 'TST-IPA', quantity: 1 }));
    const response = await calls.add(onA, cartId, items);
    expect(response.data?.addProductsToCart.user_errors.map((error) => error.code)).toEqual([
      'TOO_MANY_LINES',
    ]);
    expect(await linesOfCart()).toEqual(BEFORE);
  });

  it('one bad line refuses the whole add: nothing is half-added', async () => {
    const response = await calls.add(onA, cartId, [
      { sku: 'TST-IPA', number_of_layer: 1 },
      { sku: 'TST-LAG-66', quantity: -3 },
    ]);
    expect(response.data?.addProductsToCart.user_errors).toEqual([
      { code: 'QUANTITY_NEGATIVE', message: 'The quantity cannot be below 0', sku: 'TST-LAG-66' },
    ]);
    expect(await linesOfCart()).toEqual(BEFORE);
  });
});

describe('products the ship-to cannot order', () => {
  it.each([
    ['not sellable at all', 'TST-DIS', 'PRODUCT_NOT_SALEABLE'],
    ['on another price list only', 'TST-OFFLIST', 'PRODUCT_UNAVAILABLE'],
    ['unknown', 'NO-SUCH-SKU', 'PRODUCT_UNAVAILABLE'],
    ['an empties item in a beer order', 'TST-ZQCR', 'GOODS_ONLY'],
  ])('a product %s is a user_error and changes nothing', async (_case, sku, code) => {
    const response = await calls.add(onA, cartId, [{ sku, quantity: 1 }]);
    expect(response.data?.addProductsToCart.user_errors).toMatchObject([{ code, sku }]);
    expect(await linesOfCart()).toEqual(BEFORE);
  });
});

describe('ship-tos and carts that are not the caller’s', () => {
  it('a SUSPENDED ship-to keeps its cart readable but refuses every change with its message (spec 1 §4.4)', async () => {
    const onSuspended = await calls.headersFor(fixture.buyerEmail, fixture.suspendedShipTo);
    const read = await t.graphql<{ customerCart: { id: string } }>(`{ customerCart { id } }`, {
      headers: onSuspended,
    });
    expect(read.errors).toBeUndefined();
    const suspendedCart = read.data!.customerCart.id;
    const response = await calls.add(onSuspended, suspendedCart, [{ sku: 'TST-IPA', quantity: 1 }]);
    expect(response.status).toBe(403);
    expect(response.errors?.[0]).toMatchObject({
      message: 'ShipTo suspended - Select another ShipTo',
      extensions: { code: 'SHIP_TO_SUSPENDED' },
    });
    expect((await calls.read(onSuspended, suspendedCart)).data?.cart.items).toEqual([]);
  });

  it.each([
    ['another user', () => stranger],
    ['another ship-to of the same user', () => onA2],
  ])('%s can neither read nor change the cart', async (_case, headersOf) => {
    const headers = headersOf();
    const reads = await calls.read(headers, cartId);
    expect(reads.status).toBe(403);
    expect(reads.errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
    const [line] = (await calls.read(onA, cartId)).data!.cart.items;
    const attempts = [
      await calls.add(headers, cartId, [{ sku: 'TST-IPA', quantity: 1 }]),
      await calls.update(headers, cartId, [{ cart_item_id: line!.id, number_of_layer: 4 }]),
      await calls.remove(headers, cartId, line!.id),
      await calls.removeAll(headers, cartId),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(403);
      expect(attempt.errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
    }
    expect(await linesOfCart()).toEqual(BEFORE);
  });

  it('a ship-to the caller does not hold is refused before any cart is looked at', async () => {
    const headers = { ...stranger, outletid: fixture.shipToA };
    const response = await calls.add(headers, cartId, [{ sku: 'TST-IPA', quantity: 1 }]);
    expect(response.status).toBe(403);
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await linesOfCart()).toEqual(BEFORE);
  });

  it("another user's cart item cannot be changed through one's own cart", async () => {
    const strangerCart = await calls.open(stranger);
    const [line] = (await calls.read(onA, cartId)).data!.cart.items;
    const response = await calls.update(stranger, strangerCart, [
      { cart_item_id: line!.id, number_of_layer: 4 },
    ]);
    expect(response.data?.updateCartItems.user_errors.map((error) => error.code)).toEqual(['ITEM_NOT_FOUND']);
    expect(await linesOfCart()).toEqual(BEFORE);
  });
});

describe('staff acting as a user (DESIGN §6 impersonation)', () => {
  it("works on that user's own cart", async () => {
    await createUser(t.db, { email: 'staff.cartrefuse@example.com', isStaff: true });
    const [buyer] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, fixture.buyerEmail));
    const actAs = await t.request({
      method: 'POST',
      url: '/auth/act-as',
      headers: await signIn(t, 'staff.cartrefuse@example.com'),
      payload: { userId: buyer!.id },
    });
    expect(actAs.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${actAs.json().token}`, outletid: fixture.shipToA };
    expect(await calls.open(headers)).toBe(cartId);
    expect(await linesOfCart()).toEqual(BEFORE);
  });
});

describe('the wholesale pallet minimum (spec 2 §5, §9: 20 for full-truck and empty-truck carts)', () => {
  it('refuses a line below 20 pallets and accepts 20', async () => {
    const headers = await calls.headersFor(fixture.wholesalerEmail, fixture.wholesaleShipTo);
    const wholesaleCart = await calls.open(headers);
    const short = await calls.add(headers, wholesaleCart, [{ sku: 'TST-IPA', number_of_pallet: 19 }]);
    expect(short.data?.addProductsToCart.user_errors).toEqual([
      {
        code: 'PALLET_MINIMUM',
        message: 'The minimum quantity of pallet has not been reached',
        sku: 'TST-IPA',
      },
    ]);
    expect(short.data?.addProductsToCart.cart.items).toEqual([]);
    const full = await calls.add(headers, wholesaleCart, [{ sku: 'TST-IPA', number_of_pallet: 20 }]);
    expect(full.data?.addProductsToCart.user_errors).toEqual([]);
    const [line] = full.data!.addProductsToCart.cart.items;
    expect(line).toMatchObject({ number_of_pallet: 20, counters: { pallet_minimum: 20 } });
    const lowered = await calls.update(headers, wholesaleCart, [
      { cart_item_id: line!.id, number_of_pallet: 10 },
    ]);
    expect(lowered.data?.updateCartItems.user_errors.map((error) => error.code)).toEqual(['PALLET_MINIMUM']);
    expect(lowered.data?.updateCartItems.cart.items[0]).toMatchObject({ number_of_pallet: 20 });
  });

  it("applies to a user whose role name on the first ship-to contains 'WHS', whatever the ship-to's customer type (spec 2 §5)", async () => {
    const company = await createCompany(t.db, 'Distribuzione Delta srl');
    const shipTo = await createShipTo(t.db, company, { name: 'Delta Magazzino', customerType: 'On Premise' });
    await t.db
      .update(shipTos)
      .set({ priceListId: fixture.priceListA, isFullTruck: true, minPallets: 1, maxPallets: 34 })
      .where(eq(shipTos.id, shipTo));
    const permissions = ['Home Page', 'Catalogue'];
    const roles = [
      ['whs', 'WHS Distributor', 20],
      ['owner', 'On Premise Owner', 0],
    ] as const;
    for (const [name, roleName, minimum] of roles) {
      const email = `${name}.delta@example.com`;
      await createUser(t.db, {
        email,
        companyId: company,
        grants: [{ shipToId: shipTo, roleName, permissions }],
      });
      const headers = await calls.headersFor(email, shipTo);
      const cart = await calls.open(headers);
      const added = await calls.add(headers, cart, [{ sku: 'TST-IPA', number_of_pallet: 2 }]);
      const codes = added.data?.addProductsToCart.user_errors.map((error) => error.code);
      expect(codes, roleName).toEqual(minimum > 0 ? ['PALLET_MINIMUM'] : []);
      const line = (await calls.add(headers, cart, [{ sku: 'TST-IPA', number_of_pallet: 20 }])).data!
        .addProductsToCart.cart.items[0];
      expect(line, roleName).toMatchObject({ counters: { pallet_minimum: minimum } });
    }
  });

  it('offers only the units the configuration gives WHSL on a Truck cart (spec 1 §7 orderableunits: Pallets)', async () => {
    const headers = await calls.headersFor(fixture.wholesalerEmail, fixture.wholesaleShipTo);
    const wholesaleCart = await calls.open(headers);
    await t.db.update(carts).set({ orderType: 'flatrate_flatrate' }).where(eq(carts.id, wholesaleCart));
    const byLayer = await calls.add(headers, wholesaleCart, [
      { sku: 'TST-CAF', number_of_layer: 1, number_of_pallet: 20 },
    ]);
    expect(byLayer.data?.addProductsToCart.user_errors.map((error) => error.code)).toEqual([
      'UNIT_NOT_ORDERABLE',
    ]);
    const [line] = (await calls.read(headers, wholesaleCart)).data!.cart.items;
    expect(line).toMatchObject({
      counters: { units: false, layers: false, pallets: true, pallet_minimum: 20 },
    });
  });
});
