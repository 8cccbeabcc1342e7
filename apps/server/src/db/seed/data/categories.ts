import type { Localized } from '../../schema';

/** A node of the three-level category tree; leaves hold products and are named by `key`. */
export type CategorySeed = { key: string; name: Localized; children?: CategorySeed[] };

const node = (key: string, it: string, en: string, children?: CategorySeed[]): CategorySeed =>
  children ? { key, name: { it, en }, children } : { key, name: { it, en } };

/** Level 1 > level 2 > level 3 (leaf). Every product sits in a leaf. */
export const CATEGORY_TREE: CategorySeed[] = [
  node('birre', 'Birre', 'Beers', [
    node('lager', 'Lager', 'Lager', [
      node('lager-classica', 'Lager classica', 'Classic lager'),
      node('premium-lager', 'Premium Lager', 'Premium lager'),
      node('non-filtrata', 'Non filtrate e Keller', 'Unfiltered and keller'),
      node('pils-ceche', 'Pils e lager ceche', 'Pils and Czech lager'),
    ]),
    node('speciali', 'Birre speciali', 'Speciality beers', [
      node('ipa-pale-ale', 'IPA e Pale Ale', 'IPA and pale ale'),
      node('weiss-blanche', 'Weiss e Blanche', 'Wheat beers'),
      node('abbazia', 'Abbazia e stili belgi', 'Abbey and Belgian styles'),
      node('rosse-doppio-malto', 'Rosse e doppio malto', 'Red and strong ales'),
      node('scure-stout', 'Scure e Stout', 'Dark beers and stouts'),
    ]),
    node('analcoliche-radler', 'Analcoliche e Radler', 'Alcohol-free and radler', [
      node('analcoliche', 'Birre analcoliche', 'Alcohol-free beers'),
      node('radler', 'Radler', 'Radler'),
    ]),
  ]),
  node('sidri', 'Sidri', 'Ciders', [
    node('sidro', 'Sidro', 'Cider', [
      node('sidro-mele', 'Sidro di mele', 'Apple cider'),
      node('sidro-frutta', 'Sidro di pere e frutti rossi', 'Pear and berry cider'),
    ]),
  ]),
  node('bibite-e-acque', 'Bibite e acque', 'Soft drinks and water', [
    node('bibite', 'Bibite', 'Soft drinks', [
      node('agrumi', 'Aranciate, limonate e chinotto', 'Orangeades, lemonades and chinotto'),
      node('cola', 'Cola', 'Cola'),
      node('toniche-mixer', 'Toniche e mixer', 'Tonics and mixers'),
      node('te-freddi', 'Tè freddi', 'Iced teas'),
      node('caffe-pronti', 'Caffè pronti da bere', 'Ready-to-drink coffee'),
      node('post-mix', 'Sciroppi post-mix', 'Post-mix syrups'),
    ]),
    node('acque', 'Acque minerali', 'Mineral water', [
      node('acqua-naturale', 'Acqua naturale', 'Still water'),
      node('acqua-frizzante', 'Acqua frizzante', 'Sparkling water'),
    ]),
  ]),
  node('accessori', 'Accessori e regali', 'Accessories and gifts', [
    node('regali', 'Idee regalo', 'Gift ideas', [
      node('confezioni-regalo', 'Confezioni regalo', 'Gift packs'),
      node('bicchieri', 'Bicchieri e spillatura', 'Glassware and dispensing'),
    ]),
  ]),
  node('vuoti', 'Vuoti', 'Empties', [
    node('vuoti-fusti', 'Fusti vuoti', 'Empty kegs', [node('fusti', 'Fusti', 'Kegs')]),
    node('vuoti-casse', 'Casse e bottiglie', 'Crates and bottles', [
      node('casse-birra', 'Casse birra', 'Beer crates'),
      node('casse-bibite-acque', 'Casse bibite e acque', 'Soft drink and water crates'),
    ]),
    node('vuoti-logistica', 'Pallet e bombole', 'Pallets and gas cylinders', [
      node('pallet', 'Pallet', 'Pallets'),
      node('bombole', 'Bombole CO2', 'CO2 cylinders'),
    ]),
  ]),
];
