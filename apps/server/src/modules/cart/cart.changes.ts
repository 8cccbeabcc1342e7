import { yourPriceCents, type LineQuantities } from '@spina/domain';
import type { AppDeps } from '../../deps';
import type { CartItemInput, CartItemUpdateInput } from '../../graphql/resolvers.generated';
import { CART_MESSAGES, checkLine, readCounters, tooManyLines, type CartUserError } from './cart.lines';
import {
  cartOf,
  lineProductOf,
  lineRulesOf,
  linesAfterAdd,
  quantitiesOfLine,
  readCartState,
  type CartState,
} from './cart.state';
import {
  addToLines,
  clearCart,
  loadCartLines,
  loadLineProducts,
  setLines,
  type CartOwner,
  type LineProductRow,
  type LineWrite,
} from './cart.store';

/** Line changes: add, update, remove, remove all. Each is all or nothing: with any user_error nothing changes. */

const sum = (a: LineQuantities, b: LineQuantities): LineQuantities => ({
  packages: a.packages + b.packages,
  layers: a.layers + b.layers,
  pallets: a.pallets + b.pallets,
});
const NONE: LineQuantities = { packages: 0, layers: 0, pallets: 0 };

export function createCartChanges(deps: AppDeps) {
  const { db } = deps;

  /** The cart after a write: the lines read again, the rest as read before. */
  async function after(state: CartState, cartId: string, owner: CartOwner, userErrors: CartUserError[] = []) {
    const lines = userErrors.length > 0 ? state.lines : await loadCartLines(db, cartId, owner);
    return { cart: cartOf({ ...state, lines }), user_errors: userErrors };
  }

  /**
   * Plans additions: merges repeated skus, checks every resulting line, and returns the writes or the
   * refusals. Shared by addProductsToCart and the quick order.
   */
  function planAdditions(
    state: CartState,
    products: readonly LineProductRow[],
    wanted: ReadonlyArray<{ sku: string; quantities: LineQuantities }>,
  ): { writes: LineWrite[]; errors: CartUserError[] } {
    const rules = lineRulesOf(state);
    const merged = new Map<string, LineQuantities>();
    for (const { sku, quantities } of wanted) merged.set(sku, sum(merged.get(sku) ?? NONE, quantities));
    const writes: LineWrite[] = [];
    const errors: CartUserError[] = [];
    for (const [sku, added] of merged) {
      const row = products.find((candidate) => candidate.product.sku === sku);
      const existing = state.lines.find((line) => line.product.sku === sku);
      const current = existing ? quantitiesOfLine(existing) : NONE;
      if (added.packages + added.layers + added.pallets === 0) {
        errors.push({ code: 'QUANTITY_REQUIRED', message: CART_MESSAGES.quantityRequired, sku });
        continue;
      }
      const error = checkLine(row ? lineProductOf(row) : null, sum(current, added), rules, true, sku);
      if (error) errors.push(error);
      else writes.push({ sku, ...added, seenPriceCents: 0 });
    }
    return { writes, errors };
  }

  async function addProducts(cartId: string, owner: CartOwner, items: readonly CartItemInput[]) {
    const tooMany = tooManyLines(items.length);
    if (tooMany) return after(await readCartState(deps, cartId, owner), cartId, owner, [tooMany]);
    const skus = [...new Set(items.map((item) => item.sku.trim()))];
    const [state, products] = await Promise.all([
      readCartState(deps, cartId, owner),
      loadLineProducts(db, owner, { skus }),
    ]);
    const errors: CartUserError[] = [];
    const wanted: Array<{ sku: string; quantities: LineQuantities }> = [];
    for (const item of items) {
      const sku = item.sku.trim();
      const read = readCounters(
        { packages: item.quantity, layers: item.number_of_layer, pallets: item.number_of_pallet },
        sku,
      );
      if (read.ok) wanted.push({ sku, quantities: read.quantities });
      else errors.push(read.error);
    }
    const plan = planAdditions(state, products, wanted);
    errors.push(...plan.errors);
    if (errors.length > 0) return after(state, cartId, owner, errors);
    const written = await addToLines(db, cartId, withPrices(plan.writes, products));
    return {
      cart: cartOf({ ...state, lines: linesAfterAdd(state.lines, written, products) }),
      user_errors: [],
    };
  }

  async function updateItems(cartId: string, owner: CartOwner, items: readonly CartItemUpdateInput[]) {
    const state = await readCartState(deps, cartId, owner);
    const tooMany = tooManyLines(items.length);
    if (tooMany) return after(state, cartId, owner, [tooMany]);
    const rules = lineRulesOf(state);
    const errors: CartUserError[] = [];
    const writes: Array<{ id: string } & LineQuantities> = [];
    for (const item of items) {
      const line = state.lines.find((candidate) => candidate.item.id === item.cart_item_id);
      if (!line) {
        errors.push({ code: 'ITEM_NOT_FOUND', message: CART_MESSAGES.itemNotFound, sku: null });
        continue;
      }
      const sku = line.product.sku;
      const read = readCounters(
        { packages: item.number_of_packages, layers: item.number_of_layer, pallets: item.number_of_pallet },
        sku,
      );
      if (!read.ok) {
        errors.push(read.error);
        continue;
      }
      const current = quantitiesOfLine(line);
      const grows =
        read.quantities.packages > current.packages ||
        read.quantities.layers > current.layers ||
        read.quantities.pallets > current.pallets;
      const error = checkLine(lineProductOf(line), read.quantities, rules, grows, sku);
      if (error) errors.push(error);
      else writes.push({ id: line.item.id, ...read.quantities });
    }
    if (errors.length > 0) return after(state, cartId, owner, errors);
    await setLines(db, cartId, writes);
    return after(state, cartId, owner);
  }

  async function removeItem(cartId: string, owner: CartOwner, itemId: string) {
    const state = await readCartState(deps, cartId, owner);
    if (!state.lines.some((line) => line.item.id === itemId)) {
      return after(state, cartId, owner, [
        { code: 'ITEM_NOT_FOUND', message: CART_MESSAGES.itemNotFound, sku: null },
      ]);
    }
    await setLines(db, cartId, [{ id: itemId, ...NONE }]);
    return after(state, cartId, owner);
  }

  async function removeAll(cartId: string, owner: CartOwner) {
    const state = await readCartState(deps, cartId, owner);
    await clearCart(db, cartId);
    return { cart: cartOf({ ...state, lines: [], returned: [] }), user_errors: [] };
  }

  return { planAdditions, addProducts, updateItems, removeItem, removeAll };
}
export type CartChanges = ReturnType<typeof createCartChanges>;

/** The unit price each added line is written with: the price the buyer sees now. */
export function withPrices(writes: readonly LineWrite[], products: readonly LineProductRow[]): LineWrite[] {
  return writes.map((write) => {
    const row = products.find((candidate) => candidate.product.sku === write.sku);
    return { ...write, seenPriceCents: row?.price ? yourPriceCents(row.price) : 0 };
  });
}
