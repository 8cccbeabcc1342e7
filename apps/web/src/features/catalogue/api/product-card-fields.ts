import { graphql } from '../../../gql';
import type { ProductCardFieldsFragment as ProductCardFields } from '../../../gql/graphql';

/**
 * What a product card shows (lists, related products, favourites, recommendations): every document that lists
 * products for cards spreads this fragment, so the card's fields are chosen in one place.
 */
export const ProductCardFieldsFragment = graphql(`
  fragment ProductCardFields on Product {
    uid
    sku
    name
    catalog_product_name
    your_price
    your_price_tax
    favourites
    promo
    product_new
    product_last
    product_sale
    product_seasonal
    product_recommended
    packaging
    packaging_enable
    material_type
    volume_ml
    number_of_items_in_box
    saleability {
      sellable
      disabled_from
      disabled_to
    }
    small_image {
      url
      label
    }
  }
`);

/** A product as a card shows it. */
export type ProductCardData = ProductCardFields;
