import {
  capacityMaximumPassed,
  cartMeasures,
  defaultOrderType,
  isOrderType,
  localDate,
  orderableQuantities,
  padShipToId,
  palletCounterMinimum,
  parseOrderableUnits,
  productCounters,
  totalPackages,
  usualOrderLines,
  yourPriceCents,
  type IsoDate,
  type LineQuantities,
  type MeasuredLine,
  type OrderType,
} from '@spina/domain';
import type { AppDeps } from '../../deps';
import type { GraphQLContext } from '../../graphql/context';
import type {
  ResolversParentTypes,
  SuggestedCart,
  SuggestedCartProduct,
} from '../../graphql/resolvers.generated';
import { badRequest, forbidden } from '../../http/errors';
import { postalAddressOf } from '../../lib/postal-address';
import { createCartChanges, withPrices } from '../cart/cart.changes';
import { CART_MESSAGES, checkLine, type CartUserError, type LineRules } from '../cart/cart.lines';
import { cartOf, lineProductOf, linesAfterAdd, quantitiesOfLine, readCartState } from '../cart/cart.state';
import { addToLines, loadLineProducts, type CartOwner, type LineProductRow } from '../cart/cart.store';
import { capacityInputOf, isWholesaleShipTo, packagingOf } from '../cart/cart.view';
import { orderableUnitsFor } from '../portal/portal.service';
import { loadRecentOrders, loadShipToContext } from './suggested-cart.store';

/**
 * The suggested cart, titled Fast Order (spec 2 §3, §7): the ship-to's usual order (the domain's
 * usualOrderLines over its latest orders), in the counters its products take for the cart's order type
 * (orderableQuantities), judged by the cart's line rules (checkLine) and priced from the ship-to's price list.
 * createSuggestedCart adds it through the cart's add path, line by line while the cart stays within its
 * maximum weight and pallets (capacityMaximumPassed).
 */

export const SUGGESTED_CART_MESSAGES = {
  noUsualOrder: 'There is no usual order for this ship-to yet',
} as const;

/** Most ship-tos one getSuggestedCarts call may ask for. */
export const MAX_SUGGESTED_SHIP_TOS = 20;

const CURRENCY = 'EUR';
const money = (cents: number) => ({ value: cents / 100, currency: CURRENCY });
const gramsToKg = (grams: number) => Math.round(grams) / 1000;

type ShipToRow = NonNullable<Awaited<ReturnType<typeof loadShipToContext>>>['shipTo'];

/** What a suggestion is judged for: the ship-to, the owner, the order type, date and shipment mode. */
type Judging = {
  owner: CartOwner;
  shipTo: ShipToRow;
  orderType: OrderType;
  date: IsoDate;
  shipmentMode: number;
  orderableUnits: string;
};

/** A line of the usual order with its product, counters, price and verdict. */
type PlannedLine = {
  row: LineProductRow;
  quantities: LineQuantities;
  times: number;
  error: CartUserError | null;
};

export function createSuggestedCartService(deps: AppDeps) {
  const { db } = deps;
  const changes = createCartChanges(deps);

  const rulesOf = (judging: Judging): LineRules => ({
    orderableUnits: parseOrderableUnits(judging.orderableUnits),
    palletMinimum: palletCounterMinimum({
      isWholesale: isWholesaleShipTo(judging.shipTo.customerType),
      orderType: judging.orderType,
      isFullTruck: judging.shipTo.isFullTruck,
    }),
    shipmentMode: judging.shipmentMode,
    date: judging.date,
  });

  /** The usual order's lines for a ship-to, each judged; products that no longer exist are left out. */
  async function plan(judging: Judging) {
    const history = await loadRecentOrders(db, judging.shipTo.id);
    const usual = usualOrderLines(history);
    const rows = await loadLineProducts(db, judging.owner, { skus: usual.map((line) => line.sku) });
    const rules = rulesOf(judging);
    const lines: PlannedLine[] = usual.flatMap((line) => {
      const row = rows.find((candidate) => candidate.product.sku === line.sku);
      if (!row) return [];
      const product = lineProductOf(row);
      const counters = productCounters(
        { materialType: row.product.materialType, packagingEnabled: row.product.packagingEnable },
        rules.orderableUnits,
      );
      const quantities = orderableQuantities(line.packages, product.facts, counters, rules.palletMinimum);
      if (!quantities) {
        const error = { code: 'UNIT_NOT_ORDERABLE', message: CART_MESSAGES.unitNotOrderable, sku: line.sku };
        return [{ row, quantities: { packages: 0, layers: 0, pallets: 0 }, times: line.orders, error }];
      }
      const error = checkLine(product, quantities, rules, true, line.sku);
      return [{ row, quantities, times: line.orders, error }];
    });
    return { lines, rows, ordersRead: history.length };
  }

  function viewOf(judging: Judging, planned: Awaited<ReturnType<typeof plan>>): SuggestedCart {
    const { shipTo } = judging;
    const products: SuggestedCartProduct[] = planned.lines.map(({ row, quantities, times, error }) => {
      const facts = packagingOf(row.product);
      const packages = totalPackages(quantities, facts);
      const unitCents = row.price ? yourPriceCents(row.price) : 0;
      return {
        sku: row.product.sku,
        name: row.product.name,
        catalog_product_name: row.product.catalogProductName,
        url_key: row.product.urlKey,
        image: { url: row.product.smallImageUrl, label: row.product.name },
        units: quantities.packages,
        layers: quantities.layers,
        pallets: quantities.pallets,
        quantity: packages,
        weight: gramsToKg(packages * facts.grossWeightG),
        prices: { price: money(unitCents), row_total: money(unitCents * packages) },
        times_ordered: times,
        orderable: error === null,
        reason: error?.message ?? null,
        reason_code: error?.code ?? null,
      };
    });
    const orderable = planned.lines.filter((line) => line.error === null);
    const measures = cartMeasures(
      orderable.map((line) => ({ quantities: line.quantities, product: packagingOf(line.row.product) })),
    );
    const totalCents = products
      .filter((product) => product.orderable)
      .reduce((sum, product) => sum + Math.round(product.prices.row_total.value * 100), 0);
    return {
      ship_to_id: shipTo.id,
      ship_to_name: shipTo.name,
      suggested_cart_total: money(totalCents),
      shipping_address: postalAddressOf(shipTo),
      products,
      orders_read: planned.ordersRead,
      order_type: judging.orderType,
      delivery_date: judging.date,
      weight: measures.weightKg,
      pallets: measures.pallets,
    };
  }

  /** The judging of a ship-to without a given cart: the user's open cart there, else the ship-to's default. */
  async function judgingOfShipTo(userId: string, shipToId: string): Promise<Judging> {
    const [found, settings] = await Promise.all([
      loadShipToContext(db, userId, shipToId),
      deps.portal.settings(),
    ]);
    if (!found) throw forbidden('This ship-to is not one of yours');
    const { shipTo, cart, timeZone } = found;
    const orderType =
      cart && isOrderType(cart.orderType) ? cart.orderType : defaultOrderType(shipTo.deliveryType);
    return {
      owner: { userId, shipToId },
      shipTo,
      orderType,
      date: cart?.deliveryDate ?? localDate(new Date(), timeZone),
      shipmentMode: cart?.shipmentMode ?? 0,
      orderableUnits: orderableUnitsFor(settings.orderableUnits, shipTo.customerType, orderType),
    };
  }

  function judgingOfCart(state: Awaited<ReturnType<typeof readCartState>>, owner: CartOwner): Judging {
    const { context } = state;
    const orderType = isOrderType(context.cart.orderType)
      ? context.cart.orderType
      : defaultOrderType(context.shipTo.deliveryType);
    return {
      owner,
      shipTo: context.shipTo,
      orderType,
      date: context.cart.deliveryDate ?? localDate(new Date(), context.timeZone),
      shipmentMode: context.cart.shipmentMode,
      orderableUnits: state.orderableUnits,
    };
  }

  /** suggestedCart(shipTo, cartId): the usual order of the `outletid` ship-to, judged for the cart if given. */
  async function suggestedCart(owner: CartOwner, shipTo: string, cartId: string | null | undefined) {
    const shipToId = padShipToId(shipTo.trim());
    if (!/^\d{1,10}$/.test(shipTo.trim()) || shipToId !== owner.shipToId)
      throw forbidden('shipTo must be the ship-to of the outletid header');
    const judging = cartId
      ? judgingOfCart(await readCartState(deps, cartId, owner), owner)
      : await judgingOfShipTo(owner.userId, owner.shipToId);
    return viewOf(judging, await plan(judging));
  }

  /** getSuggestedCarts(ship_tos): the usual orders of several of the caller's ship-tos held with Catalogue. */
  async function suggestedCarts(context: GraphQLContext, shipToIds: readonly string[]) {
    const principal = context.principal;
    if (!principal) throw forbidden();
    if (shipToIds.length > MAX_SUGGESTED_SHIP_TOS)
      throw badRequest(`At most ${MAX_SUGGESTED_SHIP_TOS} ship-tos at once`, 'BAD_USER_INPUT');
    const ids = [...new Set(shipToIds.map((id) => id.trim()))].map((id) => {
      if (!/^\d{1,10}$/.test(id)) throw badRequest('A ship-to id is 10 digits', 'BAD_USER_INPUT');
      const padded = padShipToId(id);
      if (!principal.shipTos.get(padded)?.permissions.has('Catalogue'))
        throw forbidden('This ship-to is not one of yours');
      return padded;
    });
    const answers: SuggestedCart[] = [];
    for (const shipToId of [...new Set(ids)]) {
      const judging = await judgingOfShipTo(principal.userId, shipToId);
      answers.push(viewOf(judging, await plan(judging)));
    }
    return answers;
  }

  /** createSuggestedCart (CREATE_SUGGESTED_CART): the usual order into the caller's open cart. */
  async function createSuggestedCart(
    cartId: string,
    owner: CartOwner,
  ): Promise<ResolversParentTypes['CreateSuggestedCartOutput']> {
    const state = await readCartState(deps, cartId, owner);
    const planned = await plan(judgingOfCart(state, owner));
    if (planned.lines.length === 0) {
      return {
        added: [],
        cart: cartOf(state),
        user_errors: [{ code: 'NO_USUAL_ORDER', message: SUGGESTED_CART_MESSAGES.noUsualOrder, sku: null }],
      };
    }
    const errors: CartUserError[] = [];
    let measured: MeasuredLine[] = state.lines.map((line) => ({
      quantities: quantitiesOfLine(line),
      product: packagingOf(line.product),
    }));
    const accepted: PlannedLine[] = [];
    for (const line of planned.lines) {
      if (line.error) {
        errors.push(line.error);
        continue;
      }
      const next = [...measured, { quantities: line.quantities, product: packagingOf(line.row.product) }];
      const passed = capacityMaximumPassed(capacityInputOf(state.context, cartMeasures(next), 0));
      if (passed) {
        errors.push({ code: 'CAPACITY_MAXIMUM', message: passed, sku: line.row.product.sku });
        continue;
      }
      measured = next;
      accepted.push(line);
    }
    const additions = changes.planAdditions(
      state,
      planned.rows,
      accepted.map((line) => ({ sku: line.row.product.sku, quantities: line.quantities })),
    );
    errors.push(...additions.errors);
    const written = await addToLines(db, cartId, withPrices(additions.writes, planned.rows));
    const added = additions.writes.map((write) => ({
      sku: write.sku,
      name:
        planned.rows.find((row) => row.product.sku === write.sku)?.product.catalogProductName ?? write.sku,
      units: write.packages,
      layers: write.layers,
      pallets: write.pallets,
    }));
    return {
      added,
      cart: cartOf({ ...state, lines: linesAfterAdd(state.lines, written, planned.rows) }),
      user_errors: errors,
    };
  }

  return { suggestedCart, suggestedCarts, createSuggestedCart };
}
