import { sql, type SQL } from 'drizzle-orm';
import type { Localized } from '../../db/schema';
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

/** The localized text of a JSON column, Italian when the language is missing. */
export const localizedSql = (column: SQL, lang: keyof Localized) =>
  sql`coalesce(${column}->>${lang}, ${column}->>'it')`;

/** Every column a product page shows, as one JSON object over `p`, `pr`, `wi`, `br`, `c1`. */
export function productJsonSql(lang: CatalogueCaller['lang']): SQL {
  // Two objects joined: a function takes at most 100 arguments.
  return sql`(jsonb_build_object(
    'sku', p.sku, 'name', p.name, 'catalog_product_name', p.catalog_product_name,
    'description', ${localizedSql(sql`p.description`, lang)}, 'brand_id', p.brand_id, 'brand_name', br.name,
    'sub_brand', p.sub_brand, 'sap_sub_brand_code', p.sap_sub_brand_code,
    'category_id', p.category_id, 'category_name', ${localizedSql(sql`c1.name`, lang)}, 'category_url_path', c1.url_path,
    'packaging', p.packaging, 'packaging_enable', p.packaging_enable, 'material_type', p.material_type,
    'product_type', p.product_type, 'volume_ml', p.volume_ml, 'pack_format', p.pack_format,
    'pack_material', p.pack_material, 'returnable_package', p.returnable_package,
    'country_of_origin', p.country_of_origin, 'product_new', p.product_new, 'product_last', p.product_last,
    'product_sale', p.product_sale, 'product_seasonal', p.product_seasonal,
    'product_recommended', p.product_recommended, 'promo', p.promo,
    'number_of_bottles_gabbie', p.number_of_bottles_gabbie,
    'number_of_products_on_layer', p.number_of_products_on_layer,
    'number_of_items_on_pallet', p.number_of_items_on_pallet,
    'number_of_layers_per_pallet', p.number_of_layers_per_pallet,
    'number_of_items_in_box', p.number_of_items_in_box, 'ean', p.ean, 'ean_ea', p.ean_ea,
    'net_weight_g', p.net_weight_g, 'gross_weight_g', p.gross_weight_g,
    'package_dimensions', p.package_dimensions, 'pallet_dimensions', p.pallet_dimensions,
    'pallet_weight_kg', p.pallet_weight_kg, 'shelf_life_days', p.shelf_life_days, 'url_key', p.url_key,
    'image_url', p.image_url, 'small_image_url', p.small_image_url, 'thumbnail_url', p.thumbnail_url,
    'media_gallery', p.media_gallery, 'downloads', p.downloads, 'features', p.features,
    'empties_sku', p.empties_sku) || jsonb_build_object('sellable', p.sellable, 'disabled_from', p.disabled_from,
    'disabled_to', p.disabled_to, 'related_skus', p.related_skus,
    'list_price_cents', pr.list_price_cents, 'discount_cents', pr.discount_cents,
    'excise_cents', pr.excise_cents, 'deposit_cents', pr.deposit_cents, 'vat_rate_bp', pr.vat_rate_bp,
    'high_markets_discount_cents', pr.high_markets_discount_cents, 'favourite', wi.sku is not null))`;
}

/** A product row as productJsonSql() builds it. */
export type ProductRow = {
  sku: string;
  name: string;
  catalog_product_name: string;
  description: string | null;
  brand_id: string | null;
  brand_name: string | null;
  sub_brand: string | null;
  sap_sub_brand_code: string | null;
  category_id: number | null;
  category_name: string | null;
  category_url_path: string | null;
  packaging: string;
  packaging_enable: boolean;
  material_type: string;
  product_type: string;
  volume_ml: number;
  pack_format: string | null;
  pack_material: string | null;
  returnable_package: boolean;
  country_of_origin: string | null;
  product_new: boolean;
  product_last: boolean;
  product_sale: boolean;
  product_seasonal: boolean;
  product_recommended: boolean;
  promo: string | null;
  number_of_bottles_gabbie: number;
  number_of_products_on_layer: number;
  number_of_items_on_pallet: number;
  number_of_layers_per_pallet: number;
  number_of_items_in_box: number;
  ean: string | null;
  ean_ea: string | null;
  net_weight_g: number;
  gross_weight_g: number;
  package_dimensions: string | null;
  pallet_dimensions: string | null;
  pallet_weight_kg: number | null;
  shelf_life_days: number | null;
  url_key: string;
  image_url: string;
  small_image_url: string;
  thumbnail_url: string;
  media_gallery: string[];
  downloads: Array<{ title: string; url: string; mimeType: string }>;
  features: Record<string, string>;
  empties_sku: string | null;
  sellable: boolean;
  disabled_from: string | null;
  disabled_to: string | null;
  related_skus: string[];
  list_price_cents: number;
  discount_cents: number;
  excise_cents: number;
  deposit_cents: number;
  vat_rate_bp: number;
  high_markets_discount_cents: number;
  favourite: boolean;
};
