import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_EMPTIES_WEIGHT_KG, splitEmpties } from './empties-split';

describe('empties split (spec 2 §4 "Empties over the limit are split into a separate order. Maximum empties weight 50000 kg.")', () => {
  it('keeps a return within 50,000 kg in one order', () => {
    const orders = splitEmpties([{ sku: 'KEG30', units: 1_000, unitWeightG: 12_000 }]);
    expect(orders).toEqual([
      { lines: [{ sku: 'KEG30', units: 1_000, unitWeightG: 12_000 }], weightG: 12_000_000 },
    ]);
  });

  it('moves what exceeds 50,000 kg into a separate order, dividing a line by units', () => {
    const orders = splitEmpties([
      { sku: 'CRATE', units: 2_000, unitWeightG: 15_000 },
      { sku: 'KEG30', units: 2_000, unitWeightG: 12_000 },
    ]);
    expect(orders.map((order) => order.lines.map((line) => [line.sku, line.units]))).toEqual([
      [
        ['CRATE', 2_000],
        ['KEG30', 1_666],
      ],
      [['KEG30', 334]],
    ]);
    expect(orders.map((order) => order.weightG)).toEqual([49_992_000, 4_008_000]);
  });

  it('sends a unit heavier than the limit alone, and skips empty lines', () => {
    const orders = splitEmpties(
      [
        { sku: 'TANK', units: 2, unitWeightG: 60_000_000 },
        { sku: 'NONE', units: 0, unitWeightG: 1 },
        { sku: 'CAP', units: 5, unitWeightG: 0 },
      ],
      MAX_EMPTIES_WEIGHT_KG,
    );
    expect(orders.map((order) => order.lines.map((line) => line.units))).toEqual([[1], [1], [5]]);
    expect(splitEmpties([])).toEqual([]);
  });

  it('never loses a unit and never overloads an order that holds more than one unit', () => {
    const line = fc.record({
      sku: fc.constantFrom('A', 'B', 'C'),
      units: fc.integer({ min: 0, max: 5_000 }),
      unitWeightG: fc.integer({ min: 0, max: 80_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.integer({ min: 100, max: 60_000 }), (lines, maxKg) => {
        const orders = splitEmpties(lines, maxKg);
        const units = (list: { units: number }[]) => list.reduce((sum, item) => sum + item.units, 0);
        expect(units(orders.flatMap((order) => order.lines))).toBe(units(lines));
        for (const order of orders) {
          const single = order.lines.length === 1 && order.lines[0]?.units === 1;
          if (!single) expect(order.weightG).toBeLessThanOrEqual(maxKg * 1000);
        }
      }),
    );
  });
});
