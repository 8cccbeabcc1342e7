import { describe, expect, it } from 'vitest';
import {
  cartMeasures,
  gramsToKg,
  kgToGrams,
  packagesPerPallet,
  roundTo,
  totalPackages,
  type PackagingFacts,
} from './measures';

// A crate of 24 × 33 cl bottles: 10 crates per layer, 5 layers, 50 per pallet, 14.2 kg gross.
const crate: PackagingFacts = {
  productsOnLayer: 10,
  itemsOnPallet: 50,
  layersPerPallet: 5,
  itemsInBox: 24,
  grossWeightG: 14_200,
  volumeMl: 330,
};
// A 30 l keg, 1 per package: 4 per layer, 4 layers, pallet count not stated.
const keg: PackagingFacts = {
  productsOnLayer: 4,
  itemsOnPallet: 0,
  layersPerPallet: 4,
  itemsInBox: 1,
  grossWeightG: 41_500,
  volumeMl: 30_000,
};

describe('conversion into units (spec 2 §3 cart item counters)', () => {
  it.each([
    [{ packages: 3, layers: 0, pallets: 0 }, crate, 3],
    [{ packages: 0, layers: 2, pallets: 0 }, crate, 20],
    [{ packages: 1, layers: 1, pallets: 1 }, crate, 61],
    [{ packages: 0, layers: 0, pallets: 2 }, keg, 32],
  ])('%j → %i packages', (quantities, product, packages) => {
    expect(totalPackages(quantities, product)).toBe(packages);
  });

  it('works out packages per pallet from layers when not stated', () => {
    expect(packagesPerPallet(keg)).toBe(16);
    expect(packagesPerPallet(crate)).toBe(50);
  });
});

describe('cart weight, pallets and hectolitres (spec 2 §3 progress_bar_data)', () => {
  it('adds up lines in grams, pallet equivalents and volume', () => {
    const measures = cartMeasures([
      { quantities: { packages: 5, layers: 1, pallets: 0 }, product: crate },
      { quantities: { packages: 0, layers: 0, pallets: 1 }, product: keg },
    ]);
    expect(measures).toEqual({
      packages: 31,
      weightG: 15 * 14_200 + 16 * 41_500,
      weightKg: 877,
      pallets: 1.3,
      volumeMl: 15 * 24 * 330 + 16 * 30_000,
      hectolitres: 5.988,
    });
  });

  it('handles an empty cart and a product without pallet data', () => {
    expect(cartMeasures([])).toEqual({
      packages: 0,
      weightG: 0,
      weightKg: 0,
      pallets: 0,
      volumeMl: 0,
      hectolitres: 0,
    });
    const loose = { ...crate, itemsOnPallet: 0, layersPerPallet: 0 };
    expect(
      cartMeasures([{ quantities: { packages: 4, layers: 0, pallets: 0 }, product: loose }]).pallets,
    ).toBe(0);
  });

  it('rounds half up and converts kilograms and grams with 3 decimals', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(gramsToKg(1_234_567)).toBe(1234.567);
    expect(kgToGrams(12.3456)).toBe(12_346);
  });

  it('rounds every figure as the integer rule does, halves and float errors included', () => {
    const byText = (value: number, decimals: number) =>
      Math.round(Number((value * 10 ** decimals).toPrecision(15))) / 10 ** decimals;
    const values: number[] = [0, -0, -2.5, -1.005, 1e12 + 0.5, 0.1 + 0.2];
    for (let step = -2_000; step <= 2_000; step++) values.push(step / 1000, step / 8, step * 1.005, step / 3);
    let seed = 7;
    for (let drawn = 0; drawn < 5_000; drawn++) {
      seed = (seed * 48_271) % 2_147_483_647;
      values.push((seed / 2_147_483_647) * 10 ** (drawn % 9) * (drawn % 2 ? -1 : 1));
    }
    // Compared as numbers: a zero's sign is not a figure.
    const differing = values.flatMap((value) =>
      [0, 1, 2, 3, 4]
        .filter((decimals) => roundTo(value, decimals) !== byText(value, decimals))
        .map((decimals) => `${value} to ${decimals}`),
    );
    expect(differing).toEqual([]);
  });
});
