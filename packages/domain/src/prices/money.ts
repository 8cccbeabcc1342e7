/**
 * Money is integer euro cents (DESIGN §5). Rates are integer basis points (100 bp = 1 %), as the price
 * lists store them, so every step is exact integer arithmetic with one documented rounding.
 */

import { numberFormatOf } from '../shared/number-formats';

/** Euro cents. */
export type Cents = number;
/** A rate in basis points: 2200 = 22 %. */
export type BasisPoints = number;

function assertInteger(value: number, name: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
  return BigInt(value);
}

/** `amount × numerator ÷ denominator`, rounded half up (towards +∞ on a tie), exactly. */
export function mulDivRoundHalfUp(amount: number, numerator: number, denominator: number): number {
  const a = assertInteger(amount, 'amount');
  const n = assertInteger(numerator, 'numerator');
  const d = assertInteger(denominator, 'denominator');
  if (d <= 0n) throw new RangeError('denominator must be positive');
  const twice = 2n * a * n + d;
  const divisor = 2n * d;
  const quotient = twice / divisor;
  // BigInt division truncates towards zero; step down for negative non-exact results to get the floor.
  const floor = twice < 0n && quotient * divisor !== twice ? quotient - 1n : quotient;
  return Number(floor);
}

/** A share of an amount in basis points, rounded half up to the cent. */
export function applyRate(amountCents: Cents, rateBp: BasisPoints): Cents {
  return mulDivRoundHalfUp(amountCents, rateBp, 10_000);
}

/** Converts a percentage such as 22 or 2.5 into basis points. */
export function percentToBp(percent: number): BasisPoints {
  return Math.round(percent * 100);
}

/** Formats cents as euro for display, `it-IT` by default (spec 2 §9: currency EUR, locale it-IT). */
export function formatEuro(cents: Cents, locale = 'it-IT'): string {
  return numberFormatOf(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
