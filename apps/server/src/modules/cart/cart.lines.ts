import {
  CART_LINE_MESSAGES,
  counterInputProblem,
  isEmptiesProduct,
  isSellableOn,
  MAX_LINE_PACKAGES,
  productCounters,
  QUANTITY_MESSAGES,
  totalPackages,
  type IsoDate,
  type LineQuantities,
  type OrderableUnit,
  type PackagingFacts,
  type QuantityProblem,
} from '@spina/domain';

/**
 * The rules a cart line change must pass before anything is written: the product is on the ship-to's price
 * list and orderable on the delivery date, each counter is a whole number from 0 with at most 10 digits
 * (spec 2 §5), only counters the configuration offers are used (spec 2 §4), a wholesaler's truck cart holds
 * at least 20 pallets a line (spec 2 §5), and the shipment mode decides between goods and empties.
 */

/** An expected refusal of a cart change; its English message is its i18n key. */
export type CartUserError = { code: string; message: string; sku: string | null };

export const CART_MESSAGES = CART_LINE_MESSAGES;

const QUANTITY_CODES: Readonly<Record<QuantityProblem, string>> = {
  notInteger: 'QUANTITY_NOT_INTEGER',
  negative: 'QUANTITY_NEGATIVE',
  tooLarge: 'QUANTITY_TOO_LARGE',
  palletMinimum: 'PALLET_MINIMUM',
};

export const quantityError = (problem: QuantityProblem, sku: string | null): CartUserError => ({
  code: QUANTITY_CODES[problem],
  message: QUANTITY_MESSAGES[problem],
  sku,
});

/** Most lines one call may change or add: a truck of distinct products, with room to spare. */
export const MAX_LINES_PER_CALL = 200;

/** The refusal of a call carrying more lines than MAX_LINES_PER_CALL, or null. */
export function tooManyLines(count: number): CartUserError | null {
  return count > MAX_LINES_PER_CALL
    ? {
        code: 'TOO_MANY_LINES',
        message: `At most ${MAX_LINES_PER_CALL} lines can be changed at once`,
        sku: null,
      }
    : null;
}

/** Counters as a client sends them; a missing counter is 0. */
export type CounterInput = {
  packages?: number | null;
  layers?: number | null;
  pallets?: number | null;
};

/** Reads the three counters, or the first refusal. */
export function readCounters(
  input: CounterInput,
  sku: string | null,
): { ok: true; quantities: LineQuantities } | { ok: false; error: CartUserError } {
  for (const value of [input.packages, input.layers, input.pallets]) {
    const problem = counterInputProblem(value);
    if (problem) return { ok: false, error: quantityError(problem, sku) };
  }
  return {
    ok: true,
    quantities: { packages: input.packages ?? 0, layers: input.layers ?? 0, pallets: input.pallets ?? 0 },
  };
}

/** A product as the line rules read it. */
export type LineProduct = {
  sku: string;
  materialType: string;
  packagingEnable: boolean;
  sellable: boolean;
  disabledFrom: IsoDate | null;
  disabledTo: IsoDate | null;
  /** Whether the ship-to's price list prices it. */
  priced: boolean;
  facts: PackagingFacts;
};

/** What the cart decides about every line. */
export type LineRules = {
  orderableUnits: readonly OrderableUnit[];
  /** 20 for a wholesaler's full-truck or empty-truck cart, else 0. */
  palletMinimum: number;
  /** 0 beer order, 1 empties return. */
  shipmentMode: number;
  /** The delivery date saleability is judged on. */
  date: IsoDate;
};

const isZero = (quantities: LineQuantities) =>
  quantities.packages === 0 && quantities.layers === 0 && quantities.pallets === 0;

/**
 * Checks a line's counters after a change (`next`); `grows` says whether the change adds goods, since a
 * product that can no longer be ordered may still be reduced or removed. A line of zeros is a removal.
 */
export function checkLine(
  product: LineProduct | null,
  next: LineQuantities,
  rules: LineRules,
  grows: boolean,
  sku: string,
): CartUserError | null {
  if (!product || !product.priced)
    return { code: 'PRODUCT_UNAVAILABLE', message: CART_MESSAGES.productUnavailable, sku };
  if (isZero(next)) return null;
  const empties = isEmptiesProduct(product.materialType);
  if (grows && rules.shipmentMode === 1 && !empties) {
    return { code: 'EMPTIES_ONLY', message: CART_MESSAGES.emptiesOnly, sku };
  }
  if (grows && rules.shipmentMode !== 1 && empties) {
    return { code: 'GOODS_ONLY', message: CART_MESSAGES.goodsOnly, sku };
  }
  if (grows && !isSellableOn(product, rules.date)) {
    return { code: 'PRODUCT_NOT_SALEABLE', message: CART_MESSAGES.productNotSaleable, sku };
  }
  const counters = productCounters(
    { materialType: product.materialType, packagingEnabled: product.packagingEnable },
    rules.orderableUnits,
  );
  const unused =
    (next.packages > 0 && !counters.units) ||
    (next.layers > 0 && !counters.layers) ||
    (next.pallets > 0 && !counters.pallets);
  if (unused) return { code: 'UNIT_NOT_ORDERABLE', message: CART_MESSAGES.unitNotOrderable, sku };
  if (counters.pallets && next.pallets < rules.palletMinimum) return quantityError('palletMinimum', sku);
  const largest = Math.max(next.packages, next.layers, next.pallets, totalPackages(next, product.facts));
  if (largest > MAX_LINE_PACKAGES) return quantityError('tooLarge', sku);
  return null;
}
