import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onQuery } from '../../db/client';
import type { TestApp } from '../../test/harness';
import type { cartCalls } from './cart.fixtures';
import { openCartTest } from './cart.fixtures';

/** SQL statements per cart request (DESIGN §1.5: few queries per request, no N+1), whatever the cart holds. */

let t: TestApp;
let calls: ReturnType<typeof cartCalls>;
let onA: Record<string, string>;
let cartId: string;

beforeAll(async () => {
  ({ t, calls, onA, cartId } = await openCartTest('cartsql'));
  await calls.read(onA, cartId); // warms the per-user caches of sign-in and the portal settings
});
afterAll(async () => t.close());

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

describe('statements per cart request', () => {
  it('reads a cart in 2 statements, for 1 line as for 8', async () => {
    await calls.add(onA, cartId, [{ sku: 'TST-IPA', quantity: 1 }]);
    const one = await statementsOf(() => calls.read(onA, cartId));
    await calls.add(
      onA,
      cartId,
      ['TST-LAG-33', 'TST-LAG-66', 'TST-LAG-CAN', 'TST-LAG-KEG', 'TST-CAF', 'TST-SID', 'TST-ACQ'].map(
        (sku) => ({
          sku,
          quantity: 1,
        }),
      ),
    );
    const eight = await statementsOf(() => calls.read(onA, cartId));
    // The cart with its ship-to, company, price list and returned empties; its lines with products and prices.
    expect(one).toHaveLength(2);
    expect(eight).toHaveLength(one.length);
  });

  it('adds products in 4 statements however many are added', async () => {
    const single = await statementsOf(() => calls.add(onA, cartId, [{ sku: 'TST-IPA', quantity: 1 }]));
    const several = await statementsOf(() =>
      calls.add(onA, cartId, [
        { sku: 'TST-IPA', quantity: 1 },
        { sku: 'TST-CAF', number_of_layer: 1 },
        { sku: 'TST-SID', number_of_pallet: 1 },
      ]),
    );
    // The cart's two reads, the products asked for, one upsert of every line returning the lines written.
    expect(single).toHaveLength(4);
    expect(several).toHaveLength(single.length);
  });
});
