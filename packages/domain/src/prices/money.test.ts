import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate, formatEuro, mulDivRoundHalfUp, percentToBp } from './money';

describe('money in integer cents (DESIGN §5)', () => {
  it.each([
    [1_000, 2_200, 220],
    [1_234, 2_200, 271], // 271.48
    [1_250, 100, 13], // 12.5 rounds half up
    [1_249, 100, 12],
    [-1_250, 100, -12], // half up is towards +∞
    [-1_251, 100, -13],
    [0, 2_200, 0],
  ])('%i cents at %i bp → %i', (amount, bp, expected) => {
    expect(applyRate(amount, bp)).toBe(expected);
  });

  it('rounds exactly, like the rational result rounded half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 100_000 }), (amount, bp) => {
        const result = mulDivRoundHalfUp(amount, bp, 10_000);
        expect(Number.isInteger(result)).toBe(true);
        // result - 1/2 <= exact < result + 1/2, checked in integers: 2·(result·d) - d <= 2·a·n < 2·(result·d) + d
        const exactTwice = 2n * BigInt(amount) * BigInt(bp);
        const resultTwice = 2n * BigInt(result) * 10_000n;
        expect(exactTwice >= resultTwice - 10_000n && exactTwice < resultTwice + 10_000n).toBe(true);
      }),
    );
  });

  it('refuses non-integers and a zero denominator', () => {
    expect(() => mulDivRoundHalfUp(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRoundHalfUp(1, 1, 0)).toThrow(RangeError);
  });

  it('converts percentages and formats euro', () => {
    expect(percentToBp(22)).toBe(2_200);
    expect(percentToBp(2.5)).toBe(250);
    expect(formatEuro(12_345_678).replace(/\s/g, ' ')).toBe('123.456,78 €');
    expect(formatEuro(99, 'en-GB')).toBe('€0.99');
  });
});
