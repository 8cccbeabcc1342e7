import type { Localized } from '../../schema';
import type { FormatCode } from './formats';

/** One of the producer's own (fictional) brands. */
export type BrandSeed = {
  id: string;
  name: string;
  /** Two digits that start the brand's skus. */
  skuPrefix: string;
  primaryColor: string;
  secondaryColor: string;
  description: Localized;
};

/** The producer, Spina Bevande S.p.A., sells these brands; none is a real brand. */
export const BRANDS: BrandSeed[] = [
  {
    id: 'valtorre',
    name: 'Valtorre',
    skuPrefix: '21',
    primaryColor: '#0B3D2E',
    secondaryColor: '#D4A017',
    description: {
      it: 'La lager di montagna nata nel 1897 ai piedi della Torre di Valle, oggi la birra più spillata della casa.',
      en: 'The mountain lager born in 1897 below the Valle tower, today the house beer poured most often.',
    },
  },
  {
    id: 'chiara',
    name: 'Birra Chiarà',
    skuPrefix: '22',
    primaryColor: '#1F4E9E',
    secondaryColor: '#F2F2F2',
    description: {
      it: 'Birre chiare e leggere del Friuli, pensate per la pizzeria e il bar di tutti i giorni.',
      en: 'Light, easy beers from Friuli, made for pizzerias and everyday bars.',
    },
  },
  {
    id: 'montefosco',
    name: 'Montefosco',
    skuPrefix: '23',
    primaryColor: '#B5462B',
    secondaryColor: '#F6E7C8',
    description: {
      it: 'Il birrificio artigianale del gruppo: luppoli aromatici, ricette stagionali e piccoli lotti.',
      en: 'The group’s craft brewery: aromatic hops, seasonal recipes and small batches.',
    },
  },
  {
    id: 'rocca-bruna',
    name: 'Rocca Bruna',
    skuPrefix: '24',
    primaryColor: '#4A2511',
    secondaryColor: '#C9A45C',
    description: {
      it: 'Birre d’abbazia in stile belga, prodotte su licenza a Namur secondo la ricetta dei monaci.',
      en: 'Belgian-style abbey beers brewed under licence in Namur to the monks’ recipe.',
    },
  },
  {
    id: 'hvezdna',
    name: 'Hvězdná',
    skuPrefix: '25',
    primaryColor: '#8C1C13',
    secondaryColor: '#F4D35E',
    description: {
      it: 'Lager ceche a bassa fermentazione dalla Boemia occidentale, maturate a lungo in cantina.',
      en: 'Bottom-fermented Czech lagers from western Bohemia, long matured in the cellar.',
    },
  },
  {
    id: 'frizza',
    name: 'Frizzà',
    skuPrefix: '31',
    primaryColor: '#E85D04',
    secondaryColor: '#FFF3B0',
    description: {
      it: 'Bibite italiane con agrumi veri, tè freddi e caffè pronti per il banco bar.',
      en: 'Italian soft drinks with real citrus, iced teas and ready-to-drink coffee for the bar counter.',
    },
  },
  {
    id: 'fonte-lucente',
    name: 'Fonte Lucente',
    skuPrefix: '41',
    primaryColor: '#0077B6',
    secondaryColor: '#CAF0F8',
    description: {
      it: 'Acqua minerale oligominerale imbottigliata alla sorgente, a 1.200 metri di quota.',
      en: 'Light mineral water bottled at the spring, 1,200 metres above sea level.',
    },
  },
  {
    id: 'melarosa',
    name: 'Melàrosa',
    skuPrefix: '51',
    primaryColor: '#9D0208',
    secondaryColor: '#FFD6D6',
    description: {
      it: 'Sidri frizzanti da mele e pere dell’Alto Adige, fermentati lentamente in acciaio.',
      en: 'Sparkling ciders from South Tyrol apples and pears, slowly fermented in steel.',
    },
  },
];

/** What a product type means for prices, excise and the brand-theme features. */
export type ProductType =
  | 'beer'
  | 'alcohol-free beer'
  | 'cider'
  | 'soft drink'
  | 'iced tea'
  | 'coffee'
  | 'syrup'
  | 'water'
  | 'gift pack'
  | 'glassware'
  | 'equipment';

/** A drink (or accessory) of a brand, sold in one or more pack formats. */
export type LiquidSeed = {
  brand: string;
  name: string;
  subBrand: string;
  sapSubBrandCode: string;
  productType: ProductType;
  /** Leaf category key. */
  category: string;
  formats: FormatCode[];
  /** Alcohol by volume, %. */
  abv: number;
  /** Original gravity in degrees Plato; beer excise is charged on it. */
  plato?: number;
  /** Colour of the drink, for the label art and the beer's custom_color. */
  colour: string;
  /** Beer style, flavour or kind, in Italian. */
  style: string;
  fermentation?: string;
  taste: string;
  food?: string;
  serviceTemperature?: string;
  province?: string;
  countryOfOrigin: string;
  seasonal?: boolean;
  isNew?: boolean;
  description: Localized;
};
