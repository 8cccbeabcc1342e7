import type { OrderType } from '../orders/order-types';

/** The capacity messages, which are also their i18n keys (spec 2 §5, spec 3 §8). */
export const CAPACITY_MESSAGES = {
  palletMinimumNotReached: 'The minimum quantity of pallet has not been reached',
  palletMaximumExceeded: 'The maximum number of pallets has been exceeded.',
  weightMaximumExceeded: 'The maximum weight of order has been exceeded.',
  weightMinimumNotReached: 'The minimum weight of order has not been reached',
  priceMinimumNotReached: 'The minimum price of order has not yet been reached',
  capacityReached: 'The minimum order capacity has been reached',
  capacityNotReached: 'The minimum order capacity has not been reached, please add more goods',
  reduceQuantity: 'The weight of the order exceeds the maximum order quantity, please reduce the quantity',
  addMore: 'Add more.',
  onPremiseMinimumNotReached: 'Minimum order capacity not reached',
  onPremiseMaximumExceeded: 'Maximum weight exceeded',
  motriceNotReached: 'Motrice discount not reached',
  motriceReached: 'Motrice discount reached',
  autotrenoNotReached: 'Autotreno discount not reached',
  autotrenoReached: 'Autotreno discount reached',
} as const;

/**
 * On Premise weight bands in kg (spec 2 §9, DESIGN §6): Motrice from 12000 to below 16000, Autotreno
 * not reached from 16000 to below 25260, Autotreno reached from 25260 up to the maximum.
 */
export const ON_PREMISE_BANDS = {
  motriceStartKg: 12_000,
  autotrenoStartKg: 16_000,
  autotrenoReachedKg: 25_260,
} as const;

/** Default weight limits of a ship-to in kg (spec 2 §9, DESIGN §6). */
export const DEFAULT_MIN_WEIGHT_KG = 1;
export const DEFAULT_MAX_WEIGHT_KG = 29_300;

/** A ship-to's order limits; the cash figure is the minimum price in cents (spec 2 §3 iMaximumOrderCash). */
export type CapacityLimits = {
  minWeightKg: number;
  maxWeightKg: number;
  minPallets: number;
  maxPallets: number;
  maxOrderCashCents: number;
};

/** A cart as the capacity rules read it: weight in kg (3 decimals), pallet equivalents, value in cents. */
export type CapacityInput = {
  customerType: string;
  orderType: OrderType;
  isFullTruck: boolean;
  weightKg: number;
  pallets: number;
  cartValueCents: number;
  limits: CapacityLimits;
};

/** How the progress bar is drawn: not at all, grey, green or red. */
export type CapacityState = 'hidden' | 'neutral' | 'success' | 'error';
export type CapacityProgress = { state: CapacityState; message: string | null; percent: number };

/** Which rule set a cart is judged by (DESIGN §6, in this order). */
export type CapacityRule = 'none' | 'pallets' | 'flatRate' | 'cash' | 'onPremise' | 'franchisee' | 'weight';

function customerKind(customerType: string): 'onPremise' | 'franchisee' | 'other' {
  const type = customerType.trim().toLowerCase();
  if (type === 'on premise') return 'onPremise';
  if (type === 'on premise franchisee') return 'franchisee';
  return 'other';
}

/** The rule set a cart is judged by, chosen in the order of DESIGN §6. */
export function capacityRule(
  input: Pick<CapacityInput, 'customerType' | 'orderType' | 'isFullTruck'>,
): CapacityRule {
  if (input.orderType === 'emptiespickup_emptiespickup') return 'none';
  if (input.orderType === 'emptiesfulltruck_emptiesfulltruck' || input.isFullTruck) return 'pallets';
  if (input.orderType === 'flatrate_flatrate') return 'flatRate';
  if (input.orderType === 'selfpickup_selfpickup') return 'cash';
  const kind = customerKind(input.customerType);
  return kind === 'other' ? 'weight' : kind;
}

/** A share of a figure in whole percent, rounded down and capped at 100, so 100 shows only when reached. */
export function percentOf(value: number, of: number): number {
  if (of <= 0 || value <= 0) return 0;
  return Math.min(100, Math.floor((value * 100) / of));
}

/** The delivery bar's cash progress: cart total over maximum order cash, times 100 (spec 1 §4.5). */
export function cashProgressPercent(cartValueCents: number, maxOrderCashCents: number): number {
  return percentOf(cartValueCents, maxOrderCashCents);
}

type Verdict = Omit<CapacityProgress, 'percent'>;
const M = CAPACITY_MESSAGES;
const verdict = (state: CapacityState, message: string | null): Verdict => ({ state, message });

// Empties methods check only the pallet limits (spec 2 §5); heavy empties are split instead (splitEmpties).
function palletVerdict({ pallets, weightKg, limits, orderType }: CapacityInput): Verdict {
  const checksWeight = orderType !== 'emptiesfulltruck_emptiesfulltruck';
  if (pallets <= 0) return verdict('neutral', M.palletMinimumNotReached);
  if (pallets > limits.maxPallets) return verdict('error', M.palletMaximumExceeded);
  if (checksWeight && weightKg > limits.maxWeightKg) return verdict('error', M.weightMaximumExceeded);
  if (pallets < limits.minPallets) return verdict('error', M.palletMinimumNotReached);
  return verdict('success', M.capacityReached);
}

function flatRateVerdict({ pallets, weightKg, limits }: CapacityInput): Verdict {
  if (pallets <= 0 && weightKg <= 0) return verdict('neutral', M.capacityNotReached);
  if (pallets < limits.minPallets && weightKg < limits.minWeightKg)
    return verdict('error', M.capacityNotReached);
  if (weightKg > limits.maxWeightKg) return verdict('error', M.weightMaximumExceeded);
  if (pallets > limits.maxPallets) return verdict('error', M.palletMaximumExceeded);
  return verdict('success', M.capacityReached);
}

function cashVerdict({ cartValueCents, limits }: CapacityInput): Verdict {
  if (cartValueCents <= 0) return verdict('neutral', M.priceMinimumNotReached);
  if (cartValueCents < limits.maxOrderCashCents) return verdict('error', M.priceMinimumNotReached);
  return verdict('success', null);
}

function onPremiseVerdict({ weightKg, limits }: CapacityInput): Verdict {
  if (weightKg <= limits.minWeightKg) return verdict('error', M.onPremiseMinimumNotReached);
  if (weightKg > limits.maxWeightKg) return verdict('error', M.onPremiseMaximumExceeded);
  if (weightKg < ON_PREMISE_BANDS.motriceStartKg) return verdict('neutral', M.motriceNotReached);
  if (weightKg < ON_PREMISE_BANDS.autotrenoStartKg) return verdict('success', M.motriceReached);
  if (weightKg < ON_PREMISE_BANDS.autotrenoReachedKg) return verdict('neutral', M.autotrenoNotReached);
  return verdict('success', M.autotrenoReached);
}

function franchiseeVerdict({ weightKg, limits }: CapacityInput): Verdict {
  if (weightKg <= limits.minWeightKg) return verdict('error', M.capacityNotReached);
  if (weightKg > limits.maxWeightKg) return verdict('error', M.reduceQuantity);
  return verdict('success', M.capacityReached);
}

function weightVerdict({ weightKg, limits }: CapacityInput): Verdict {
  if (weightKg <= 0) return verdict('neutral', M.weightMinimumNotReached);
  if (weightKg > limits.maxWeightKg) return verdict('error', M.weightMaximumExceeded);
  if (weightKg < limits.minWeightKg) return verdict('error', M.weightMinimumNotReached);
  return verdict('success', M.capacityReached);
}

const VERDICTS: Readonly<Record<Exclude<CapacityRule, 'none'>, (input: CapacityInput) => Verdict>> = {
  pallets: palletVerdict,
  flatRate: flatRateVerdict,
  cash: cashVerdict,
  onPremise: onPremiseVerdict,
  franchisee: franchiseeVerdict,
  weight: weightVerdict,
};

/**
 * The order-capacity progress bar (spec 2 §5, DESIGN §6). Rule order: empty small hides the bar; empty
 * truck or a full-truck cart uses pallet rules; Truck uses flat-rate rules; Standard order the cash
 * rule; Small truck goes by customer type. Fill is weight over maximum weight (cash: value over the
 * cash figure) in whole percent, capped at 100. A weight equal to the maximum is within it.
 *
 * Rulings where the spec is silent: an empty cart is neutral with the rule's "not reached" message
 * (except On Premise and Franchisee, where the spec says at or below the minimum is an error); a
 * Standard order that reaches the cash figure shows success without a message; Truck shows
 * 'The minimum order capacity has been reached' once either minimum is met, a full truck included.
 */
export function capacityProgress(input: CapacityInput): CapacityProgress {
  const rule = capacityRule(input);
  if (rule === 'none') return { state: 'hidden', message: null, percent: 0 };
  const { state, message } = VERDICTS[rule](input);
  const percent =
    rule === 'cash'
      ? percentOf(input.cartValueCents, input.limits.maxOrderCashCents)
      : percentOf(input.weightKg, input.limits.maxWeightKg);
  return { state, message, percent };
}

/** Whether the order may be placed; the message says why not (spec 2 §5 "Order rules"). */
export type OrderCapacityCheck = { ok: true } | { ok: false; message: string };

/**
 * The server's capacity check before placing (DESIGN §1 "The server decides"): an error state blocks
 * the order with its message, and so does an empty cart. Neutral discount bands do not block.
 */
export function checkOrderCapacity(input: CapacityInput): OrderCapacityCheck {
  const progress = capacityProgress(input);
  if (progress.state === 'error') return { ok: false, message: progress.message ?? M.capacityNotReached };
  if (input.weightKg <= 0 && input.pallets <= 0 && input.cartValueCents <= 0) {
    return { ok: false, message: 'The cart is Empty' };
  }
  if (progress.state === 'neutral' && capacityRule(input) !== 'onPremise') {
    return { ok: false, message: progress.message ?? M.capacityNotReached };
  }
  return { ok: true };
}

/** The maximum order weight in quintals (100 kg), as some messages quote it (spec 3 §9). */
export function maxWeightQuintals(limits: Pick<CapacityLimits, 'maxWeightKg'>): number {
  return Math.floor(limits.maxWeightKg / 100);
}
