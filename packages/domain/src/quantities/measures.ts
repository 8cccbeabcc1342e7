/**
 * Cart measures. Weights are integer grams throughout (DESIGN §5: one unit chosen once, matching the
 * products' gross_weight_g); kilograms appear only where the capacity rules take them, with 3 decimals.
 */

/** How a product packs and weighs, per sales unit (package). */
export type PackagingFacts = {
  /** Packages on one pallet layer (number_of_products_on_layer). */
  productsOnLayer: number;
  /** Packages on one pallet (number_of_items_on_pallet); 0 when unknown. */
  itemsOnPallet: number;
  layersPerPallet: number;
  /** Consumer units (bottles, cans) in one package (number_of_items_in_box). */
  itemsInBox: number;
  grossWeightG: number;
  /** Volume of one consumer unit in millilitres. */
  volumeMl: number;
};

/** What a cart line orders with its three counters. */
export type LineQuantities = { packages: number; layers: number; pallets: number };

/** Packages on a pallet: the stated figure, else layers times packages per layer. */
export function packagesPerPallet(product: PackagingFacts): number {
  return product.itemsOnPallet > 0
    ? product.itemsOnPallet
    : product.productsOnLayer * product.layersPerPallet;
}

/** Converts packages, layers and pallets into packages (sales units). */
export function totalPackages(quantities: LineQuantities, product: PackagingFacts): number {
  return (
    quantities.packages +
    quantities.layers * product.productsOnLayer +
    quantities.pallets * packagesPerPallet(product)
  );
}

/** Rounds half up to a number of decimals, working on integers so 1.005 rounds to 1.01. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = value * factor;
  // Only near a half can the float's error decide (1.005 * 100 is 100.49999999999999): elsewhere the nearest
  // integer is plain, and this runs for every figure of every cart line, where the text round trip showed.
  if (Math.abs(scaled) < 1e9 && Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-5) {
    return Math.round(scaled) / factor;
  }
  return Math.round(Number(scaled.toPrecision(15))) / factor;
}

/** Grams to kilograms with 3 decimals, the unit the capacity rules take. */
export function gramsToKg(grams: number): number {
  return roundTo(grams / 1000, 3);
}

export function kgToGrams(kg: number): number {
  return Math.round(kg * 1000);
}

/** A cart line as the measures read it. */
export type MeasuredLine = { quantities: LineQuantities; product: PackagingFacts };

/** Totals of a cart (spec 2 §3 progress_bar_data: weight, pallet count, hectolitres). */
export type CartMeasures = {
  packages: number;
  weightG: number;
  /** weightG in kilograms, 3 decimals. */
  weightKg: number;
  /** Pallet equivalents (each line's packages over packages per pallet), 2 decimals half up. */
  pallets: number;
  volumeMl: number;
  /** volumeMl in hectolitres, 3 decimals half up. */
  hectolitres: number;
};

/**
 * Weight, pallet count and hectolitres of a cart. Ruling: the pallet count is the sum of pallet
 * equivalents (layers and loose packages as fractions of a pallet), rounded once at the end.
 */
export function cartMeasures(lines: readonly MeasuredLine[]): CartMeasures {
  let packages = 0;
  let weightG = 0;
  let pallets = 0;
  let volumeMl = 0;
  for (const { quantities, product } of lines) {
    const count = totalPackages(quantities, product);
    const perPallet = packagesPerPallet(product);
    packages += count;
    weightG += count * product.grossWeightG;
    pallets += perPallet > 0 ? count / perPallet : 0;
    volumeMl += count * product.itemsInBox * product.volumeMl;
  }
  return {
    packages,
    weightG,
    weightKg: gramsToKg(weightG),
    pallets: roundTo(pallets, 2),
    volumeMl,
    hectolitres: roundTo(volumeMl / 100_000, 3),
  };
}
