import { isEmptiesProduct, type ProductCounters } from '../quantities/counters';
import { packagesPerPallet, type LineQuantities, type PackagingFacts } from '../quantities/measures';
import { CAPACITY_MESSAGES, capacityRule, type CapacityInput } from '../capacity/capacity';

/**
 * The usual order of a ship-to (spec 2 §1, §3 Suggested cart, titled Fast Order): what it orders again and
 * again, read from its own recent orders. Rulings, as the spec gives no formula:
 * - the last USUAL_ORDER_RECENT_ORDERS beer orders are read (empties returns are not goods);
 * - a product belongs to the usual order when it is in at least half of them (at least once with one order);
 * - its quantity is the median of the sales units it was ordered in, over the orders that hold it (the lower
 *   middle value for an even count, so the suggestion never overshoots what the buyer usually takes);
 * - products most often ordered come first, then the larger quantity, then the sku.
 */

/** How many of the latest orders the usual order reads. */
export const USUAL_ORDER_RECENT_ORDERS = 10;
/** Share of those orders a product must be in. */
export const USUAL_ORDER_MIN_SHARE = 0.5;

/** A past order as the rule reads it: when it was placed and its lines in sales units. */
export type PastOrder = {
  /** ISO 8601 time stamp, compared as text. */
  placedAt: string;
  lines: ReadonlyArray<{ sku: string; materialType?: string | null; packages: number }>;
};

/** A product of the usual order, in sales units. */
export type UsualLine = {
  sku: string;
  /** Median sales units over the orders that hold it. */
  packages: number;
  /** How many of the orders read hold it. */
  orders: number;
};

/** The lower median of a non-empty list of numbers. */
export function lowerMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The usual order of a ship-to from its past orders (see the rulings above). */
export function usualOrderLines(
  history: readonly PastOrder[],
  options: { recentOrders?: number; minShare?: number } = {},
): UsualLine[] {
  const recent = [...history]
    .sort((a, b) => (a.placedAt < b.placedAt ? 1 : a.placedAt > b.placedAt ? -1 : 0))
    .slice(0, options.recentOrders ?? USUAL_ORDER_RECENT_ORDERS);
  const quantities = new Map<string, number[]>();
  for (const order of recent) {
    const perOrder = new Map<string, number>();
    for (const line of order.lines) {
      if (line.packages <= 0 || isEmptiesProduct(line.materialType)) continue;
      perOrder.set(line.sku, (perOrder.get(line.sku) ?? 0) + line.packages);
    }
    for (const [sku, packages] of perOrder) quantities.set(sku, [...(quantities.get(sku) ?? []), packages]);
  }
  const needed = Math.max(1, Math.ceil(recent.length * (options.minShare ?? USUAL_ORDER_MIN_SHARE)));
  return [...quantities]
    .filter(([, values]) => values.length >= needed)
    .map(([sku, values]) => ({ sku, packages: lowerMedian(values), orders: values.length }))
    .sort((a, b) => b.orders - a.orders || b.packages - a.packages || (a.sku < b.sku ? -1 : 1));
}

/**
 * Sales units expressed in the counters a product offers (spec 2 §4 "Mini-cart counters"): whole pallets
 * first, then layers, then loose units where the Units counter exists; without it the rest is rounded to the
 * nearest layer (half up), and without layers to the nearest pallet, never to nothing. A wholesaler's truck
 * cart (palletMinimum > 0) takes whole pallets only, at least the minimum (spec 2 §5). Null when the product
 * offers no counter that can hold the quantity.
 */
export function orderableQuantities(
  packages: number,
  facts: PackagingFacts,
  counters: ProductCounters,
  palletMinimum = 0,
): LineQuantities | null {
  if (packages <= 0) return null;
  const perPallet = packagesPerPallet(facts);
  const perLayer = facts.productsOnLayer;
  if (palletMinimum > 0) {
    if (!counters.pallets || perPallet <= 0) return null;
    return { packages: 0, layers: 0, pallets: Math.max(palletMinimum, Math.round(packages / perPallet)) };
  }
  let pallets = counters.pallets && perPallet > 0 ? Math.floor(packages / perPallet) : 0;
  let rest = packages - pallets * perPallet;
  let layers = 0;
  let units = 0;
  if (counters.layers && perLayer > 0) {
    layers = counters.units ? Math.floor(rest / perLayer) : Math.round(rest / perLayer);
    if (!counters.units && layers === 0 && pallets === 0) layers = 1;
    rest = Math.max(0, rest - layers * perLayer);
    // A whole pallet of layers is a pallet.
    if (counters.pallets && perPallet > 0 && perPallet % perLayer === 0) {
      const layersOnPallet = perPallet / perLayer;
      pallets += Math.floor(layers / layersOnPallet);
      layers %= layersOnPallet;
    }
  }
  if (counters.units) units = rest;
  else if (!(counters.layers && perLayer > 0) && counters.pallets && perPallet > 0 && rest > 0) {
    pallets += pallets === 0 || rest * 2 >= perPallet ? 1 : 0;
  }
  if (pallets === 0 && layers === 0 && units === 0) return null;
  return { packages: units, layers, pallets };
}

/**
 * The maximum a cart would pass, by the capacity rule it is judged by (spec 2 §5, DESIGN §6), or null when it
 * stays within every maximum: pallet rules check the pallet maximum (and the weight, except an empty truck);
 * Truck checks weight and pallets; the weight rules check the maximum weight; the cash rule and Empty small
 * have no maximum. A figure equal to the maximum is within it.
 */
export function capacityMaximumPassed(input: CapacityInput): string | null {
  const rule = capacityRule(input);
  const { weightKg, pallets, limits } = input;
  const checksPallets = rule === 'pallets' || rule === 'flatRate';
  const checksWeight =
    rule === 'flatRate' ||
    rule === 'onPremise' ||
    rule === 'franchisee' ||
    rule === 'weight' ||
    (rule === 'pallets' && input.orderType !== 'emptiesfulltruck_emptiesfulltruck');
  if (checksPallets && pallets > limits.maxPallets) return CAPACITY_MESSAGES.palletMaximumExceeded;
  if (checksWeight && weightKg > limits.maxWeightKg) return CAPACITY_MESSAGES.weightMaximumExceeded;
  return null;
}
