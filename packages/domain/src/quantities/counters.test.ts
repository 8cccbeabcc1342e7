import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_MAX,
  counterInputProblem,
  counterButtons,
  isEmptiesProduct,
  normaliseCounter,
  palletCounterMinimum,
  parseOrderableUnits,
  productCounters,
} from './counters';

describe('which counters a product gets (spec 1 §4.7, spec 2 §4 "Mini-cart counters")', () => {
  it.each([
    ['FERT', true, undefined, { units: true, layers: true, pallets: true }],
    ['FERT', false, undefined, { units: false, layers: true, pallets: true }],
    ['ZQCR', false, undefined, { units: true, layers: false, pallets: false }],
    ['zqcr', true, undefined, { units: true, layers: false, pallets: false }],
    ['FERT', true, 'Pallets', { units: false, layers: false, pallets: true }],
    ['FERT', true, 'Packaging, Layers', { units: true, layers: true, pallets: false }],
    ['ZQCR', false, 'Pallets', { units: true, layers: false, pallets: false }],
  ])('material %s, packaging %s, orderable %j → %j', (materialType, packagingEnabled, units, counters) => {
    expect(productCounters({ materialType, packagingEnabled }, parseOrderableUnits(units))).toEqual(counters);
  });

  it('reads orderable units from a comma list or a list', () => {
    expect(parseOrderableUnits('packaging,PALLETS, Boxes')).toEqual(['Packaging', 'Pallets']);
    expect(parseOrderableUnits(['Layers'])).toEqual(['Layers']);
    expect(parseOrderableUnits('')).toEqual([]);
    expect(parseOrderableUnits(null)).toEqual(['Packaging', 'Pallets', 'Layers']);
    expect(isEmptiesProduct(undefined)).toBe(false);
  });
});

describe('counter normalisation (spec 2 §5 "Quantity counter")', () => {
  it.each([
    ['7', {}, 7],
    ['7.9', {}, 7],
    [7.9, {}, 7],
    ['abc', {}, 0],
    [Number.NaN, { min: 2 }, 2],
    ['-5', {}, 0],
    [-5, { min: 1 }, 1],
    ['120', { max: 99 }, 99],
    [Infinity, { max: 50 }, 50],
    ['123456789012345', {}, 1234567890],
    [undefined, {}, 0],
    [null, { min: 20 }, 20],
    ['5', { min: 20, max: 10 }, 20],
  ] as const)('%j with %j → %i', (raw, limits, expected) => {
    expect(normaliseCounter(raw, limits)).toBe(expected);
  });

  it('never leaves its limits and is always an integer', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(undefined), fc.bigInt().map(String)),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: COUNTER_MAX }),
        (raw, min, span) => {
          const max = min + span;
          const value = normaliseCounter(raw, { min, max });
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(max);
        },
      ),
    );
  });

  it('disables buttons at the limits and hides them when blocked', () => {
    expect(counterButtons(0)).toEqual({ visible: true, canDecrement: false, canIncrement: true });
    expect(counterButtons(5, { min: 0, max: 5 })).toEqual({
      visible: true,
      canDecrement: true,
      canIncrement: false,
    });
    expect(counterButtons(3, { blocked: true })).toEqual({
      visible: false,
      canDecrement: false,
      canIncrement: false,
    });
  });
});

describe('wholesale pallet minimum (spec 2 §5, §9: "Default pallet minimum for wholesale 20")', () => {
  it.each([
    [true, 'emptiesfulltruck_emptiesfulltruck', false, 20],
    [true, 'freeshipping_freeshipping', true, 20],
    [true, 'freeshipping_freeshipping', false, 0],
    [false, 'emptiesfulltruck_emptiesfulltruck', true, 0],
  ] as const)('wholesale %s, %s, full truck %s → %i', (isWholesale, orderType, isFullTruck, minimum) => {
    expect(palletCounterMinimum({ isWholesale, orderType, isFullTruck })).toBe(minimum);
  });
});

describe('counter values the server accepts (spec 2 §5 "Quantity counter": integer, minimum 0, max length 10)', () => {
  it.each([
    [undefined, null],
    [null, null],
    [0, null],
    [7, null],
    [COUNTER_MAX, null],
    [COUNTER_MAX + 1, 'tooLarge'],
    [-1, 'negative'],
    [1.5, 'notInteger'],
    [Number.NaN, 'notInteger'],
    [Number.POSITIVE_INFINITY, 'notInteger'],
  ])('%s → %s', (value, problem) => {
    expect(counterInputProblem(value)).toBe(problem);
  });
});
