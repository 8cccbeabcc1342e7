import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { brands, categories, prices, products, type Localized } from '../../db/schema';
import { jsonObjectSql, leftJoined, precompiled, type RowOf } from '../../db/sql-rows';
import type { CatalogueCaller } from './catalogue.caller';

/**
 * SQL shared by every catalogue read. Rows come back as JSON built by the database, so dates, arrays and
 * JSON columns arrive in the same shape on PGlite and PostgreSQL, however many rows one statement reads.
 */

/**
 * The caller's ordering context as a one-row CTE: the ship-to's price list, its market's time zone and the
 * caller's wishlist on that ship-to. Every priced read joins it, so prices come from this price list only.
 */
export function callerCte(caller: CatalogueCaller): SQL {
  return sql`caller as (
    select st.price_list_id, m.time_zone,
      (select w.id from wishlists w where w.user_id = ${caller.userId}::uuid and w.ship_to_id = st.id) as wishlist_id
    from ship_tos st
    join companies co on co.id = st.company_id
    join markets m on m.code = co.market_code
    where st.id = ${caller.shipToId}
  )`;
}

/** Ancestors of a product's category, itself included (the tree is three levels deep). */
export const categoryIdsSql = sql`array_remove(array[p.category_id, c1.parent_id, c2.parent_id], null)`;

/** Joins a product `p` to the caller's price (`pr`), favourite (`wi`), brand (`br`) and category (`c1`, `c2`). */
export const pricedProductJoins = sql`
  join caller on true
  join prices pr on pr.price_list_id = caller.price_list_id and pr.sku = p.sku
  left join wishlist_items wi on wi.wishlist_id = caller.wishlist_id and wi.sku = p.sku
  left join brands br on br.id = p.brand_id
  left join categories c1 on c1.id = p.category_id
  left join categories c2 on c2.id = c1.parent_id`;

const LANGUAGES: ReadonlySet<string> = new Set<keyof Localized>(['it', 'en', 'cs', 'sk']);

/** The localized text of a JSON column, Italian when the language is missing. */
export function localizedSql(column: SQL, lang: keyof Localized): SQL<string | null> {
  // A literal, not a parameter, so that a fragment holding it can be precompiled.
  if (!LANGUAGES.has(lang)) throw new Error(`Not a language: ${lang}`);
  return sql<string | null>`coalesce(${column}->>${sql.raw(`'${lang}'`)}, ${column}->>'it')`;
}

/** The tables under the names the catalogue's SQL gives them (pricedProductJoins), for typed column maps. */
export const aliased = {
  products: alias(products, 'p'),
  prices: alias(prices, 'pr'),
  brands: alias(brands, 'br'),
  categories: alias(categories, 'c1'),
};
const { products: p, prices: pr, brands: br, categories: c1 } = aliased;

/** Every column a product page shows, over `p`, `pr`, `wi`, `br`, `c1`: the one list of a product row. */
function productColumns(lang: CatalogueCaller['lang']) {
  return {
    sku: p.sku,
    name: p.name,
    catalog_product_name: p.catalogProductName,
    description: localizedSql(sql`p.description`, lang),
    brand_id: p.brandId,
    brand_name: leftJoined(br.name),
    sub_brand: p.subBrand,
    sap_sub_brand_code: p.sapSubBrandCode,
    category_id: p.categoryId,
    category_name: localizedSql(sql`c1.name`, lang),
    category_url_path: leftJoined(c1.urlPath),
    packaging: p.packaging,
    packaging_enable: p.packagingEnable,
    material_type: p.materialType,
    product_type: p.productType,
    volume_ml: p.volumeMl,
    pack_format: p.packFormat,
    pack_material: p.packMaterial,
    returnable_package: p.returnablePackage,
    country_of_origin: p.countryOfOrigin,
    product_new: p.productNew,
    product_last: p.productLast,
    product_sale: p.productSale,
    product_seasonal: p.productSeasonal,
    product_recommended: p.productRecommended,
    promo: p.promo,
    number_of_bottles_gabbie: p.numberOfBottlesGabbie,
    number_of_products_on_layer: p.numberOfProductsOnLayer,
    number_of_items_on_pallet: p.numberOfItemsOnPallet,
    number_of_layers_per_pallet: p.numberOfLayersPerPallet,
    number_of_items_in_box: p.numberOfItemsInBox,
    ean: p.ean,
    ean_ea: p.eanEa,
    net_weight_g: p.netWeightG,
    gross_weight_g: p.grossWeightG,
    package_dimensions: p.packageDimensions,
    pallet_dimensions: p.palletDimensions,
    pallet_weight_kg: p.palletWeightKg,
    shelf_life_days: p.shelfLifeDays,
    url_key: p.urlKey,
    image_url: p.imageUrl,
    small_image_url: p.smallImageUrl,
    thumbnail_url: p.thumbnailUrl,
    media_gallery: p.mediaGallery,
    downloads: p.downloads,
    features: p.features,
    empties_sku: p.emptiesSku,
    sellable: p.sellable,
    disabled_from: p.disabledFrom,
    disabled_to: p.disabledTo,
    related_skus: p.relatedSkus,
    list_price_cents: pr.listPriceCents,
    discount_cents: pr.discountCents,
    excise_cents: pr.exciseCents,
    deposit_cents: pr.depositCents,
    vat_rate_bp: pr.vatRateBp,
    high_markets_discount_cents: pr.highMarketsDiscountCents,
    favourite: sql<boolean>`wi.sku is not null`,
  };
}

/** A product row as productJsonSql() builds it. */
export type ProductRow = RowOf<ReturnType<typeof productColumns>>;

const productJson = {
  it: precompiled(jsonObjectSql(productColumns('it'))),
  en: precompiled(jsonObjectSql(productColumns('en'))),
};

/** Every column a product page shows, as one JSON object (a ProductRow). */
export function productJsonSql(lang: CatalogueCaller['lang']): SQL {
  return productJson[lang];
}
