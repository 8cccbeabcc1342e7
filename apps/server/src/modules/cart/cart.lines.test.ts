import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceLists } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import type { cartCalls } from './cart.fixtures';
import { openCartTest, type CartFixture } from './cart.fixtures';

let t: TestApp;
let fixture: CartFixture;
let calls: ReturnType<typeof cartCalls>;
let onA: Record<string, string>;
let cartId: string;

beforeAll(async () => {
  ({ t, fixture, calls, onA, cartId } = await openCartTest('cartlines'));
});
afterAll(async () => t.close());

describe('adding by the unit, the layer and the pallet (spec 2 §3 Cart item, §4 counters)', () => {
  it('converts layers and pallets into sales units and adds to the same line', async () => {
    // TST-IPA: 10 packages a layer, 5 layers a pallet (no stated pallet figure), 14.5 kg gross.
    const first = await calls.add(onA, cartId, [{ sku: 'TST-IPA', number_of_layer: 2 }]);
    expect(first.errors).toBeUndefined();
    expect(first.data?.addProductsToCart.user_errors).toEqual([]);
    const second = await calls.add(onA, cartId, [{ sku: 'TST-IPA', quantity: 3, number_of_pallet: 1 }]);
    const line = second.data!.addProductsToCart.cart.items.find((item) => item.product.sku === 'TST-IPA')!;
    expect(line).toMatchObject({
      number_of_packages: 3,
      number_of_layer: 2,
      number_of_pallet: 1,
      quantity: 3 + 2 * 10 + 1 * 50,
      number_of_pallet_total: 1.46,
      weight: 73 * 14.5,
    });
    await calls.removeAll(onA, cartId);
  });

  it('a returnable product carries its empties as a linked line with its deposit (spec 2 §3 empties)', async () => {
    const response = await calls.add(onA, cartId, [{ sku: 'TST-LAG-33', number_of_layer: 1 }]);
    const { cart } = response.data!.addProductsToCart;
    expect(cart.empties).toEqual([
      // 10 crates, deposit 3.60 € each on price list A.
      { parent_product: 'TST-LAG-33', sku: 'TST-ZQCR', qty: 10, deposit: 36, kind: 'linked' },
    ]);
    expect(cart.multi_deposit).toBe(36);
    await calls.removeAll(onA, cartId);
  });

  it('prices lines from the ship-to price list with the domain rules (spec 2 §3 prices)', async () => {
    // TST-LAG-33 on list A: 24.00 list, 2.00 discount, 1.50 excise, 3.60 deposit, VAT 22 %.
    const response = await calls.add(onA, cartId, [{ sku: 'TST-LAG-33', quantity: 2 }]);
    const { cart } = response.data!.addProductsToCart;
    const line = cart.items[0]!;
    expect(line.prices).toMatchObject({
      price: { value: 23.5 },
      row_total: { value: 47 },
      price_details: { deposit: 7.2, vat: 10.34, total: 64.54 },
    });
    expect(cart.prices).toMatchObject({
      grand_total_your_price: { value: 47 },
      excise: { value: 3 },
      vat: { value: 10.34 },
      deposit: { value: 7.2 },
      grand_total: { value: 64.54 },
    });
    await calls.removeAll(onA, cartId);
  });

  it('updates a line to new counters and removes it at zero', async () => {
    const added = await calls.add(onA, cartId, [{ sku: 'TST-CAF', number_of_layer: 1 }]);
    const itemId = added.data!.addProductsToCart.cart.items[0]!.id;
    const updated = await calls.update(onA, cartId, [{ cart_item_id: itemId, number_of_layer: 3 }]);
    expect(updated.data?.updateCartItems.cart.items[0]).toMatchObject({ number_of_layer: 3, quantity: 30 });
    const cleared = await calls.update(onA, cartId, [{ cart_item_id: itemId, number_of_layer: 0 }]);
    expect(cleared.data?.updateCartItems.cart.items).toEqual([]);
  });

  it('removes one line, and Remove All empties the cart', async () => {
    const added = await calls.add(onA, cartId, [
      { sku: 'TST-CAF', quantity: 1 },
      { sku: 'TST-IPA', quantity: 1 },
    ]);
    const [first] = added.data!.addProductsToCart.cart.items;
    const removed = await calls.remove(onA, cartId, first!.id);
    expect(removed.data?.removeItemFromCart.cart.items).toHaveLength(1);
    const none = await calls.removeAll(onA, cartId);
    expect(none.data?.removeAllCartItems.cart.items).toEqual([]);
    expect((await calls.read(onA, cartId)).data?.cart.items).toEqual([]);
  });
});

describe('the capacity bar of the cart (spec 2 §5 On Premise bands, through capacityProgress)', () => {
  it('reaches the Motrice band at 12,000 kg and earns the price list transport discount', async () => {
    // DESIGN §6: transport discounts are percentages of the ship-to's price list; 2 % here.
    await t.db
      .update(priceLists)
      .set({ motriceDiscountBp: 200 })
      .where(eq(priceLists.id, fixture.priceListA));
    // 12,006 kg: 828 packages of 14.5 kg (TST-IPA), an On Premise Small-truck cart.
    const response = await calls.add(onA, cartId, [
      { sku: 'TST-IPA', number_of_pallet: 16, number_of_layer: 2, quantity: 8 },
    ]);
    const { cart } = response.data!.addProductsToCart;
    expect(cart.progress_bar_data).toMatchObject({
      state: 'success',
      message: 'Motrice discount reached',
      iTotalCartWeight: 12006,
      sOutletDeliveryMethod: 'freeshipping_freeshipping',
    });
    // 2 % of 828 × 36.00 € net goods.
    expect(cart.prices).toMatchObject({ transport_discount: { value: 596.16 } });
    await calls.removeAll(onA, cartId);
  });
});
