import type { Localized } from '../../schema';
import type { LiquidSeed, ProductType } from './brands';
import type { FormatCode } from './formats';
import { BEER_STYLES } from './styles';

export type Flags = { seasonal?: boolean; isNew?: boolean };

const ORIGIN: Record<string, { province?: string; countryOfOrigin: string }> = {
  valtorre: { province: 'Trento', countryOfOrigin: 'IT' },
  chiara: { province: 'Udine', countryOfOrigin: 'IT' },
  montefosco: { province: 'Perugia', countryOfOrigin: 'IT' },
  'rocca-bruna': { province: 'Namur', countryOfOrigin: 'BE' },
  hvezdna: { province: 'Plzeňský kraj', countryOfOrigin: 'CZ' },
  frizza: { countryOfOrigin: 'IT' },
  'fonte-lucente': { province: 'Sondrio', countryOfOrigin: 'IT' },
  melarosa: { province: 'Bolzano', countryOfOrigin: 'IT' },
};

/** A beer of a brand; tasting notes come from its style. */
export function beer(
  brand: string,
  name: string,
  style: string,
  abv: number,
  plato: number,
  colour: string,
  category: string,
  formats: FormatCode[],
  flags: Flags = {},
): LiquidSeed {
  const notes = BEER_STYLES[style];
  if (!notes) throw new Error(`Unknown beer style ${style}`);
  const productType: ProductType = abv < 1.2 ? 'alcohol-free beer' : 'beer';
  return {
    brand,
    name,
    subBrand: name,
    sapSubBrandCode: '',
    productType,
    category,
    formats,
    abv,
    plato,
    colour,
    style,
    fermentation: notes.fermentation,
    taste: notes.taste,
    food: notes.food,
    serviceTemperature: notes.serviceTemperature,
    description: notes.description,
    ...ORIGIN[brand]!,
    ...flags,
  };
}

/** A soft drink, water, cider, gift pack or accessory of a brand. */
export function drink(
  brand: string,
  name: string,
  productType: ProductType,
  style: string,
  colour: string,
  category: string,
  formats: FormatCode[],
  description: Localized,
  flags: Flags & { abv?: number } = {},
): LiquidSeed {
  const { abv = 0, ...rest } = flags;
  return {
    brand,
    name,
    subBrand: name,
    sapSubBrandCode: '',
    productType,
    category,
    formats,
    abv,
    colour,
    style,
    taste: style,
    description,
    ...ORIGIN[brand]!,
    ...rest,
  };
}

/** Italian and English text. */
export const l = (it: string, en: string): Localized => ({ it, en });
