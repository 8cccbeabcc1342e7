import { localDate, palletCounterMinimum, parseOrderableUnits, type LineQuantities } from '@spina/domain';
import type { AppDeps } from '../../deps';
import { orderableUnitsFor } from '../portal/portal.service';
import { CART_ID_PATTERN, cartNotFound } from './cart.errors';
import type { LineProduct, LineRules } from './cart.lines';
import type { CartParent } from './cart.mappers';
import {
  loadCartContext,
  loadCartLines,
  type CartContext,
  type CartLineRow,
  type CartOwner,
  type LineProductRow,
  type ReturnedEmptiesRow,
} from './cart.store';
import { isWholesaleShipTo, orderTypeOf, packagingOf, toCart } from './cart.view';

/** A cart as read for one request: its context, lines, returned empties and orderable units. */
export type CartState = {
  context: CartContext;
  lines: CartLineRow[];
  returned: ReturnedEmptiesRow[];
  /** The configuration's orderable units for the ship-to's customer type and the cart's order type. */
  orderableUnits: string;
  /** The Pallets counter's minimum: 20 for a wholesaler's full-truck or empty-truck cart, else 0. */
  palletMinimum: number;
};

/** Reads the owner's open cart; refused as not found for anyone else's, a closed one or a malformed id. */
export async function readCartState(deps: AppDeps, cartId: string, owner: CartOwner): Promise<CartState> {
  if (!CART_ID_PATTERN.test(cartId)) throw cartNotFound();
  const [found, lines, settings] = await Promise.all([
    loadCartContext(deps.db, cartId, owner),
    loadCartLines(deps.db, cartId, owner),
    deps.portal.settings(),
  ]);
  if (!found) throw cartNotFound();
  const { returned, ...context } = found;
  const orderableUnits = orderableUnitsFor(
    settings.orderableUnits,
    context.shipTo.customerType,
    orderTypeOf(context),
  );
  const palletMinimum = palletCounterMinimum({
    // A wholesaler: the ship-to's customer type WHSL, or the user's role names containing WHS (spec 2 §5).
    isWholesale: isWholesaleShipTo(context.shipTo.customerType) || owner.wholesale === true,
    orderType: orderTypeOf(context),
    isFullTruck: context.shipTo.isFullTruck,
  });
  return { context, lines, returned, orderableUnits, palletMinimum };
}

export const cartOf = (state: CartState): CartParent =>
  toCart(state.context, state.lines, state.returned, state.orderableUnits, state.palletMinimum);

/** The rules every line of this cart is checked by (see checkLine). */
export function lineRulesOf(state: CartState, now: Date = new Date()): LineRules {
  const { context } = state;
  return {
    orderableUnits: parseOrderableUnits(state.orderableUnits),
    palletMinimum: state.palletMinimum,
    shipmentMode: context.cart.shipmentMode,
    date: context.cart.deliveryDate ?? localDate(now, context.timeZone),
  };
}

export function lineProductOf(row: LineProductRow | CartLineRow): LineProduct {
  const { product } = row;
  return {
    sku: product.sku,
    materialType: product.materialType,
    packagingEnable: product.packagingEnable,
    sellable: product.sellable,
    disabledFrom: product.disabledFrom,
    disabledTo: product.disabledTo,
    priced: row.price !== null,
    facts: packagingOf(product),
  };
}

/**
 * The cart's lines after an add, without reading them again: the written rows replace or join the lines read
 * before, with the product side of the look-up made for the add. Ordered as the lines read, oldest first.
 */
export function linesAfterAdd(
  lines: readonly CartLineRow[],
  written: readonly CartLineRow['item'][],
  products: readonly LineProductRow[],
): CartLineRow[] {
  const bySku = new Map(lines.map((line) => [line.item.sku, line]));
  for (const item of written) {
    const known = bySku.get(item.sku);
    const product = known ?? products.find((row) => row.product.sku === item.sku);
    if (product) bySku.set(item.sku, { ...product, item });
  }
  return [...bySku.values()].sort(
    (a, b) =>
      a.item.addedAt.getTime() - b.item.addedAt.getTime() ||
      (a.item.sku < b.item.sku ? -1 : a.item.sku > b.item.sku ? 1 : 0),
  );
}

export const quantitiesOfLine = (row: CartLineRow): LineQuantities => ({
  packages: row.item.packages,
  layers: row.item.layers,
  pallets: row.item.pallets,
});
