import {
  productLogistics,
  saleabilityOn,
  yourPriceCents,
  yourPriceTaxCents,
  type IsoDate,
  type UnitPrice,
} from '@spina/domain';
import { categoryUid, productUid } from './catalogue.ids';
import type { ProductParent } from './catalogue.mappers';
import type { ProductRow } from './catalogue.sql';

const euros = (cents: number) => cents / 100;
const CURRENCY = 'EUR';

/** The caller's unit price of a row, as the domain's price rules read it. */
export function unitPriceOf(row: ProductRow): UnitPrice {
  return {
    listPriceCents: row.list_price_cents,
    discountCents: row.discount_cents,
    highMarketsDiscountCents: row.high_markets_discount_cents,
    exciseCents: row.excise_cents,
    depositCents: row.deposit_cents,
    vatRateBp: row.vat_rate_bp,
  };
}

const flag = (value: boolean) => (value ? 1 : 0);

function priceRange(row: ProductRow, yourCents: number) {
  const regularCents = row.list_price_cents + row.excise_cents;
  const offCents = Math.max(0, regularCents - yourCents);
  const price = {
    regular_price: { value: euros(regularCents), currency: CURRENCY },
    final_price: { value: euros(yourCents), currency: CURRENCY },
    discount: {
      amount_off: euros(offCents),
      percent_off: regularCents > 0 ? Math.round((offCents / regularCents) * 10_000) / 100 : 0,
    },
  };
  return { minimum_price: price, maximum_price: price };
}

/**
 * A product as the wire shows it, priced and judged by the domain rules: your_price and your_price_tax
 * from the caller's price list, saleability on the delivery date, logistics from the packing facts.
 */
export function toProduct(row: ProductRow, deliveryDate: IsoDate): ProductParent {
  const price = unitPriceOf(row);
  const yourCents = yourPriceCents(price);
  const logistics = productLogistics({
    productsOnLayer: row.number_of_products_on_layer,
    itemsOnPallet: row.number_of_items_on_pallet,
    layersPerPallet: row.number_of_layers_per_pallet,
    itemsInBox: row.number_of_items_in_box,
    grossWeightG: row.gross_weight_g,
    volumeMl: row.volume_ml,
    netWeightG: row.net_weight_g,
    palletWeightKg: row.pallet_weight_kg,
  });
  const image = (url: string) => ({ url, label: row.catalog_product_name });
  return {
    uid: productUid(row.sku),
    sku: row.sku,
    name: row.name,
    catalog_product_name: row.catalog_product_name,
    url_key: row.url_key,
    url_path: row.category_url_path ? `${row.category_url_path}/${row.url_key}` : row.url_key,
    description: row.description === null ? null : { html: row.description },
    brand: row.brand_name,
    brand_id: row.brand_id,
    sub_brand: row.sub_brand,
    sap_sub_brand_code: row.sap_sub_brand_code,
    category_id: row.category_id,
    category_uid: row.category_id === null ? null : categoryUid(row.category_id),
    category_name: row.category_name,
    your_price: euros(yourCents),
    your_price_tax: euros(yourPriceTaxCents(price)),
    multi_deposit: euros(row.deposit_cents),
    excise: euros(row.excise_cents),
    vat_rate: row.vat_rate_bp / 100,
    high_markets_discount: euros(row.high_markets_discount_cents),
    price_range: priceRange(row, yourCents),
    promo: row.promo,
    favourites: flag(row.favourite),
    product_new: flag(row.product_new),
    product_last: flag(row.product_last),
    product_sale: flag(row.product_sale),
    product_seasonal: flag(row.product_seasonal),
    product_recommended: flag(row.product_recommended),
    packaging: row.packaging,
    packaging_enable: row.packaging_enable,
    material_type: row.material_type,
    product_type: row.product_type,
    volume: row.volume_ml / 1000,
    volume_ml: row.volume_ml,
    pack_format: row.pack_format,
    pack_material: row.pack_material,
    returnable_package: row.returnable_package,
    country_of_origin: row.country_of_origin,
    number_of_bottles_gabbie: row.number_of_bottles_gabbie,
    number_of_products_on_layer: row.number_of_products_on_layer,
    number_of_items_on_pallet: row.number_of_items_on_pallet,
    number_of_layers_per_pallet: row.number_of_layers_per_pallet,
    number_of_items_in_box: row.number_of_items_in_box,
    ean: row.ean,
    ean_ea: row.ean_ea,
    weight: logistics.weightKg,
    gross_weight: logistics.grossWeightKg,
    gross_weight_pallet: logistics.grossWeightPalletKg,
    technical: {
      package_dimensions: row.package_dimensions,
      pallet_dimensions: row.pallet_dimensions,
      pallet_weight: row.pallet_weight_kg,
    },
    shelf_life: row.shelf_life_days,
    hectolitres_per_case: logistics.hectolitresPerCase,
    hectolitres_per_pallet: logistics.hectolitresPerPallet,
    empties_sku: row.empties_sku,
    deliveryDate,
    saleability: saleabilityOn(
      { sellable: row.sellable, disabledFrom: row.disabled_from, disabledTo: row.disabled_to },
      deliveryDate,
    ),
    small_image: image(row.small_image_url),
    image: image(row.image_url),
    thumbnail: image(row.thumbnail_url),
    media_gallery: row.media_gallery.map((url, index) => ({
      url,
      label: row.catalog_product_name,
      position: index + 1,
    })),
    downloads: row.downloads.map((file) => ({ title: file.title, url: file.url, mime_type: file.mimeType })),
    features: {
      fermentation: row.features.fermentation ?? null,
      beer_type: row.features.beer_type ?? null,
      province: row.features.province ?? null,
      taste: row.features.taste ?? null,
      custom_color: row.features.custom_color ?? null,
      alcohol_content: row.features.alcohol_content ?? null,
      food_pairing: row.features.food_pairing ?? null,
      conservation_term: row.features.conservation_term ?? null,
      service_temperature: row.features.service_temperature ?? null,
    },
    related_skus: row.related_skus,
  };
}
