import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { priceLists } from './customers';
import type { Localized } from './portal';

/** A catalogue category; three levels deep (spec 2 §3 "Category"). */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: jsonb('name').$type<Localized>().notNull(),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull().unique(),
    level: integer('level').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

/** One of the producer's brands, with the colours its product images and theme use. */
export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: jsonb('description').$type<Localized>(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  logoUrl: text('logo_url'),
  position: integer('position').notNull().default(0),
});

/** Brand-theme features of a beer (spec 2 §2 product detail). */
export type ProductFeatures = Partial<
  Record<
    | 'fermentation'
    | 'beer_type'
    | 'province'
    | 'taste'
    | 'custom_color'
    | 'alcohol_content'
    | 'food_pairing'
    | 'conservation_term'
    | 'service_temperature',
    string
  >
>;

/** PostgreSQL's full-text document type. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A downloadable file of a product (technical sheet, label, ...). */
export type ProductDownload = { title: string; url: string; mimeType: string };

/** A sellable article or an empties item (material type ZQCR), with every field of spec 2 §3. */
export const products = pgTable(
  'products',
  {
    sku: text('sku').primaryKey(),
    name: text('name').notNull(),
    catalogProductName: text('catalog_product_name').notNull(),
    description: jsonb('description').$type<Localized>(),
    brandId: text('brand_id').references(() => brands.id),
    subBrand: text('sub_brand'),
    sapSubBrandCode: text('sap_sub_brand_code'),
    categoryId: integer('category_id').references(() => categories.id),
    /** bottle, can, carton, keg, other, pet bottle, pouch, tank (spec 2 §2). */
    packaging: text('packaging').notNull(),
    packagingEnable: boolean('packaging_enable').notNull().default(true),
    /** ZQCR marks empties (kegs, crates); finished goods use FERT. */
    materialType: text('material_type').notNull().default('FERT'),
    productType: text('product_type').notNull(), // beer, cider, soft drink, water, empties, ...
    volumeMl: integer('volume_ml').notNull(),
    packFormat: text('pack_format'),
    packMaterial: text('pack_material'),
    returnablePackage: boolean('returnable_package').notNull().default(false),
    countryOfOrigin: text('country_of_origin'),
    productNew: boolean('product_new').notNull().default(false),
    productLast: boolean('product_last').notNull().default(false),
    productSale: boolean('product_sale').notNull().default(false),
    productSeasonal: boolean('product_seasonal').notNull().default(false),
    productRecommended: boolean('product_recommended').notNull().default(false),
    promo: text('promo'),
    /** Bottles in one crate (gabbia) for returnable glass. */
    numberOfBottlesGabbie: integer('number_of_bottles_gabbie').notNull().default(0),
    /** Sales units (packages) on one pallet layer. */
    numberOfProductsOnLayer: integer('number_of_products_on_layer').notNull(),
    numberOfItemsOnPallet: integer('number_of_items_on_pallet').notNull(),
    numberOfLayersPerPallet: integer('number_of_layers_per_pallet').notNull(),
    /** Consumer units (bottles, cans) in one sales unit. */
    numberOfItemsInBox: integer('number_of_items_in_box').notNull(),
    ean: text('ean'),
    eanEa: text('ean_ea'),
    netWeightG: integer('net_weight_g').notNull(),
    grossWeightG: integer('gross_weight_g').notNull(),
    packageDimensions: text('package_dimensions'),
    palletDimensions: text('pallet_dimensions'),
    palletWeightKg: integer('pallet_weight_kg'),
    shelfLifeDays: integer('shelf_life_days'),
    urlKey: text('url_key').notNull().unique(),
    imageUrl: text('image_url').notNull(),
    smallImageUrl: text('small_image_url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    mediaGallery: jsonb('media_gallery').$type<string[]>().notNull().default([]),
    downloads: jsonb('downloads').$type<ProductDownload[]>().notNull().default([]),
    features: jsonb('features').$type<ProductFeatures>().notNull().default({}),
    /** The empties item (ZQCR) returned with this product, if any. */
    emptiesSku: text('empties_sku'),
    sellable: boolean('sellable').notNull().default(true),
    disabledFrom: date('disabled_from'),
    disabledTo: date('disabled_to'),
    /** Position in the default (recommended) sort. */
    recommendedRank: integer('recommended_rank').notNull().default(0),
    relatedSkus: text('related_skus')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * What the search matches (spec 1 §4.6): name, catalogue name, brand name, sub-brand, sku and EANs in
     * lower case without accents. A trigger keeps it current (migration catalogue_search_functions); do not
     * write it.
     */
    searchDocument: text('search_document').notNull().default(''),
    /** The catalogue name in lower case without accents: the A-Z order, the same on every engine. */
    catalogSortName: text('catalog_sort_name')
      .notNull()
      .generatedAlwaysAs(sql`spina_unaccent(lower(catalog_product_name))`),
    /** The words of search_document for full-text matching (spec 1 §4.6). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_document)`),
  },
  (table) => [
    index('products_brand_idx').on(table.brandId),
    index('products_category_idx').on(table.categoryId),
    index('products_packaging_idx').on(table.packaging),
    index('products_search_vector_idx').using('gin', table.searchVector),
  ],
);

/** What one price list charges for one product, in euro cents per sales unit. */
export const prices = pgTable(
  'prices',
  {
    priceListId: text('price_list_id')
      .notNull()
      .references(() => priceLists.id),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    listPriceCents: integer('list_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    exciseCents: integer('excise_cents').notNull().default(0),
    /** Deposit for returnable packaging (multi_deposit). */
    depositCents: integer('deposit_cents').notNull().default(0),
    /** VAT rate in basis points (2200 = 22 %). */
    vatRateBp: integer('vat_rate_bp').notNull(),
    highMarketsDiscountCents: integer('high_markets_discount_cents').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.priceListId, table.sku] }), index('prices_sku_idx').on(table.sku)],
);

/**
 * Every word of the products' search documents: a typed word is matched against these (prefix or typo) and
 * the products are then found by full text, which is far cheaper than comparing the term with every product.
 * Triggers add the words of new or changed products; a word no product uses any more only widens a query.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_prefix_idx').on(table.word.op('text_pattern_ops')),
  // GiST answers word similarity (`%>`) over short words far faster than GIN.
  index('search_words_trgm_idx').using('gist', table.word.op('gist_trgm_ops')),
]);

/**
 * The version of the catalogue (products, prices, brands, categories), raised by triggers on every change:
 * servers keep listing indexes per price list in memory and rebuild them when the version moves.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: integer('id').primaryKey(), // one row: 1
  version: bigint('version', { mode: 'number' }).notNull(),
});
