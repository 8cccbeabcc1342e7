import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onQuery } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import type { cartCalls } from '../cart/cart.fixtures';
import { openCartTest, type CartFixture } from '../cart/cart.fixtures';

/**
 * SQL statements per Fast Order and Save for later request (DESIGN §1.5: few queries per request, no N+1),
 * whatever the usual order or the cart holds.
 */

let t: TestApp;
let fixture: CartFixture;
let calls: ReturnType<typeof cartCalls>;
let onA: Record<string, string>;
let cartId: string;

async function recordOrders(skus: string[], count: number) {
  for (let index = 0; index < count; index += 1) {
    const createdAt = new Date(Date.now() - (index + 1) * 86_400_000);
    const [row] = await t.db
      .insert(orders)
      .values({
        orderNumber: `SQL-${fixture.shipToA}-${skus.length}-${index}`,
        shipToId: fixture.shipToA,
        companyId: fixture.companyA,
        createdAt,
        deliveryDate: createdAt.toISOString().slice(0, 10),
        orderType: 'freeshipping_freeshipping',
        status: 'DELIVERED',
        processingStatus: 'Completely Processed',
        totalYourPriceCents: 1000,
        grandTotalCents: 1220,
      })
      .returning({ id: orders.id });
    await t.db.insert(orderItems).values(
      skus.map((sku, line) => ({
        orderId: row!.id,
        line: line + 1,
        sku,
        name: sku,
        materialType: 'FERT',
        quantity: 10,
        packages: 10,
        unitPriceCents: 1000,
        rowTotalCents: 10_000,
      })),
    );
  }
}

async function statementsOf(run: () => Promise<{ errors?: unknown }>): Promise<string[]> {
  const seen: string[] = [];
  const stop = onQuery(t.db, (query) => seen.push(query));
  try {
    const response = await run();
    expect(response.errors).toBeUndefined();
    return seen;
  } finally {
    stop();
  }
}

const SUGGESTED = `query S($shipTo: String!) { suggestedCart(shipTo: $shipTo) { suggested_cart_total { value } products { sku } } }`;
const CREATE = `mutation C($id: String!) { createSuggestedCart(cart_id: $id) { added { sku } user_errors { code } cart { id } } }`;
const SAVE = `mutation S($id: String!) { addSaveOrderForLater(cart_id: $id) { saved_order { id } user_errors { code } cart { id } } }`;

beforeAll(async () => {
  ({ t, fixture, calls, onA, cartId } = await openCartTest('suggestsql'));
  await calls.read(onA, cartId); // warms the per-user caches of sign-in and the portal settings
});
afterAll(async () => t.close());

describe('statements per request', () => {
  it('reads the usual order in the same few statements for 1 product as for 6', async () => {
    await recordOrders(['TST-IPA'], 3);
    const one = await statementsOf(() =>
      t.graphql(SUGGESTED, { headers: onA, variables: { shipTo: fixture.shipToA } }),
    );
    await recordOrders(['TST-IPA', 'TST-LAG-33', 'TST-LAG-66', 'TST-CAF', 'TST-SID', 'TST-ACQ'], 10);
    const six = await statementsOf(() =>
      t.graphql(SUGGESTED, { headers: onA, variables: { shipTo: fixture.shipToA } }),
    );
    // The ship-to with its open cart, the latest orders, their lines, the products with prices.
    expect(one).toHaveLength(4);
    expect(six).toHaveLength(one.length);
  });

  it('puts the usual order in the cart in a fixed number of statements, and saves the cart in a few more', async () => {
    const create = await statementsOf(() => t.graphql(CREATE, { headers: onA, variables: { id: cartId } }));
    // The cart's two reads, the latest orders and their lines, the products, one upsert of every line.
    expect(create).toHaveLength(6);
    const save = await statementsOf(() => t.graphql(SAVE, { headers: onA, variables: { id: cartId } }));
    // The cart's two reads; in the transaction: lock, lines, saved order, its lines, two deletes, the cart's
    // note and number; the saved order and its lines read back. PostgreSQL's driver also sends begin and commit.
    expect(save.filter((query) => !/^(begin|commit)$/.test(query))).toHaveLength(11);
  });
});
