import { describe, expect, it } from 'vitest';
import { productLogistics } from './logistics';

// spec 2 §3 full detail: weight, gross weights, pallet weight, hectolitres per case and per pallet.
describe('product logistics', () => {
  it('measures a crate of 24 × 33 cl and its pallet', () => {
    const logistics = productLogistics({
      productsOnLayer: 10,
      itemsOnPallet: 0,
      layersPerPallet: 5,
      itemsInBox: 24,
      grossWeightG: 14_500,
      volumeMl: 330,
      netWeightG: 7_920,
      palletWeightKg: 25,
    });
    expect(logistics).toEqual({
      weightKg: 7.92,
      grossWeightKg: 14.5,
      grossWeightPalletKg: 50 * 14.5 + 25,
      packagesPerPallet: 50,
      hectolitresPerCase: 0.079,
      hectolitresPerPallet: 3.96,
    });
  });

  it('uses the stated packages per pallet and no pallet tare when unknown', () => {
    const logistics = productLogistics({
      productsOnLayer: 4,
      itemsOnPallet: 18,
      layersPerPallet: 4,
      itemsInBox: 1,
      grossWeightG: 32_000,
      volumeMl: 20_000,
      netWeightG: 20_000,
      palletWeightKg: null,
    });
    expect(logistics.packagesPerPallet).toBe(18);
    expect(logistics.grossWeightPalletKg).toBe(576);
    expect(logistics.hectolitresPerCase).toBe(0.2);
    expect(logistics.hectolitresPerPallet).toBe(3.6);
  });
});
