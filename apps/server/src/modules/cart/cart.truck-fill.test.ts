import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipTos } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createOrder } from '../catalogue/catalogue.fixtures';
import type { cartCalls } from './cart.fixtures';
import { openCartTest, type CartFixture } from './cart.fixtures';

/** Issue 10 item 5: the truck-fill assistant closes the gap to the next band without passing a maximum. */

let t: TestApp;
let fixture: CartFixture;
let calls: ReturnType<typeof cartCalls>;
let onA: Record<string, string>;
let cartId: string;

type Fill = {
  rule: string;
  target: string | null;
  target_message: string | null;
  weight: number;
  gap_weight: number;
  gap_layers: number;
  gap_pallets: number;
  headroom_weight: number;
  suggestions: Array<{
    sku: string;
    source: string;
    number_of_layer: number;
    number_of_pallet: number;
    weight: number;
    reaches_target: boolean;
  }>;
};

const fillOf = async (headers: Record<string, string>, id: string) => {
  const response = await t.graphql<{ truckFill: Fill }>(
    `query F($id: String!) { truckFill(cart_id: $id) { rule target target_message weight gap_weight gap_layers
      gap_pallets headroom_weight suggestions { sku source number_of_layer number_of_pallet weight reaches_target } } }`,
    { headers, variables: { id } },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.truckFill;
};

beforeAll(async () => {
  ({ t, fixture, calls, onA, cartId } = await openCartTest('cartfill'));
  // The ship-to ordered the IPA three times and the lager once; another ship-to's orders do not count.
  for (const skus of [['TST-IPA', 'TST-LAG-66'], ['TST-IPA'], ['TST-IPA']]) {
    await createOrder(t.db, { shipToId: fixture.shipToA, companyId: fixture.companyA, skus });
  }
  await createOrder(t.db, {
    shipToId: fixture.shipToB,
    companyId: fixture.companyB,
    skus: ['TST-SID', 'TST-SID'],
  });
});
afterAll(async () => t.close());

describe('truck fill for an On Premise Small-truck cart (spec 2 §5 bands, DESIGN §6)', () => {
  it('names the Motrice band, the gap in kg and layers, and a line from the history that closes it in one tap', async () => {
    // 11,020 kg: 760 packages of 14.5 kg.
    await calls.add(onA, cartId, [{ sku: 'TST-CAF', number_of_pallet: 15, number_of_layer: 1 }]);
    const fill = await fillOf(onA, cartId);
    expect(fill).toMatchObject({
      rule: 'onPremise',
      target: 'motrice',
      target_message: 'Motrice discount reached',
      weight: 11020,
      gap_weight: 980,
      gap_layers: 7, // layers of 145 kg
    });
    expect(fill.suggestions[0]).toEqual({
      sku: 'TST-IPA',
      source: 'history',
      number_of_layer: 7,
      number_of_pallet: 0,
      weight: 1015,
      reaches_target: true,
    });
    expect(fill.suggestions.map((suggestion) => suggestion.sku)).not.toContain('TST-SID');

    const [suggestion] = fill.suggestions;
    const added = await calls.add(onA, cartId, [
      { sku: suggestion!.sku, number_of_layer: suggestion!.number_of_layer },
    ]);
    expect(added.data?.addProductsToCart.cart.progress_bar_data).toMatchObject({
      state: 'success',
      message: 'Motrice discount reached',
    });
    expect((await fillOf(onA, cartId)).target).toBe('autotreno');
  });

  it('never suggests going past the maximum weight', async () => {
    await calls.removeAll(onA, cartId);
    // Room for pallets, so that only the weight limits the truck.
    await t.db.update(shipTos).set({ maxPallets: 60 }).where(eq(shipTos.id, fixture.shipToA));
    // 29,232 kg: 2,016 packages of 14.5 kg, 68 kg below the 29,300 kg maximum; a layer weighs 145 kg.
    await calls.add(onA, cartId, [{ sku: 'TST-CAF', number_of_pallet: 40, number_of_layer: 1, quantity: 6 }]);
    const fill = await fillOf(onA, cartId);
    expect(fill.target).toBe('maximum');
    expect(fill.headroom_weight).toBe(68);
    expect(fill.suggestions).toEqual([]);
    await calls.removeAll(onA, cartId);
  });
});

describe('truck fill for a wholesaler full-truck cart (spec 2 §5 pallet rules)', () => {
  it('counts pallets and suggests at least the 20-pallet line minimum', async () => {
    const headers = await calls.headersFor(fixture.wholesalerEmail, fixture.wholesaleShipTo);
    const wholesaleCart = await calls.open(headers);
    await createOrder(t.db, {
      shipToId: fixture.wholesaleShipTo,
      companyId: (
        await t.graphql<{ cart: { payer_details: { sap_id: string } } }>(
          `query { cart(cart_id: "${wholesaleCart}") { payer_details { sap_id } } }`,
          { headers },
        )
      ).data!.cart.payer_details.sap_id,
      skus: ['TST-ACQ'],
    });
    const fill = await fillOf(headers, wholesaleCart);
    expect(fill).toMatchObject({ rule: 'pallets', target: 'pallet_minimum', gap_pallets: 20 });
    expect(fill.suggestions[0]).toMatchObject({
      sku: 'TST-ACQ',
      number_of_pallet: 20,
      number_of_layer: 0,
      reaches_target: true,
    });
  });
});
