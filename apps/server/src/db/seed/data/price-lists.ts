import type { ProductType } from './brands';

/** A price list: who buys on it and how it moves the base prices. */
export type PriceListSeed = {
  id: string;
  name: string;
  marketCode: 'IT' | 'CZ';
  /** Transport discounts in basis points (DESIGN §6). */
  motriceDiscountBp: number;
  autotrenoDiscountBp: number;
  /** Multiplier on the base price, in basis points (10,000 = the base price). */
  levelBp: number;
  /** Discount on every product of the list, in basis points. */
  generalDiscountBp: number;
  /** Extra discount on draught beer (kegs and tanks), in basis points. */
  draughtDiscountBp: number;
  /** high_markets_discount on draught beer, in basis points. */
  highMarketsDiscountBp: number;
  vatRateBp: number;
  /** Beer excise per hectolitre and degree Plato, in cents. */
  excisePerHlPlatoCents: number;
};

/** The price lists of the demo markets; Italian VAT 22 %, Czech 21 %. */
export const PRICE_LISTS: PriceListSeed[] = [
  {
    id: 'IT-STD',
    name: 'Listino Italia Horeca',
    marketCode: 'IT',
    motriceDiscountBp: 150,
    autotrenoDiscountBp: 300,
    levelBp: 10_000,
    generalDiscountBp: 0,
    draughtDiscountBp: 200,
    highMarketsDiscountBp: 0,
    vatRateBp: 2200,
    excisePerHlPlatoCents: 299,
  },
  {
    id: 'IT-KEY',
    name: 'Listino Italia Key Account',
    marketCode: 'IT',
    motriceDiscountBp: 200,
    autotrenoDiscountBp: 400,
    levelBp: 9500,
    generalDiscountBp: 300,
    draughtDiscountBp: 500,
    highMarketsDiscountBp: 100,
    vatRateBp: 2200,
    excisePerHlPlatoCents: 299,
  },
  {
    id: 'IT-FRA',
    name: 'Listino Italia Franchising',
    marketCode: 'IT',
    motriceDiscountBp: 100,
    autotrenoDiscountBp: 250,
    levelBp: 9700,
    generalDiscountBp: 200,
    draughtDiscountBp: 300,
    highMarketsDiscountBp: 0,
    vatRateBp: 2200,
    excisePerHlPlatoCents: 299,
  },
  {
    id: 'IT-RET',
    name: 'Listino Italia Dettaglio',
    marketCode: 'IT',
    motriceDiscountBp: 0,
    autotrenoDiscountBp: 0,
    levelBp: 10_800,
    generalDiscountBp: 0,
    draughtDiscountBp: 0,
    highMarketsDiscountBp: 0,
    vatRateBp: 2200,
    excisePerHlPlatoCents: 299,
  },
  {
    id: 'IT-WHS',
    name: 'Listino Italia Distributori',
    marketCode: 'IT',
    motriceDiscountBp: 0,
    autotrenoDiscountBp: 200,
    levelBp: 8600,
    generalDiscountBp: 400,
    draughtDiscountBp: 200,
    highMarketsDiscountBp: 200,
    vatRateBp: 2200,
    excisePerHlPlatoCents: 299,
  },
  {
    id: 'CZ-STD',
    name: 'Ceník Česká republika',
    marketCode: 'CZ',
    motriceDiscountBp: 120,
    autotrenoDiscountBp: 250,
    levelBp: 7800,
    generalDiscountBp: 0,
    draughtDiscountBp: 300,
    highMarketsDiscountBp: 0,
    vatRateBp: 2100,
    excisePerHlPlatoCents: 128,
  },
];

/** Base price per litre of drink, in cents, before the packaging factor. */
export const PRICE_PER_LITRE_CENTS: Record<ProductType, number> = {
  beer: 165,
  'alcohol-free beer': 150,
  cider: 290,
  'soft drink': 115,
  'iced tea': 105,
  coffee: 540,
  syrup: 430,
  water: 42,
  'gift pack': 0,
  glassware: 0,
  equipment: 0,
};

/** Fixed prices (cents per sales unit) of products not sold by the litre. */
export const FIXED_PRICE_CENTS: Partial<Record<ProductType, number>> = {
  'gift pack': 1290,
  glassware: 1680,
  equipment: 18_900,
};

/** How packaging moves the price per litre, in basis points. */
export const PACKAGING_FACTOR_BP: Record<string, number> = {
  bottle: 10_500,
  can: 11_000,
  keg: 8200,
  tank: 6400,
  'pet bottle': 6500,
  carton: 9000,
  pouch: 12_000,
  other: 10_000,
};

/** Brand premium on the base price, in basis points. */
export const BRAND_FACTOR_BP: Record<string, number> = {
  valtorre: 10_000,
  chiara: 9000,
  montefosco: 15_500,
  'rocca-bruna': 18_000,
  hvezdna: 8800,
  frizza: 10_000,
  'fonte-lucente': 10_000,
  melarosa: 10_000,
};

/** Products on sale carry this discount on every list, in basis points. */
export const SALE_DISCOUNT_BP = 1000;
