import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_TYPES } from '../orders/order-types';
import { capacityProgress, ON_PREMISE_BANDS, type CapacityInput } from './capacity';

/** Where a value sits against each threshold: below, on, or above it. */
const side = (value: number, thresholds: readonly number[]) =>
  thresholds.map((threshold) => Math.sign(value - threshold));

/** Values on and around the thresholds, so two draws often fall in the same cell. */
const near = (thresholds: readonly number[]) =>
  fc
    .constantFrom(...thresholds)
    .chain((threshold) =>
      fc.constantFrom(
        threshold - 1,
        threshold - 0.5,
        threshold,
        threshold + 0.5,
        threshold + 1,
        threshold - 700,
        threshold + 700,
      ),
    );

const limitsArbitrary = fc.record({
  minWeightKg: fc.integer({ min: 1, max: 10_000 }),
  maxWeightKg: fc.integer({ min: 10_001, max: 40_000 }),
  minPallets: fc.integer({ min: 0, max: 20 }),
  maxPallets: fc.integer({ min: 21, max: 40 }),
  maxOrderCashCents: fc.integer({ min: 1, max: 1_000_000 }),
});

describe('capacity invariants (spec 2 §5)', () => {
  it('the state changes only at the spec thresholds', () => {
    fc.assert(
      fc.property(
        limitsArbitrary,
        fc.constantFrom(...ORDER_TYPES),
        fc.constantFrom('On Premise', 'On Premise Franchisee', 'POS', 'Outlets', 'WHSL'),
        fc.boolean(),
        (limits, orderType, customerType, isFullTruck) => {
          const weights = [0, limits.minWeightKg, limits.maxWeightKg, ...Object.values(ON_PREMISE_BANDS)];
          const pallets = [0, limits.minPallets, limits.maxPallets];
          const values = [0, limits.maxOrderCashCents];
          const draw = fc.record({
            weightKg: near(weights),
            pallets: near(pallets),
            cartValueCents: near(values),
          });
          fc.assert(
            fc.property(draw, draw, (a, b) => {
              const sameCell =
                side(a.weightKg, weights).join() === side(b.weightKg, weights).join() &&
                side(a.pallets, pallets).join() === side(b.pallets, pallets).join() &&
                side(a.cartValueCents, values).join() === side(b.cartValueCents, values).join();
              const base = { customerType, orderType, isFullTruck, limits };
              const first = capacityProgress({ ...base, ...a } as CapacityInput);
              const second = capacityProgress({ ...base, ...b } as CapacityInput);
              if (sameCell) expect([second.state, second.message]).toEqual([first.state, first.message]);
            }),
            { numRuns: 40 },
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the bar fill is a whole percent from 0 to 100 that never falls as weight grows', () => {
    fc.assert(
      fc.property(
        limitsArbitrary,
        fc.constantFrom(
          'freeshipping_freeshipping',
          'flatrate_flatrate',
          'emptiesfulltruck_emptiesfulltruck' as const,
        ),
        fc.double({ min: 0, max: 60_000, noNaN: true }),
        fc.double({ min: 0, max: 60_000, noNaN: true }),
        (limits, orderType, w1, w2) => {
          const at = (weightKg: number) =>
            capacityProgress({
              customerType: 'POS',
              orderType,
              isFullTruck: false,
              weightKg,
              pallets: 5,
              cartValueCents: 0,
              limits,
            }).percent;
          const [low, high] = w1 <= w2 ? [w1, w2] : [w2, w1];
          expect(Number.isInteger(at(low))).toBe(true);
          expect(at(low)).toBeGreaterThanOrEqual(0);
          expect(at(high)).toBeLessThanOrEqual(100);
          expect(at(high)).toBeGreaterThanOrEqual(at(low));
          expect(at(high) === 100).toBe(high >= limits.maxWeightKg);
        },
      ),
    );
  });
});
