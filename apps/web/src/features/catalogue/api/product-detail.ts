import { graphql } from '../../../gql';
import type { CatalogueAvailablePackagingQuery, CatalogueProductDetailQuery } from '../../../gql/graphql';
import { loadOperation, useCachedProductQuery } from './cached-product-query';
import { useCatalogueScope } from './catalogue-scope';

/** One product with every detail field (spec 2 §2 product detail, §3 full detail). */
export const ProductDetailDocument = graphql(`
  query CatalogueProductDetail($sku: String!) {
    productDetail(sku: $sku) {
      ...ProductCardFields
      description {
        html
      }
      brand
      sub_brand
      sap_sub_brand_code
      category_name
      multi_deposit
      product_type
      pack_format
      pack_material
      returnable_package
      country_of_origin
      number_of_products_on_layer
      number_of_items_on_pallet
      number_of_layers_per_pallet
      ean
      ean_ea
      weight
      gross_weight
      gross_weight_pallet
      technical {
        package_dimensions
        pallet_dimensions
        pallet_weight
      }
      shelf_life
      hectolitres_per_case
      hectolitres_per_pallet
      image {
        url
        label
      }
      media_gallery {
        url
        label
        position
      }
      downloads {
        title
        url
        mime_type
      }
      features {
        fermentation
        beer_type
        province
        taste
        custom_color
        alcohol_content
        food_pairing
        conservation_term
        service_temperature
      }
      related_products {
        ...ProductCardFields
      }
    }
  }
`);

/** The other packagings of the same beer, priced for the ship-to (spec 2 §7 getProductAvaliablePackaging). */
export const AvailablePackagingDocument = graphql(`
  query CatalogueAvailablePackaging($sku: String!, $subBrandCode: String) {
    getProductAvaliablePackaging(sku: $sku, sap_sub_brand_code: $subBrandCode) {
      sku
      type
      volume
      title
      your_price
      your_price_tax
    }
  }
`);

/** A product with every detail field. */
export type ProductDetail = NonNullable<CatalogueProductDetailQuery['productDetail']>;
/** Another packaging of the same beer. */
export type AvailablePackaging = CatalogueAvailablePackagingQuery['getProductAvaliablePackaging'][number];

/** The product page's product for the current ship-to: null when its price list does not hold the sku. */
export function useProductDetail(sku: string) {
  const scope = useCatalogueScope();
  const variables = { sku };
  return useCachedProductQuery({
    scope,
    name: 'detail',
    variables,
    load: loadOperation(ProductDetailDocument, variables),
    enabled: sku !== '',
  });
}

/** The packagings of the product's beer with their prices (spec 2 §2 packaging options). */
export function useAvailablePackaging(sku: string, subBrandCode: string | null, enabled: boolean) {
  const scope = useCatalogueScope();
  const variables = { sku, subBrandCode };
  return useCachedProductQuery({
    scope,
    name: 'packaging',
    variables,
    load: loadOperation(AvailablePackagingDocument, variables),
    enabled,
  });
}
