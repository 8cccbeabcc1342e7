import { describe, expect, it } from 'vitest';
import {
  capacityProgress,
  capacityRule,
  cashProgressPercent,
  checkOrderCapacity,
  maxWeightQuintals,
  type CapacityInput,
  type CapacityLimits,
} from './capacity';

const limits: CapacityLimits = {
  minWeightKg: 1,
  maxWeightKg: 29_300,
  minPallets: 10,
  maxPallets: 34,
  maxOrderCashCents: 50_000,
};

function cart(overrides: Partial<CapacityInput>): CapacityInput {
  return {
    customerType: 'On Premise',
    orderType: 'freeshipping_freeshipping',
    isFullTruck: false,
    weightKg: 0,
    pallets: 0,
    cartValueCents: 0,
    limits,
    ...overrides,
  };
}

describe('rule order (DESIGN §6)', () => {
  it.each([
    [{ orderType: 'emptiespickup_emptiespickup', isFullTruck: true }, 'none'],
    [{ orderType: 'emptiesfulltruck_emptiesfulltruck' }, 'pallets'],
    [{ orderType: 'flatrate_flatrate', isFullTruck: true }, 'pallets'],
    [{ orderType: 'flatrate_flatrate' }, 'flatRate'],
    [{ orderType: 'selfpickup_selfpickup' }, 'cash'],
    [{ customerType: 'On Premise' }, 'onPremise'],
    [{ customerType: 'on premise franchisee' }, 'franchisee'],
    [{ customerType: 'POS' }, 'weight'],
    [{ customerType: 'WHSL' }, 'weight'],
  ] as const)('%j → %s', (overrides, rule) => {
    expect(capacityRule(cart(overrides))).toBe(rule);
  });

  // spec 2 §5: "The 'empty small' method hides the progress bar."
  it('hides the bar for Empty small', () => {
    expect(capacityProgress(cart({ orderType: 'emptiespickup_emptiespickup', weightKg: 500 }))).toEqual({
      state: 'hidden',
      message: null,
      percent: 0,
    });
  });
});

describe('On Premise, Small truck (spec 2 §5, §9; DESIGN §6 Autotreno bands)', () => {
  it.each([
    [0, 'error', 'Minimum order capacity not reached', 0],
    [1, 'error', 'Minimum order capacity not reached', 0],
    [1.001, 'neutral', 'Motrice discount not reached', 0],
    [11_999, 'neutral', 'Motrice discount not reached', 40],
    [12_000, 'success', 'Motrice discount reached', 40],
    [15_999, 'success', 'Motrice discount reached', 54],
    [16_000, 'neutral', 'Autotreno discount not reached', 54],
    [25_259, 'neutral', 'Autotreno discount not reached', 86],
    [25_260, 'success', 'Autotreno discount reached', 86],
    [29_299, 'success', 'Autotreno discount reached', 99],
    [29_300, 'success', 'Autotreno discount reached', 100],
    [29_300.001, 'error', 'Maximum weight exceeded', 100],
    [40_000, 'error', 'Maximum weight exceeded', 100],
  ] as const)('%d kg → %s %s (%i %)', (weightKg, state, message, percent) => {
    expect(capacityProgress(cart({ weightKg }))).toEqual({ state, message, percent });
  });
});

describe('On Premise Franchisee, Small truck (spec 2 §5)', () => {
  const franchisee = { customerType: 'On Premise Franchisee', limits: { ...limits, minWeightKg: 3_000 } };
  it.each([
    [0, 'error', 'The minimum order capacity has not been reached, please add more goods'],
    [3_000, 'error', 'The minimum order capacity has not been reached, please add more goods'],
    [3_001, 'success', 'The minimum order capacity has been reached'],
    [29_300, 'success', 'The minimum order capacity has been reached'],
    [
      29_301,
      'error',
      'The weight of the order exceeds the maximum order quantity, please reduce the quantity',
    ],
  ] as const)('%d kg → %s', (weightKg, state, message) => {
    expect(capacityProgress(cart({ ...franchisee, weightKg }))).toMatchObject({ state, message });
  });
});

describe('other customer types, Small truck (spec 2 §5 "Other types")', () => {
  const pos = { customerType: 'POS', limits: { ...limits, minWeightKg: 500 } };
  it.each([
    [0, 'neutral', 'The minimum weight of order has not been reached'],
    [0.5, 'error', 'The minimum weight of order has not been reached'],
    [499.999, 'error', 'The minimum weight of order has not been reached'],
    [500, 'success', 'The minimum order capacity has been reached'],
    [29_300, 'success', 'The minimum order capacity has been reached'],
    [29_300.5, 'error', 'The maximum weight of order has been exceeded.'],
  ] as const)('%d kg → %s', (weightKg, state, message) => {
    expect(capacityProgress(cart({ ...pos, weightKg }))).toMatchObject({ state, message });
  });
});

describe('full truck and empty truck pallet rules (spec 2 §5)', () => {
  it.each([
    [{ pallets: 0, weightKg: 0 }, 'neutral', 'The minimum quantity of pallet has not been reached'],
    [{ pallets: 9, weightKg: 9_000 }, 'error', 'The minimum quantity of pallet has not been reached'],
    [{ pallets: 10, weightKg: 10_000 }, 'success', 'The minimum order capacity has been reached'],
    [{ pallets: 34, weightKg: 29_300 }, 'success', 'The minimum order capacity has been reached'],
    [{ pallets: 35, weightKg: 20_000 }, 'error', 'The maximum number of pallets has been exceeded.'],
    [{ pallets: 20, weightKg: 29_301 }, 'error', 'The maximum weight of order has been exceeded.'],
  ] as const)('full truck %j → %s', (amounts, state, message) => {
    expect(capacityProgress(cart({ ...amounts, customerType: 'WHSL', isFullTruck: true }))).toMatchObject({
      state,
      message,
    });
  });

  // spec 2 §5: "Empties methods (emptiespickup, emptiesfulltruck): only pallet minimum and maximum are checked."
  it('an empty truck checks pallets only, not weight', () => {
    const emptyTruck = cart({
      orderType: 'emptiesfulltruck_emptiesfulltruck',
      pallets: 20,
      weightKg: 40_000,
    });
    expect(capacityProgress(emptyTruck)).toEqual({
      state: 'success',
      message: 'The minimum order capacity has been reached',
      percent: 100,
    });
  });
});

describe('Truck, flat-rate rules (spec 2 §5 "Flat rate")', () => {
  const truck = (pallets: number, weightKg: number) =>
    capacityProgress(
      cart({ orderType: 'flatrate_flatrate', pallets, weightKg, limits: { ...limits, minWeightKg: 8_000 } }),
    );
  it.each([
    [0, 0, 'neutral', 'The minimum order capacity has not been reached, please add more goods'],
    [5, 4_000, 'error', 'The minimum order capacity has not been reached, please add more goods'],
    [12, 4_000, 'success', 'The minimum order capacity has been reached'],
    [5, 9_000, 'success', 'The minimum order capacity has been reached'],
    [34, 20_000, 'success', 'The minimum order capacity has been reached'],
    [35, 20_000, 'error', 'The maximum number of pallets has been exceeded.'],
    [30, 29_301, 'error', 'The maximum weight of order has been exceeded.'],
  ] as const)('%i pallets, %i kg → %s', (pallets, weightKg, state, message) => {
    expect(truck(pallets, weightKg)).toMatchObject({ state, message });
  });
});

describe('Standard order, cash rule (spec 1 §4.5, spec 2 §5 "Other methods compare cart value with the cash figure")', () => {
  it.each([
    [0, 'neutral', 'The minimum price of order has not yet been reached', 0],
    [25_000, 'error', 'The minimum price of order has not yet been reached', 50],
    [49_999, 'error', 'The minimum price of order has not yet been reached', 99],
    [50_000, 'success', null, 100],
    [80_000, 'success', null, 100],
  ] as const)('%i cents → %s', (cartValueCents, state, message, percent) => {
    expect(
      capacityProgress(cart({ orderType: 'selfpickup_selfpickup', cartValueCents, weightKg: 25_000 })),
    ).toEqual({
      state,
      message,
      percent,
    });
  });

  it('shows the cash progress of the delivery bar', () => {
    expect(cashProgressPercent(12_500, 50_000)).toBe(25);
    expect(cashProgressPercent(12_500, 0)).toBe(0);
  });
});

describe('placing an order (spec 2 §5 "Order rules")', () => {
  it.each([
    [cart({ weightKg: 13_000, cartValueCents: 1 }), { ok: true }],
    [cart({ weightKg: 5_000, cartValueCents: 1 }), { ok: true }],
    [cart({ weightKg: 30_000, cartValueCents: 1 }), { ok: false, message: 'Maximum weight exceeded' }],
    [cart({ customerType: 'POS' }), { ok: false, message: 'The cart is Empty' }],
    [
      cart({ orderType: 'flatrate_flatrate', pallets: 2, weightKg: 0.5, cartValueCents: 100 }),
      { ok: false, message: 'The minimum order capacity has not been reached, please add more goods' },
    ],
    [cart({ orderType: 'emptiespickup_emptiespickup', pallets: 1, cartValueCents: 0 }), { ok: true }],
    [
      cart({ isFullTruck: true, customerType: 'WHSL', pallets: 0, weightKg: 10, cartValueCents: 10 }),
      { ok: false, message: 'The minimum quantity of pallet has not been reached' },
    ],
  ])('%j → %j', (input, result) => {
    expect(checkOrderCapacity(input)).toEqual(result);
  });

  it('quotes the maximum weight in quintals', () => {
    expect(maxWeightQuintals({ maxWeightKg: 29_300 })).toBe(293);
    expect(maxWeightQuintals({ maxWeightKg: 28_000 })).toBe(280);
  });
});
