import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, carts } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import type { cartCalls } from './cart.fixtures';
import { openCartTest } from './cart.fixtures';
import { addToLines, setLines } from './cart.store';

/**
 * An add to cart that races the placement of that cart (another tab, a double tap) must never write lines into
 * the order being placed, where they would vanish: it is refused and the buyer sees why (DESIGN §6: placing
 * is one transaction that re-checks every rule at that moment).
 */

let t: TestApp;
let calls: ReturnType<typeof cartCalls>;
let onA: Record<string, string>;
let cartId: string;

beforeAll(async () => {
  ({ t, calls, onA, cartId } = await openCartTest('cartrace'));
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.update(carts).set({ status: 'open' }).where(eq(carts.id, cartId));
  await t.db.delete(cartItems).where(eq(cartItems.cartId, cartId));
});

const skusInCart = async () =>
  (await t.db.select({ sku: cartItems.sku }).from(cartItems).where(eq(cartItems.cartId, cartId)))
    .map((row) => row.sku)
    .sort();
const LINE = { sku: 'TST-CAF', packages: 1, layers: 0, pallets: 0, seenPriceCents: 100 };

describe('adding to a cart that is being placed', () => {
  it('writes no line into a cart that is no longer open, and says the cart is gone', async () => {
    await calls.add(onA, cartId, [{ sku: 'TST-IPA', quantity: 1 }]);
    await t.db.update(carts).set({ status: 'ordered' }).where(eq(carts.id, cartId));

    await expect(addToLines(t.db, cartId, [LINE])).rejects.toMatchObject({ code: 'CART_NOT_FOUND' });
    expect(await skusInCart()).toEqual(['TST-IPA']);
  });

  it('changes no line of a cart that is no longer open, and says the cart is gone', async () => {
    const answer = await calls.add(onA, cartId, [{ sku: 'TST-IPA', quantity: 1 }]);
    const line = answer.data!.addProductsToCart.cart.items[0]!;
    await t.db.update(carts).set({ status: 'ordered' }).where(eq(carts.id, cartId));

    await expect(
      setLines(t.db, cartId, [{ id: line.id, packages: 5, layers: 0, pallets: 0 }]),
    ).rejects.toMatchObject({
      code: 'CART_NOT_FOUND',
    });
    const [kept] = await t.db
      .select({ packages: cartItems.packages })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId));
    expect(kept?.packages).toBe(1);
  });

  it.skipIf(process.env.TEST_ENGINE !== 'postgres')(
    'waits for a placement in progress and is then refused, on PostgreSQL where they run side by side',
    async () => {
      await calls.add(onA, cartId, [{ sku: 'TST-IPA', quantity: 1 }]);
      let commitPlacement = () => {};
      const placed = new Promise<void>((resolve) => (commitPlacement = resolve));
      let placementLocked = () => {};
      const locked = new Promise<void>((resolve) => (placementLocked = resolve));
      const placement = t.db.transaction(async (tx) => {
        await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
        await tx.update(carts).set({ status: 'ordered' }).where(eq(carts.id, cartId));
        placementLocked();
        await placed;
      });
      await locked;
      const add = calls.add(onA, cartId, [{ sku: 'TST-CAF', quantity: 1 }]);
      // The add reads the cart (still open to it) and then waits on the placement's lock.
      await expect
        .poll(async () => {
          const { rows } = await t.db.execute<{ waiting: number }>(
            sql`select count(*)::int as waiting from pg_stat_activity
              where wait_event_type = 'Lock' and query ilike 'insert into "cart_items"%'`,
          );
          return rows[0]?.waiting;
        })
        .toBe(1);
      commitPlacement();
      await placement;

      const answer = await add;
      expect(answer.errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
      expect(await skusInCart()).toEqual(['TST-IPA']);
    },
  );
});
