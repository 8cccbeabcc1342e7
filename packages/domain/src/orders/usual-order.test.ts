import { describe, expect, it } from 'vitest';
import { CAPACITY_MESSAGES, type CapacityInput } from '../capacity/capacity';
import type { PackagingFacts } from '../quantities/measures';
import {
  capacityMaximumPassed,
  lowerMedian,
  orderableQuantities,
  usualOrderLines,
  type PastOrder,
} from './usual-order';

const order = (day: number, lines: Array<[string, number]>, materialType = 'FERT'): PastOrder => ({
  placedAt: `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  lines: lines.map(([sku, packages]) => ({ sku, packages, materialType })),
});

// spec 2 §1 "use suggested carts (titled Fast Order)", §3 Suggested cart: the ship-to's usual order.
describe('usualOrderLines (spec 2 §3 Suggested cart)', () => {
  it.each([
    ['no history, no usual order', [], []],
    [
      'one order: every product of it',
      [
        order(1, [
          ['A', 10],
          ['B', 3],
        ]),
      ],
      [
        { sku: 'A', packages: 10, orders: 1 },
        { sku: 'B', packages: 3, orders: 1 },
      ],
    ],
    [
      'a product in at least half of the orders, with its lower median',
      [
        order(1, [
          ['A', 10],
          ['B', 5],
        ]),
        order(2, [['A', 20]]),
        order(3, [
          ['A', 30],
          ['C', 1],
        ]),
        order(4, [['B', 7]]),
      ],
      [
        { sku: 'A', packages: 20, orders: 3 },
        { sku: 'B', packages: 5, orders: 2 },
      ],
    ],
    [
      'two lines of one product in one order count as one order with their sum',
      [
        order(1, [
          ['A', 4],
          ['A', 6],
        ]),
        order(2, [['A', 12]]),
      ],
      [{ sku: 'A', packages: 10, orders: 2 }],
    ],
    [
      'zero quantities are not orders of the product',
      [order(1, [['A', 0]]), order(2, [['B', 1]])],
      [{ sku: 'B', packages: 1, orders: 1 }],
    ],
  ])('%s', (_case, history, expected) => {
    expect(usualOrderLines(history)).toEqual(expected);
  });

  it('reads only the latest orders', () => {
    const old = Array.from({ length: 10 }, (_, day) => order(day + 1, [['OLD', 5]]));
    const latest = Array.from({ length: 10 }, (_, day) => order(day + 11, [['NEW', 2]]));
    expect(usualOrderLines([...latest, ...old]).map((line) => line.sku)).toEqual(['NEW']);
    expect(usualOrderLines([...old, ...latest], { recentOrders: 20 })).toHaveLength(2);
  });

  it('leaves empties (ZQCR) out: they are returned, not ordered', () => {
    expect(usualOrderLines([order(1, [['CRATE', 10]], 'ZQCR')])).toEqual([]);
  });

  it('puts the most often ordered first, then the larger quantity, then the sku', () => {
    const history = [
      order(1, [
        ['B', 1],
        ['C', 9],
        ['D', 9],
      ]),
      order(2, [
        ['B', 1],
        ['A', 2],
      ]),
    ];
    expect(usualOrderLines(history).map((line) => line.sku)).toEqual(['B', 'C', 'D', 'A']);
  });

  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2],
  ])('lowerMedian(%j) = %i', (values, expected) => {
    expect(lowerMedian(values)).toBe(expected);
  });
});

// 10 packages on a layer, 5 layers: 50 on a pallet.
const FACTS: PackagingFacts = {
  productsOnLayer: 10,
  itemsOnPallet: 0,
  layersPerPallet: 5,
  itemsInBox: 24,
  grossWeightG: 14_500,
  volumeMl: 330,
};
const ALL = { units: true, layers: true, pallets: true };
const LAYERS_PALLETS = { units: false, layers: true, pallets: true };

// spec 2 §4 "Mini-cart counters": Layers and Pallets for goods, Units with packaging enabled.
describe('orderableQuantities (spec 2 §4 counters, §5 wholesale pallet minimum)', () => {
  it.each([
    ['units, layers and pallets', 127, ALL, 0, { packages: 7, layers: 2, pallets: 2 }],
    ['less than a layer in units', 4, ALL, 0, { packages: 4, layers: 0, pallets: 0 }],
    [
      'layers and pallets: rounded to the nearest layer',
      127,
      LAYERS_PALLETS,
      0,
      { packages: 0, layers: 3, pallets: 2 },
    ],
    ['half a layer rounds up', 15, LAYERS_PALLETS, 0, { packages: 0, layers: 2, pallets: 0 }],
    ['never less than one layer', 3, LAYERS_PALLETS, 0, { packages: 0, layers: 1, pallets: 0 }],
    [
      'layers rounding to a whole pallet become a pallet',
      48,
      LAYERS_PALLETS,
      0,
      { packages: 0, layers: 0, pallets: 1 },
    ],
    [
      'layers only',
      127,
      { units: false, layers: true, pallets: false },
      0,
      { packages: 0, layers: 13, pallets: 0 },
    ],
    [
      'pallets only: the nearest pallet',
      127,
      { units: false, layers: false, pallets: true },
      0,
      { packages: 0, layers: 0, pallets: 3 },
    ],
    [
      'pallets only: never nothing',
      10,
      { units: false, layers: false, pallets: true },
      0,
      { packages: 0, layers: 0, pallets: 1 },
    ],
    [
      'a wholesaler truck cart: whole pallets, at least 20',
      127,
      LAYERS_PALLETS,
      20,
      { packages: 0, layers: 0, pallets: 20 },
    ],
    [
      'a wholesaler truck cart above the minimum',
      1_500,
      LAYERS_PALLETS,
      20,
      { packages: 0, layers: 0, pallets: 30 },
    ],
  ])('%s', (_case, packages, counters, palletMinimum, expected) => {
    expect(orderableQuantities(packages, FACTS, counters, palletMinimum)).toEqual(expected);
  });

  it.each([
    ['nothing', 0, ALL, 0],
    ['no counter at all', 10, { units: false, layers: false, pallets: false }, 0],
    [
      'a wholesaler truck cart without the pallet counter',
      10,
      { units: true, layers: true, pallets: false },
      20,
    ],
  ])('%s cannot be ordered', (_case, packages, counters, palletMinimum) => {
    expect(orderableQuantities(packages, FACTS, counters, palletMinimum)).toBeNull();
  });
});

const cart = (over: Partial<CapacityInput>): CapacityInput => ({
  customerType: 'On Premise',
  orderType: 'freeshipping_freeshipping',
  isFullTruck: false,
  weightKg: 0,
  pallets: 0,
  cartValueCents: 0,
  limits: { minWeightKg: 1, maxWeightKg: 29_300, minPallets: 0, maxPallets: 34, maxOrderCashCents: 50_000 },
  ...over,
});

// spec 2 §5 "maximum weight exceeded blocks the order"; DESIGN §6 capacity rule order; a weight equal to the
// maximum is within it.
describe('capacityMaximumPassed (spec 2 §5, DESIGN §6)', () => {
  it.each([
    ['On Premise at the maximum weight', cart({ weightKg: 29_300 }), null],
    ['On Premise over it', cart({ weightKg: 29_300.001 }), CAPACITY_MESSAGES.weightMaximumExceeded],
    [
      'Franchisee over it',
      cart({ customerType: 'On Premise Franchisee', weightKg: 30_000 }),
      CAPACITY_MESSAGES.weightMaximumExceeded,
    ],
    ['POS over it', cart({ customerType: 'POS', weightKg: 30_000 }), CAPACITY_MESSAGES.weightMaximumExceeded],
    ['Small truck does not count pallets', cart({ pallets: 40, weightKg: 100 }), null],
    [
      'Truck over the pallets',
      cart({ orderType: 'flatrate_flatrate', pallets: 35 }),
      CAPACITY_MESSAGES.palletMaximumExceeded,
    ],
    [
      'Truck over the weight',
      cart({ orderType: 'flatrate_flatrate', weightKg: 29_301 }),
      CAPACITY_MESSAGES.weightMaximumExceeded,
    ],
    [
      'a full truck over the pallets',
      cart({ isFullTruck: true, pallets: 34.01 }),
      CAPACITY_MESSAGES.palletMaximumExceeded,
    ],
    [
      'a full truck over the weight',
      cart({ isFullTruck: true, pallets: 30, weightKg: 29_400 }),
      CAPACITY_MESSAGES.weightMaximumExceeded,
    ],
    [
      'Empty truck ignores the weight',
      cart({ orderType: 'emptiesfulltruck_emptiesfulltruck', pallets: 30, weightKg: 60_000 }),
      null,
    ],
    [
      'Standard order has no maximum',
      cart({ orderType: 'selfpickup_selfpickup', weightKg: 90_000, pallets: 90 }),
      null,
    ],
    ['Empty small has no bar', cart({ orderType: 'emptiespickup_emptiespickup', weightKg: 90_000 }), null],
  ])('%s', (_case, input, expected) => {
    expect(capacityMaximumPassed(input)).toBe(expected);
  });
});
