import type { OrderType } from '../orders/order-types';

/** Material type of an empties item (spec 2 §3). */
export const EMPTIES_MATERIAL_TYPE = 'ZQCR';

export function isEmptiesProduct(materialType: string | null | undefined): boolean {
  return (materialType ?? '').trim().toUpperCase() === EMPTIES_MATERIAL_TYPE;
}

/** Units a configuration may allow to order in (spec 1 §3 orderableunits). */
export const ORDERABLE_UNITS = ['Packaging', 'Pallets', 'Layers'] as const;
export type OrderableUnit = (typeof ORDERABLE_UNITS)[number];

/**
 * Reads the configuration's orderable units ('Packaging, Pallets, Layers'); names are matched without
 * regard to case, unknown names dropped. Null or undefined means no configuration: every unit.
 */
export function parseOrderableUnits(raw: string | readonly string[] | null | undefined): OrderableUnit[] {
  if (raw === null || raw === undefined) return [...ORDERABLE_UNITS];
  const names = (typeof raw === 'string' ? raw.split(',') : raw).map((name) => name.trim().toLowerCase());
  return ORDERABLE_UNITS.filter((unit) => names.includes(unit.toLowerCase()));
}

/** Which quantity counters a product shows. */
export type ProductCounters = { units: boolean; layers: boolean; pallets: boolean };

/**
 * The counters of a product (spec 1 §4.7, spec 2 §4): Layers and Pallets unless it is empties (ZQCR);
 * Units with packaging enabled or for empties; each only if the configuration's orderable units allow
 * it (Packaging stands for Units). Ruling: empties keep their Units counter whatever the configuration
 * says, since it is the only way to return them.
 */
export function productCounters(
  product: { materialType: string | null | undefined; packagingEnabled: boolean },
  orderableUnits: readonly OrderableUnit[] = ORDERABLE_UNITS,
): ProductCounters {
  const empties = isEmptiesProduct(product.materialType);
  return {
    units: empties || (product.packagingEnabled && orderableUnits.includes('Packaging')),
    layers: !empties && orderableUnits.includes('Layers'),
    pallets: !empties && orderableUnits.includes('Pallets'),
  };
}

/** Counter input holds at most 10 characters (spec 2 §5), so the largest value is 9,999,999,999. */
export const COUNTER_MAX_LENGTH = 10;
export const COUNTER_MAX = 9_999_999_999;
export const COUNTER_MIN = 0;

/** A counter's bounds. */
export type CounterLimits = { min?: number; max?: number };

/**
 * Normalises a counter value (spec 2 §5): at most 10 characters are read, it is made an integer
 * (decimals cut), NaN or below the minimum becomes the minimum, above the maximum the maximum.
 */
export function normaliseCounter(raw: unknown, limits: CounterLimits = {}): number {
  const min = limits.min ?? COUNTER_MIN;
  const max = Math.max(min, limits.max ?? COUNTER_MAX);
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string') value = Number.parseInt(raw.trim().slice(0, COUNTER_MAX_LENGTH), 10);
  else value = Number.NaN;
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** Whether a counter's buttons are shown and usable (spec 2 §5: disabled at limits, hidden when blocked). */
export function counterButtons(
  value: number,
  limits: CounterLimits & { blocked?: boolean } = {},
): { visible: boolean; canDecrement: boolean; canIncrement: boolean } {
  const min = limits.min ?? COUNTER_MIN;
  const max = limits.max ?? COUNTER_MAX;
  if (limits.blocked) return { visible: false, canDecrement: false, canIncrement: false };
  return { visible: true, canDecrement: value > min, canIncrement: value < max };
}

/** Pallet minimum of a wholesale user's empty-truck or full-truck cart (spec 2 §9). */
export const WHOLESALE_PALLET_MINIMUM = 20;

/**
 * The minimum of the Pallets counter (spec 2 §5): 20 for a wholesale user on an empty-truck or
 * full-truck cart, else 0.
 */
export function palletCounterMinimum(input: {
  isWholesale: boolean;
  orderType: OrderType;
  isFullTruck: boolean;
}): number {
  const truckCart = input.isFullTruck || input.orderType === 'emptiesfulltruck_emptiesfulltruck';
  return input.isWholesale && truckCart ? WHOLESALE_PALLET_MINIMUM : COUNTER_MIN;
}

/**
 * Most sales units one cart line may hold. Ruling (the spec bounds only the counter's length): no truck
 * carries more, and it keeps a line's totals exact in integer cents and grams.
 */
export const MAX_LINE_PACKAGES = 1_000_000;

/** Why a counter value sent to the server is refused; the message is also its i18n key. */
export const QUANTITY_MESSAGES = {
  notInteger: 'The quantity must be a whole number',
  negative: 'The quantity cannot be below 0',
  tooLarge: 'The quantity is too large',
  palletMinimum: 'The minimum quantity of pallet has not been reached',
} as const;
export type QuantityProblem = keyof typeof QUANTITY_MESSAGES;

/**
 * Checks a counter value a client sends (spec 2 §5: integer, minimum 0, at most 10 digits). The screen's
 * counter corrects such values (normaliseCounter); the server refuses them instead, so a crafted call
 * cannot store what the counter would never send. null and undefined mean 0.
 */
export function counterInputProblem(value: number | null | undefined): QuantityProblem | null {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value) || !Number.isInteger(value)) return 'notInteger';
  if (value < COUNTER_MIN) return 'negative';
  if (value > COUNTER_MAX) return 'tooLarge';
  return null;
}
