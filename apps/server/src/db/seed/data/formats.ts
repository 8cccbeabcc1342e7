import type { PackagingType } from '@spina/domain';
import type { Localized } from '../../schema';

export type Packaging = PackagingType;

/** How a sales unit is packed: consumer units, pallet pattern, tares and what goes back as empties. */
export type PackFormat = {
  packaging: Packaging;
  /** Volume of one consumer unit (bottle, can, keg) in millilitres. */
  volumeMl: number;
  /** Consumer units in one sales unit. */
  itemsInBox: number;
  onLayer: number;
  layers: number;
  /** Tare of one consumer unit (glass, can, steel keg) in grams. */
  containerG: number;
  /** Tare of the crate, tray or box in grams. */
  caseTareG: number;
  /** Length, width, height of one sales unit in centimetres. */
  caseCm: readonly [number, number, number];
  /** The empties item (ZQCR) that goes back with this format, for returnable packaging. */
  emptiesSku?: string;
  packMaterial: string;
  label: Localized;
  shelfLifeDays: number;
};

const returnableGlass = { it: 'vetro a rendere', en: 'returnable glass' };
const oneWayGlass = { it: 'vetro a perdere', en: 'one-way glass' };
const can = { it: 'lattina', en: 'can' };
const keg = { it: 'fusto', en: 'keg' };
const pet = { it: 'PET', en: 'PET' };
const brick = { it: 'brick', en: 'carton' };
const tank = { it: 'birra tank', en: 'tank beer' };
const pouch = { it: 'pouch', en: 'pouch' };
const bib = { it: 'bag-in-box', en: 'bag-in-box' };
const gift = { it: 'confezione regalo', en: 'gift pack' };
const giftBox = { it: 'cofanetto', en: 'gift box' };
const glasses = { it: 'bicchieri', en: 'glasses' };
const equipment = { it: 'attrezzatura', en: 'equipment' };

function row(
  packaging: Packaging,
  volumeMl: number,
  itemsInBox: number,
  onLayer: number,
  layers: number,
  containerG: number,
  caseTareG: number,
  caseCm: readonly [number, number, number],
  packMaterial: string,
  label: Localized,
  shelfLifeDays: number,
  emptiesSku?: string,
): PackFormat {
  const format = { packaging, volumeMl, itemsInBox, onLayer, layers, containerG, caseTareG, caseCm };
  return { ...format, packMaterial, label, shelfLifeDays, ...(emptiesSku ? { emptiesSku } : {}) };
}

/**
 * Pack formats by code; a liquid lists the codes it is sold in. Columns: packaging, ml per unit, units per
 * sales unit, sales units per layer, layers, unit tare g, case tare g, case cm, material, label, shelf life
 * days, empties sku.
 */
export const PACK_FORMATS = {
  B33R: row('bottle', 330, 24, 8, 5, 250, 1500, [40, 30, 27], 'Vetro', returnableGlass, 365, '90000003'),
  B66R: row('bottle', 660, 12, 8, 5, 420, 1500, [38, 28, 30], 'Vetro', returnableGlass, 365, '90000004'),
  B50R: row('bottle', 500, 20, 8, 5, 360, 1600, [40, 30, 28], 'Vetro', returnableGlass, 240, '90000005'),
  B33OW: row('bottle', 330, 24, 12, 7, 190, 300, [39, 26, 24], 'Vetro', oneWayGlass, 365),
  B33OW12: row('bottle', 330, 12, 20, 7, 190, 180, [26, 20, 24], 'Vetro', oneWayGlass, 365),
  B25OW: row('bottle', 250, 24, 14, 7, 160, 250, [33, 22, 21], 'Vetro', oneWayGlass, 365),
  B50OW: row('bottle', 500, 12, 14, 6, 300, 250, [32, 24, 27], 'Vetro', oneWayGlass, 365),
  B75: row('bottle', 750, 6, 20, 5, 550, 250, [24, 16, 32], 'Vetro', oneWayGlass, 540),
  B20R: row('bottle', 200, 24, 10, 6, 200, 1300, [35, 26, 21], 'Vetro', returnableGlass, 365, '90000006'),
  B20OW: row('bottle', 200, 24, 14, 7, 150, 250, [30, 20, 18], 'Vetro', oneWayGlass, 270),
  B275OW: row('bottle', 275, 24, 12, 7, 170, 280, [34, 23, 21], 'Vetro', oneWayGlass, 365),
  B75R: row('bottle', 750, 12, 8, 5, 480, 1500, [40, 30, 32], 'Vetro', returnableGlass, 720, '90000008'),
  B100R: row('bottle', 1000, 12, 8, 5, 600, 1600, [40, 30, 33], 'Vetro', returnableGlass, 720, '90000007'),
  C15: row('can', 150, 24, 16, 10, 10, 120, [32, 21, 9], 'Alluminio', can, 365),
  C25: row('can', 250, 24, 14, 9, 12, 140, [36, 24, 12], 'Alluminio', can, 365),
  C33: row('can', 330, 24, 12, 9, 14, 150, [40, 27, 12], 'Alluminio', can, 365),
  C44: row('can', 440, 24, 10, 8, 16, 170, [40, 27, 16], 'Alluminio', can, 365),
  C50: row('can', 500, 24, 10, 7, 17, 200, [40, 27, 17], 'Alluminio', can, 365),
  K20: row('keg', 20_000, 1, 8, 3, 7200, 0, [36, 36, 46], 'Acciaio inox', keg, 180, '90000001'),
  K30: row('keg', 30_000, 1, 6, 2, 9800, 0, [40, 40, 60], 'Acciaio inox', keg, 180, '90000002'),
  K50: row('keg', 50_000, 1, 4, 2, 13_000, 0, [40, 40, 60], 'Acciaio inox', keg, 180, '90000011'),
  T500: row('tank', 500_000, 1, 1, 1, 0, 0, [120, 100, 115], 'Acciaio inox', tank, 30),
  T1000: row('tank', 1_000_000, 1, 1, 1, 0, 0, [120, 100, 150], 'Acciaio inox', tank, 30),
  P50: row('pet bottle', 500, 24, 12, 6, 20, 80, [39, 26, 21], 'PET', pet, 365),
  P100: row('pet bottle', 1000, 12, 10, 5, 28, 60, [32, 24, 30], 'PET', pet, 365),
  P150: row('pet bottle', 1500, 6, 14, 5, 35, 40, [27, 18, 33], 'PET', pet, 365),
  P200: row('pet bottle', 2000, 6, 12, 4, 42, 40, [30, 20, 34], 'PET', pet, 365),
  CT1L: row('carton', 1000, 12, 12, 5, 30, 200, [30, 23, 25], 'Poliaccoppiato', brick, 365),
  CT20: row('carton', 200, 24, 20, 8, 8, 150, [25, 16, 12], 'Poliaccoppiato', brick, 300),
  CT50: row('carton', 500, 24, 12, 6, 18, 200, [33, 22, 20], 'Poliaccoppiato', brick, 365),
  PO20: row('pouch', 200, 24, 18, 6, 6, 220, [30, 20, 15], 'Poliaccoppiato', pouch, 270),
  BIB10: row('pouch', 10_000, 1, 16, 4, 450, 0, [30, 20, 28], 'Poliaccoppiato', bib, 270),
  GIFT3: row('other', 330, 3, 24, 5, 190, 650, [28, 10, 26], 'Cartone e vetro', gift, 365),
  GIFT2: row('other', 750, 2, 20, 4, 550, 700, [24, 12, 34], 'Cartone e vetro', giftBox, 540),
  GLASS6: row('other', 0, 6, 24, 6, 320, 200, [26, 17, 17], 'Vetro', glasses, 0),
  KIT: row('other', 0, 1, 6, 3, 11_500, 900, [45, 35, 40], 'Acciaio inox', equipment, 0),
} as const satisfies Record<string, PackFormat>;

export type FormatCode = keyof typeof PACK_FORMATS;
