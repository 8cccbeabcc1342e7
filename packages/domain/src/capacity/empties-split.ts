/** Heaviest empties return one order may carry, in kg (spec 2 §4, §9). */
export const MAX_EMPTIES_WEIGHT_KG = 50_000;

/** An empties line to return: units of one item and the weight of one unit in grams. */
export type EmptiesLine = { sku: string; units: number; unitWeightG: number };

/** One empties order of a split, with its weight in grams. */
export type EmptiesOrder = { lines: EmptiesLine[]; weightG: number };

/**
 * Splits empties over the weight limit into separate orders (spec 2 §4 "Empties over the limit are
 * split into a separate order"). Lines are filled in their given order; a line that does not fit is
 * divided by units, so every order but the last is as full as whole units allow. A single unit heavier
 * than the limit travels alone.
 */
export function splitEmpties(
  lines: readonly EmptiesLine[],
  maxWeightKg = MAX_EMPTIES_WEIGHT_KG,
): EmptiesOrder[] {
  const maxWeightG = Math.round(maxWeightKg * 1000);
  const orders: EmptiesOrder[] = [];
  let current: EmptiesOrder = { lines: [], weightG: 0 };
  for (const line of lines) {
    let remaining = Math.max(0, Math.trunc(line.units));
    while (remaining > 0) {
      const room = maxWeightG - current.weightG;
      // Only an order overloaded by one oversized unit has negative room; nothing joins that one.
      let fit =
        line.unitWeightG > 0
          ? Math.min(remaining, Math.floor(room / line.unitWeightG))
          : room >= 0
            ? remaining
            : 0;
      if (fit <= 0 && current.lines.length > 0) {
        orders.push(current);
        current = { lines: [], weightG: 0 };
        continue;
      }
      fit = Math.max(fit, 1);
      current.lines.push({ ...line, units: fit });
      current.weightG += fit * line.unitWeightG;
      remaining -= fit;
    }
  }
  if (current.lines.length > 0) orders.push(current);
  return orders;
}
