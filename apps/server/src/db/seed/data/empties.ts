import type { Localized } from '../../schema';
import type { Packaging } from './formats';

/** A returnable item (material type ZQCR): what goes back to the producer and the deposit it carries. */
export type EmptiesSeed = {
  sku: string;
  name: Localized;
  packaging: Packaging;
  category: string;
  /** Deposit credited per returned unit, in cents (the multi_deposit of the products that use it). */
  depositCents: number;
  /** Bottles in a crate (number_of_bottles_gabbie); 0 for kegs, pallets and cylinders. */
  bottles: number;
  grossWeightG: number;
  onLayer: number;
  layers: number;
  caseCm: readonly [number, number, number];
  packMaterial: string;
  /** Bottles and their size for crates, e.g. '24x33cl'. */
  packFormat?: string;
};

/** The empties catalogue; product pack formats point here with `emptiesSku`. */
export const EMPTIES: EmptiesSeed[] = [
  {
    sku: '90000001',
    name: { it: 'Fusto vuoto 20 L', en: 'Empty keg 20 L' },
    packaging: 'keg',
    category: 'fusti',
    depositCents: 3000,
    bottles: 0,
    grossWeightG: 7200,
    onLayer: 8,
    layers: 3,
    caseCm: [36, 36, 46],
    packMaterial: 'Acciaio inox',
  },
  {
    sku: '90000002',
    name: { it: 'Fusto vuoto 30 L', en: 'Empty keg 30 L' },
    packaging: 'keg',
    category: 'fusti',
    depositCents: 3500,
    bottles: 0,
    grossWeightG: 9800,
    onLayer: 6,
    layers: 2,
    caseCm: [40, 40, 60],
    packMaterial: 'Acciaio inox',
  },
  {
    sku: '90000011',
    name: { it: 'Fusto vuoto 50 L', en: 'Empty keg 50 L' },
    packaging: 'keg',
    category: 'fusti',
    depositCents: 4000,
    bottles: 0,
    grossWeightG: 13_000,
    onLayer: 4,
    layers: 2,
    caseCm: [40, 40, 60],
    packMaterial: 'Acciaio inox',
  },
  {
    sku: '90000003',
    name: { it: 'Cassa 24×33 cl con vuoti', en: 'Crate 24×33 cl with empty bottles' },
    packaging: 'other',
    category: 'casse-birra',
    depositCents: 360,
    bottles: 24,
    grossWeightG: 7500,
    onLayer: 8,
    layers: 6,
    caseCm: [40, 30, 27],
    packMaterial: 'Polietilene e vetro',
    packFormat: '24x33cl',
  },
  {
    sku: '90000004',
    name: { it: 'Cassa 12×66 cl con vuoti', en: 'Crate 12×66 cl with empty bottles' },
    packaging: 'other',
    category: 'casse-birra',
    depositCents: 300,
    bottles: 12,
    grossWeightG: 6540,
    onLayer: 8,
    layers: 6,
    caseCm: [38, 28, 30],
    packMaterial: 'Polietilene e vetro',
    packFormat: '12x66cl',
  },
  {
    sku: '90000005',
    name: { it: 'Cassa 20×50 cl con vuoti', en: 'Crate 20×50 cl with empty bottles' },
    packaging: 'other',
    category: 'casse-birra',
    depositCents: 340,
    bottles: 20,
    grossWeightG: 8800,
    onLayer: 8,
    layers: 6,
    caseCm: [40, 30, 28],
    packMaterial: 'Polietilene e vetro',
    packFormat: '20x50cl',
  },
  {
    sku: '90000006',
    name: { it: 'Cassa 24×20 cl con vuoti', en: 'Crate 24×20 cl with empty bottles' },
    packaging: 'other',
    category: 'casse-bibite-acque',
    depositCents: 360,
    bottles: 24,
    grossWeightG: 6100,
    onLayer: 10,
    layers: 7,
    caseCm: [35, 26, 21],
    packMaterial: 'Polietilene e vetro',
    packFormat: '24x20cl',
  },
  {
    sku: '90000007',
    name: { it: 'Cassa 12×1 L con vuoti', en: 'Crate 12×1 L with empty bottles' },
    packaging: 'other',
    category: 'casse-bibite-acque',
    depositCents: 420,
    bottles: 12,
    grossWeightG: 8800,
    onLayer: 8,
    layers: 6,
    caseCm: [40, 30, 33],
    packMaterial: 'Polietilene e vetro',
    packFormat: '12x1L',
  },
  {
    sku: '90000008',
    name: { it: 'Cassa 12×75 cl con vuoti', en: 'Crate 12×75 cl with empty bottles' },
    packaging: 'other',
    category: 'casse-bibite-acque',
    depositCents: 400,
    bottles: 12,
    grossWeightG: 7260,
    onLayer: 8,
    layers: 6,
    caseCm: [40, 30, 32],
    packMaterial: 'Polietilene e vetro',
    packFormat: '12x75cl',
  },
  {
    sku: '90000009',
    name: { it: 'Pallet EPAL 120×80', en: 'EPAL pallet 120×80' },
    packaging: 'other',
    category: 'pallet',
    depositCents: 1200,
    bottles: 0,
    grossWeightG: 25_000,
    onLayer: 1,
    layers: 15,
    caseCm: [120, 80, 14],
    packMaterial: 'Legno',
  },
  {
    sku: '90000010',
    name: { it: 'Bombola CO2 10 kg', en: 'CO2 cylinder 10 kg' },
    packaging: 'other',
    category: 'bombole',
    depositCents: 5500,
    bottles: 0,
    grossWeightG: 26_000,
    onLayer: 10,
    layers: 1,
    caseCm: [20, 20, 95],
    packMaterial: 'Acciaio',
  },
];

/** Empties returned with every pallet-delivered order line (pallets) and with draught beer (CO2). */
export const PALLET_EMPTIES_SKU = '90000009';
export const CO2_EMPTIES_SKU = '90000010';
