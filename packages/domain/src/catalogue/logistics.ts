import { cartMeasures, gramsToKg, packagesPerPallet, type PackagingFacts } from '../quantities/measures';

/** A product's packing facts plus the weights its detail page shows. */
export type LogisticFacts = PackagingFacts & {
  /** Net weight of one sales unit in grams. */
  netWeightG: number;
  /** Weight of the empty pallet in kilograms, when known. */
  palletWeightKg: number | null;
};

/** The logistic data of a product detail (spec 2 §3): weights in kilograms, volumes in hectolitres. */
export type ProductLogistics = {
  /** Net weight of one sales unit. */
  weightKg: number;
  /** Gross weight of one sales unit. */
  grossWeightKg: number;
  /** Gross weight of a full pallet: its packages plus the pallet itself. */
  grossWeightPalletKg: number;
  packagesPerPallet: number;
  hectolitresPerCase: number;
  hectolitresPerPallet: number;
};

/**
 * Weights and hectolitres of one sales unit and of one pallet, measured with the same rules as a cart
 * (a pallet is `packagesPerPallet` packages; hectolitres have 3 decimals).
 */
export function productLogistics(product: LogisticFacts): ProductLogistics {
  const perPallet = packagesPerPallet(product);
  const oneCase = cartMeasures([{ quantities: { packages: 1, layers: 0, pallets: 0 }, product }]);
  const onePallet = cartMeasures([{ quantities: { packages: 0, layers: 0, pallets: 1 }, product }]);
  return {
    weightKg: gramsToKg(product.netWeightG),
    grossWeightKg: oneCase.weightKg,
    grossWeightPalletKg: gramsToKg(onePallet.weightG + Math.round((product.palletWeightKg ?? 0) * 1000)),
    packagesPerPallet: perPallet,
    hectolitresPerCase: oneCase.hectolitres,
    hectolitresPerPallet: onePallet.hectolitres,
  };
}
