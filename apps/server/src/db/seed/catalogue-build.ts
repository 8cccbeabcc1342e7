import type { IsoDate } from '@spina/domain';
import type { brands, categories, ProductFeatures, products } from '../schema';
import { ean13, pad, slugify } from './codes';
import { BRANDS, type BrandSeed, type LiquidSeed, type ProductType } from './data/brands';
import { LIQUIDS } from './data/catalogue';
import { CATEGORY_TREE, type CategorySeed } from './data/categories';
import { EMPTIES, type EmptiesSeed } from './data/empties';
import { PACK_FORMATS, type FormatCode, type PackFormat } from './data/formats';
import type { ProductArt } from './images';
import { applyFlags } from './catalogue-flags';
import { SeededRandom } from './random';

export type ProductRow = typeof products.$inferInsert;

/** A product with what later steps need to know about it (prices, pictures, order lines). */
export type CatalogueProduct = {
  row: ProductRow & { sku: string };
  kind: 'goods' | 'empties';
  productType: ProductType | 'empties';
  brand: BrandSeed | null;
  /** Litres of drink in one sales unit (0 for empties and accessories). */
  litres: number;
  abv: number;
  plato: number;
  /** Deposit per sales unit for returnable packaging; for an empties item, the deposit it is worth. */
  depositCents: number;
  art: ProductArt;
};

export type Catalogue = {
  categories: (typeof categories.$inferInsert)[];
  brands: (typeof brands.$inferInsert)[];
  products: CatalogueProduct[];
};

/** Grams per litre, for net weights. */
const DENSITY: Record<ProductType, number> = {
  beer: 1010,
  'alcohol-free beer': 1015,
  cider: 1020,
  'soft drink': 1040,
  'iced tea': 1030,
  coffee: 1030,
  syrup: 1300,
  water: 1000,
  'gift pack': 1010,
  glassware: 0,
  equipment: 0,
};

const SALES_UNIT_WORD: Record<string, string> = {
  bottle: 'cartone',
  can: 'vassoio',
  carton: 'cartone',
  'pet bottle': 'confezione',
  pouch: 'cartone',
  other: 'confezione',
};

/** '33 cl', '27,5 cl', '1,5 L', '20 L' for display; '33cl', '27.5cl', '1.5L' for pack_format. */
function volumeLabels(ml: number): { display: string; code: string } {
  if (ml < 1000) {
    const cl = ml / 10;
    return { display: `${String(cl).replace('.', ',')} cl`, code: `${cl}cl` };
  }
  const litres = ml / 1000;
  return { display: `${String(litres).replace('.', ',')} L`, code: `${litres}L` };
}

function buildCategories(): { rows: Catalogue['categories']; idByKey: Map<string, number> } {
  const rows: Catalogue['categories'] = [];
  const idByKey = new Map<string, number>();
  const visit = (
    node: CategorySeed,
    parent: { id: number; path: string } | null,
    level: number,
    position: number,
  ) => {
    const id = rows.length + 1;
    const urlPath = parent ? `${parent.path}/${node.key}` : node.key;
    rows.push({
      id,
      parentId: parent?.id ?? null,
      name: node.name,
      urlKey: node.key,
      urlPath,
      level,
      position,
    });
    idByKey.set(node.key, id);
    node.children?.forEach((child, index) => visit(child, { id, path: urlPath }, level + 1, index));
  };
  CATEGORY_TREE.forEach((node, index) => visit(node, null, 1, index));
  return { rows, idByKey };
}

let seededIds: Map<string, number> | null = null;

/** The id the seed gives the category of CATEGORY_TREE named `key` (ids follow the tree's order). */
export function seededCategoryId(key: string): number {
  seededIds ??= buildCategories().idByKey;
  return categoryId(seededIds, key);
}

function categoryId(idByKey: Map<string, number>, key: string): number {
  const id = idByKey.get(key);
  if (id === undefined) throw new Error(`Unknown category ${key}`);
  return id;
}

function artShape(format: PackFormat, productType: ProductType | 'empties'): ProductArt['shape'] {
  if (productType === 'glassware') return 'glass';
  if (format.packaging === 'other') return 'box';
  return format.packaging;
}

function imageUrls(sku: string) {
  const main = `/media/products/${sku}.svg`;
  return {
    imageUrl: main,
    smallImageUrl: main,
    thumbnailUrl: main,
    mediaGallery: [main, `/media/products/${sku}-2.svg`, `/media/products/${sku}-3.svg`],
  };
}

function descriptionHtml(liquid: LiquidSeed, brand: BrandSeed, caption: { it: string; en: string }) {
  const abv =
    liquid.abv > 0 ? { it: `${String(liquid.abv).replace('.', ',')}% vol`, en: `${liquid.abv}% ABV` } : null;
  const item = (text: string) => `<li>${text}</li>`;
  return {
    it:
      `<p>${liquid.description.it}</p><p>${brand.description.it}</p><ul>` +
      item(`Formato: ${caption.it}`) +
      (abv ? item(`Gradazione: ${abv.it}`) : '') +
      item('Conservare in luogo fresco e asciutto, al riparo dalla luce.') +
      '</ul>',
    en:
      `<p>${liquid.description.en}</p><p>${brand.description.en}</p><ul>` +
      item(`Pack: ${caption.en}`) +
      (abv ? item(`Alcohol: ${abv.en}`) : '') +
      item('Store in a cool, dry place away from light.') +
      '</ul>',
  };
}

function beerFeatures(liquid: LiquidSeed, format: PackFormat): ProductFeatures {
  return {
    fermentation: liquid.fermentation ?? '',
    beer_type: liquid.style,
    province: liquid.province ?? '',
    taste: liquid.taste,
    custom_color: liquid.colour,
    alcohol_content: `${String(liquid.abv).replace('.', ',')}% vol`,
    food_pairing: liquid.food ?? '',
    conservation_term: `${Math.round(format.shelfLifeDays / 30)} mesi`,
    service_temperature: liquid.serviceTemperature ?? '',
  };
}

const isBeer = (type: ProductType) => type === 'beer' || type === 'alcohol-free beer';

/** Packaging facts every product row carries, from its pack format. */
function packagingFields(format: PackFormat, productType: ProductType) {
  const liquidG = Math.round((format.itemsInBox * format.volumeMl * DENSITY[productType]) / 1000);
  const containers = format.itemsInBox * format.containerG;
  const netWeightG = DENSITY[productType] === 0 ? containers : liquidG;
  const grossWeightG = liquidG + containers + format.caseTareG;
  const itemsOnPallet = format.onLayer * format.layers;
  const [length, width, height] = format.caseCm;
  const palletHeight = format.packaging === 'tank' ? height : format.layers * height + 15;
  return {
    packaging: format.packaging,
    volumeMl: format.volumeMl,
    numberOfItemsInBox: format.itemsInBox,
    numberOfProductsOnLayer: format.onLayer,
    numberOfLayersPerPallet: format.layers,
    numberOfItemsOnPallet: itemsOnPallet,
    numberOfBottlesGabbie: format.emptiesSku && format.packaging === 'bottle' ? format.itemsInBox : 0,
    netWeightG,
    grossWeightG,
    packageDimensions: `${length} x ${width} x ${height} cm`,
    palletDimensions:
      format.packaging === 'tank' ? `${length} x ${width} x ${height} cm` : `120 x 80 x ${palletHeight} cm`,
    palletWeightKg:
      Math.round((itemsOnPallet * grossWeightG) / 1000) + (format.packaging === 'tank' ? 0 : 25),
    packMaterial: format.packMaterial,
    returnablePackage: format.emptiesSku !== undefined,
    shelfLifeDays: format.shelfLifeDays || null,
  };
}

/** Builds the producer's catalogue: categories, brands, goods in every pack format, and the empties. */
export function buildCatalogue(today: IsoDate): Catalogue {
  const random = SeededRandom.named('catalogue');
  const { rows: categoryRows, idByKey } = buildCategories();
  const brandById = new Map(BRANDS.map((brand) => [brand.id, brand]));
  const liquidIndex = new Map<string, number>();
  const unitEans = new Map<string, string>();
  const items: CatalogueProduct[] = [];

  for (const liquid of LIQUIDS) {
    const brand = brandById.get(liquid.brand);
    if (!brand) throw new Error(`Unknown brand ${liquid.brand}`);
    const index = (liquidIndex.get(brand.id) ?? 0) + 1;
    liquidIndex.set(brand.id, index);
    liquid.formats.forEach((code: FormatCode, formatIndex) => {
      const format: PackFormat = PACK_FORMATS[code];
      const sku = `10${brand.skuPrefix}${pad(index, 2)}${pad(formatIndex + 1, 2)}`;
      const volume = volumeLabels(format.volumeMl);
      const packFormat =
        format.volumeMl > 0 ? `${format.itemsInBox}x${volume.code}` : `${format.itemsInBox}x`;
      const isBulk = format.packaging === 'keg' || format.packaging === 'tank' || code === 'BIB10';
      const unitWord =
        format.emptiesSku && format.packaging === 'bottle' ? 'cassa' : SALES_UNIT_WORD[format.packaging];
      const sizePart = format.volumeMl > 0 ? ` ${volume.display}` : '';
      const catalogProductName = isBulk
        ? `${liquid.name} ${format.label.it} ${volume.display}`
        : `${liquid.name}${sizePart} ${format.label.it}${format.itemsInBox > 1 ? ` (${unitWord} da ${format.itemsInBox})` : ''}`;
      const caption = {
        it: isBulk
          ? `${format.label.it} ${volume.display}`
          : `${format.itemsInBox} x${sizePart} ${format.label.it}`,
        en: isBulk
          ? `${format.label.en} ${volume.display}`
          : `${format.itemsInBox} x${sizePart} ${format.label.en}`,
      };
      const prefix = brand.id === 'hvezdna' ? '8594321' : '8054321';
      const unitKey = `${liquid.name}|${format.volumeMl}|${format.packaging}`;
      if (!unitEans.has(unitKey)) unitEans.set(unitKey, ean13(`${prefix}9${pad(unitEans.size + 1, 4)}`));
      items.push({
        kind: 'goods',
        productType: liquid.productType,
        brand,
        litres: (format.itemsInBox * format.volumeMl) / 1000,
        abv: liquid.abv,
        plato: liquid.plato ?? 0,
        depositCents: EMPTIES.find((empty) => empty.sku === format.emptiesSku)?.depositCents ?? 0,
        art: {
          title: catalogProductName,
          shape: artShape(format, liquid.productType),
          brand: brand.name,
          primary: brand.primaryColor,
          secondary: brand.secondaryColor,
          liquid: liquid.colour,
          caption: caption.it,
        },
        row: {
          sku,
          name: `${liquid.name.toUpperCase()} ${packFormat.toUpperCase()} ${format.label.it.toUpperCase()}`,
          catalogProductName,
          description: descriptionHtml(liquid, brand, caption),
          brandId: brand.id,
          subBrand: liquid.subBrand,
          sapSubBrandCode: `SB${brand.skuPrefix}${pad(index, 2)}`,
          categoryId: categoryId(idByKey, liquid.category),
          packagingEnable: !(liquid.productType === 'water' && code === 'P200'),
          materialType:
            liquid.productType === 'glassware' || liquid.productType === 'equipment' ? 'HAWA' : 'FERT',
          productType: liquid.productType,
          packFormat,
          countryOfOrigin: liquid.countryOfOrigin,
          productNew: liquid.isNew === true,
          productSeasonal: liquid.seasonal === true,
          ean: ean13(`${prefix}${pad(10_000 + items.length, 5)}`),
          eanEa: unitEans.get(unitKey)!,
          urlKey: `${slugify(catalogProductName)}-${sku}`,
          ...imageUrls(sku),
          downloads: [
            {
              title: 'Scheda tecnica',
              url: `/media/downloads/${sku}-scheda-tecnica.pdf`,
              mimeType: 'application/pdf',
            },
          ],
          features: isBeer(liquid.productType) ? beerFeatures(liquid, format) : {},
          emptiesSku: format.emptiesSku ?? null,
          ...packagingFields(format, liquid.productType),
        },
      });
    });
  }

  items.push(
    ...EMPTIES.map((empty, index) => emptiesProduct(empty, categoryId(idByKey, empty.category), index + 1)),
  );
  applyFlags(items, random, today);
  return {
    categories: categoryRows,
    brands: BRANDS.map((brand, position) => ({
      id: brand.id,
      name: brand.name,
      description: brand.description,
      primaryColor: brand.primaryColor,
      secondaryColor: brand.secondaryColor,
      logoUrl: `/media/brands/${brand.id}.svg`,
      position,
    })),
    products: items,
  };
}

function emptiesProduct(empty: EmptiesSeed, category: number, number: number): CatalogueProduct {
  const shape: ProductArt['shape'] = empty.packaging === 'keg' ? 'keg' : empty.bottles > 0 ? 'crate' : 'box';
  const [length, width, height] = empty.caseCm;
  const itemsOnPallet = empty.onLayer * empty.layers;
  return {
    kind: 'empties',
    productType: 'empties',
    brand: null,
    litres: 0,
    abv: 0,
    plato: 0,
    depositCents: empty.depositCents,
    art: {
      title: empty.name.it,
      shape,
      brand: 'Vuoti',
      primary: '#475569',
      secondary: '#e2e8f0',
      liquid: '#94a3b8',
      caption: empty.name.it,
    },
    row: {
      sku: empty.sku,
      name: empty.name.it.toUpperCase(),
      catalogProductName: empty.name.it,
      description: {
        it: `<p>${empty.name.it}: vuoto a rendere. Il deposito viene accreditato alla restituzione.</p>`,
        en: `<p>${empty.name.en}: returnable empties. The deposit is credited on return.</p>`,
      },
      brandId: null,
      categoryId: category,
      packaging: empty.packaging,
      packagingEnable: true,
      materialType: 'ZQCR',
      productType: 'empties',
      volumeMl: 0,
      packFormat: empty.packFormat ?? null,
      packMaterial: empty.packMaterial,
      returnablePackage: true,
      countryOfOrigin: 'IT',
      numberOfBottlesGabbie: empty.bottles,
      numberOfProductsOnLayer: empty.onLayer,
      numberOfLayersPerPallet: empty.layers,
      numberOfItemsOnPallet: itemsOnPallet,
      numberOfItemsInBox: 1,
      ean: ean13(`80543218${pad(number, 4)}`),
      eanEa: null,
      netWeightG: empty.grossWeightG,
      grossWeightG: empty.grossWeightG,
      packageDimensions: `${length} x ${width} x ${height} cm`,
      palletDimensions: `120 x 80 x ${empty.layers * height + 15} cm`,
      palletWeightKg: Math.round((itemsOnPallet * empty.grossWeightG) / 1000),
      shelfLifeDays: null,
      urlKey: `${slugify(empty.name.it)}-${empty.sku}`,
      ...imageUrls(empty.sku),
      downloads: [],
      features: {},
      emptiesSku: null,
      relatedSkus: [],
    },
  };
}
