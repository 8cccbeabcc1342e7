/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Equality filter: one value (eq) or any of several (in). */
export type FilterEqualTypeInput = {
  eq?: string | null | undefined;
  in?: Array<string> | null | undefined;
};

/** Range filter in euros, VAT excluded. */
export type FilterRangeTypeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

/**
 * Filters of the products list (spec 2 §7). brand takes brand ids; category_id ids and category_uid uids
 * (a category includes its subcategories); filter_packaging and packaging packaging types; volume
 * millilitres; flags '1' (set) or '0'.
 */
export type ProductAttributeFilterInput = {
  brand?: FilterEqualTypeInput | null | undefined;
  category_id?: FilterEqualTypeInput | null | undefined;
  category_uid?: FilterEqualTypeInput | null | undefined;
  country_of_origin?: FilterEqualTypeInput | null | undefined;
  filter_packaging?: FilterEqualTypeInput | null | undefined;
  material_type?: FilterEqualTypeInput | null | undefined;
  pack_format?: FilterEqualTypeInput | null | undefined;
  packaging?: FilterEqualTypeInput | null | undefined;
  price?: FilterRangeTypeInput | null | undefined;
  product_last?: FilterEqualTypeInput | null | undefined;
  product_new?: FilterEqualTypeInput | null | undefined;
  product_recommended?: FilterEqualTypeInput | null | undefined;
  product_sale?: FilterEqualTypeInput | null | undefined;
  product_seasonal?: FilterEqualTypeInput | null | undefined;
  product_type?: FilterEqualTypeInput | null | undefined;
  sku?: FilterEqualTypeInput | null | undefined;
  sub_brand?: FilterEqualTypeInput | null | undefined;
  volume?: FilterEqualTypeInput | null | undefined;
};

/**
 * One sort field at a time (spec 2 §2): A-Z and Z-A are catalog_product_name ASC and DESC. Without a sort the
 * list is in recommended order (product_recommended ASC), or best match first when searching.
 */
export type ProductAttributeSortInput = {
  brand?: SortEnum | null | undefined;
  catalog_product_name?: SortEnum | null | undefined;
  packaging?: SortEnum | null | undefined;
  price?: SortEnum | null | undefined;
  product_recommended?: SortEnum | null | undefined;
  relevance?: SortEnum | null | undefined;
  volume?: SortEnum | null | undefined;
};

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { generateCustomerToken: { token: string } | null };

export type CatalogueWishlistSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueWishlistSummaryQuery = { customer: { wishlists: Array<{ id: string, items_count: number, items_v2: { shipto_item_count: number } }> } };

export type CatalogueWishlistPageQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type CatalogueWishlistPageQuery = { customer: { wishlists: Array<{ id: string, items_v2: { shipto_item_count: number, page_info: { page_size: number, total_pages: number, current_page: number }, items: Array<{ id: string, product: { uid: string, sku: string, name: string, catalog_product_name: string, your_price: number, your_price_tax: number, favourites: number, promo: string | null, product_new: number, product_last: number, product_sale: number, product_seasonal: number, product_recommended: number, packaging: string, packaging_enable: boolean, material_type: string, volume_ml: number, number_of_items_in_box: number, saleability: { sellable: boolean, disabled_from: string | null, disabled_to: string | null }, small_image: { url: string, label: string | null } } }> } }> } };

export type CatalogueWishlistItemIdsQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type CatalogueWishlistItemIdsQuery = { customer: { wishlists: Array<{ id: string, items_v2: { page_info: { total_pages: number }, items: Array<{ id: string, product: { sku: string } }> } }> } };

export type CatalogueAddToWishlistMutationVariables = Exact<{
  wishlistId: string | number;
  sku: string;
}>;


export type CatalogueAddToWishlistMutation = { addProductsToWishlist: { wishlist: { id: string } | null, user_errors: Array<{ code: string, message: string }> } };

export type CatalogueRemoveFromWishlistMutationVariables = Exact<{
  wishlistId: string | number;
  itemIds: Array<string | number> | string | number;
}>;


export type CatalogueRemoveFromWishlistMutation = { removeProductsFromWishlist: { wishlist: { id: string } | null, user_errors: Array<{ code: string, message: string }> } };

export type ProductCardFieldsFragment = { uid: string, sku: string, name: string, catalog_product_name: string, your_price: number, your_price_tax: number, favourites: number, promo: string | null, product_new: number, product_last: number, product_sale: number, product_seasonal: number, product_recommended: number, packaging: string, packaging_enable: boolean, material_type: string, volume_ml: number, number_of_items_in_box: number, saleability: { sellable: boolean, disabled_from: string | null, disabled_to: string | null }, small_image: { url: string, label: string | null } };

export type CatalogueProductDetailQueryVariables = Exact<{
  sku: string;
}>;


export type CatalogueProductDetailQuery = { productDetail: { brand: string | null, sub_brand: string | null, sap_sub_brand_code: string | null, category_name: string | null, multi_deposit: number, product_type: string, pack_format: string | null, pack_material: string | null, returnable_package: boolean, country_of_origin: string | null, number_of_products_on_layer: number, number_of_items_on_pallet: number, number_of_layers_per_pallet: number, ean: string | null, ean_ea: string | null, weight: number, gross_weight: number, gross_weight_pallet: number, shelf_life: number | null, hectolitres_per_case: number, hectolitres_per_pallet: number, uid: string, sku: string, name: string, catalog_product_name: string, your_price: number, your_price_tax: number, favourites: number, promo: string | null, product_new: number, product_last: number, product_sale: number, product_seasonal: number, product_recommended: number, packaging: string, packaging_enable: boolean, material_type: string, volume_ml: number, number_of_items_in_box: number, description: { html: string } | null, technical: { package_dimensions: string | null, pallet_dimensions: string | null, pallet_weight: number | null }, image: { url: string, label: string | null }, media_gallery: Array<{ url: string, label: string | null, position: number }>, downloads: Array<{ title: string, url: string, mime_type: string }>, features: { fermentation: string | null, beer_type: string | null, province: string | null, taste: string | null, custom_color: string | null, alcohol_content: string | null, food_pairing: string | null, conservation_term: string | null, service_temperature: string | null }, related_products: Array<{ uid: string, sku: string, name: string, catalog_product_name: string, your_price: number, your_price_tax: number, favourites: number, promo: string | null, product_new: number, product_last: number, product_sale: number, product_seasonal: number, product_recommended: number, packaging: string, packaging_enable: boolean, material_type: string, volume_ml: number, number_of_items_in_box: number, saleability: { sellable: boolean, disabled_from: string | null, disabled_to: string | null }, small_image: { url: string, label: string | null } }>, saleability: { sellable: boolean, disabled_from: string | null, disabled_to: string | null }, small_image: { url: string, label: string | null } } | null };

export type CatalogueAvailablePackagingQueryVariables = Exact<{
  sku: string;
  subBrandCode?: string | null | undefined;
}>;


export type CatalogueAvailablePackagingQuery = { getProductAvaliablePackaging: Array<{ sku: string, type: string, volume: number, title: string, your_price: number, your_price_tax: number }> };

export type CatalogueProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: ProductAttributeFilterInput | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
  currentPage: number;
  pageSize?: number | null | undefined;
}>;


export type CatalogueProductsQuery = { products: { total_count: number, items: Array<{ uid: string, sku: string, name: string, catalog_product_name: string, your_price: number, your_price_tax: number, favourites: number, promo: string | null, product_new: number, product_last: number, product_sale: number, product_seasonal: number, product_recommended: number, packaging: string, packaging_enable: boolean, material_type: string, volume_ml: number, number_of_items_in_box: number, saleability: { sellable: boolean, disabled_from: string | null, disabled_to: string | null }, small_image: { url: string, label: string | null } }>, aggregations: Array<{ attribute_code: string, label: string, count: number, options: Array<{ label: string, value: string, count: number }> }>, page_info: { page_size: number, total_pages: number, current_page: number } } };

export type CatalogueCategoryTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueCategoryTreeQuery = { categoryList: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number, children: Array<{ id: number, name: string, level: number }> }> }> };

export type CatalogueRecommendedProductsQueryVariables = Exact<{
  shipTo: string;
  selectedItem?: string | null | undefined;
  cartItems?: Array<string> | string | null | undefined;
}>;


export type CatalogueRecommendedProductsQuery = { recommendItems: { recItems: Array<{ productId: string, Priority: number, product: { uid: string, sku: string, name: string, catalog_product_name: string, your_price: number, your_price_tax: number, favourites: number, promo: string | null, product_new: number, product_last: number, product_sale: number, product_seasonal: number, product_recommended: number, packaging: string, packaging_enable: boolean, material_type: string, volume_ml: number, number_of_items_in_box: number, saleability: { sellable: boolean, disabled_from: string | null, disabled_to: string | null }, small_image: { url: string, label: string | null } } }> } };

export type CatalogueRecommendedFlagProductsQueryVariables = Exact<{
  pageSize: number;
}>;


export type CatalogueRecommendedFlagProductsQuery = { products: { items: Array<{ uid: string, sku: string, name: string, catalog_product_name: string, your_price: number, your_price_tax: number, favourites: number, promo: string | null, product_new: number, product_last: number, product_sale: number, product_seasonal: number, product_recommended: number, packaging: string, packaging_enable: boolean, material_type: string, volume_ml: number, number_of_items_in_box: number, saleability: { sellable: boolean, disabled_from: string | null, disabled_to: string | null }, small_image: { url: string, label: string | null } }> } };

export type SearchOverlayProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  pageSize: number;
}>;


export type SearchOverlayProductsQuery = { products: { total_count: number, items: Array<{ sku: string, name: string, catalog_product_name: string, your_price_tax: number, small_image: { url: string } }> } };

export type PortalConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalConfigQuery = { getPortalConfig: { maintenance: boolean, banner_rotation: number, holidays: Array<Array<string>>, sections: Array<{ label: string, value: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ProductCardFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const CatalogueWishlistSummaryDocument = new TypedDocumentString(`
    query CatalogueWishlistSummary {
  customer {
    wishlists(pageSize: 1) {
      id
      items_count
      items_v2 {
        shipto_item_count
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueWishlistSummaryQuery, CatalogueWishlistSummaryQueryVariables>;
export const CatalogueWishlistPageDocument = new TypedDocumentString(`
    query CatalogueWishlistPage($currentPage: Int!, $pageSize: Int!) {
  customer {
    wishlists(currentPage: $currentPage, pageSize: $pageSize) {
      id
      items_v2 {
        shipto_item_count
        page_info {
          page_size
          total_pages
          current_page
        }
        items {
          id
          product {
            ...ProductCardFields
          }
        }
      }
    }
  }
}
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
}`) as unknown as TypedDocumentString<CatalogueWishlistPageQuery, CatalogueWishlistPageQueryVariables>;
export const CatalogueWishlistItemIdsDocument = new TypedDocumentString(`
    query CatalogueWishlistItemIds($currentPage: Int!, $pageSize: Int!) {
  customer {
    wishlists(currentPage: $currentPage, pageSize: $pageSize) {
      id
      items_v2 {
        page_info {
          total_pages
        }
        items {
          id
          product {
            sku
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueWishlistItemIdsQuery, CatalogueWishlistItemIdsQueryVariables>;
export const CatalogueAddToWishlistDocument = new TypedDocumentString(`
    mutation CatalogueAddToWishlist($wishlistId: ID!, $sku: String!) {
  addProductsToWishlist(
    wishlistId: $wishlistId
    wishlistItems: [{sku: $sku, quantity: 1}]
  ) {
    wishlist {
      id
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueAddToWishlistMutation, CatalogueAddToWishlistMutationVariables>;
export const CatalogueRemoveFromWishlistDocument = new TypedDocumentString(`
    mutation CatalogueRemoveFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
    wishlist {
      id
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueRemoveFromWishlistMutation, CatalogueRemoveFromWishlistMutationVariables>;
export const CatalogueProductDetailDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<CatalogueProductDetailQuery, CatalogueProductDetailQueryVariables>;
export const CatalogueAvailablePackagingDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<CatalogueAvailablePackagingQuery, CatalogueAvailablePackagingQueryVariables>;
export const CatalogueProductsDocument = new TypedDocumentString(`
    query CatalogueProducts($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $currentPage: Int!, $pageSize: Int) {
  products(
    search: $search
    filter: $filter
    sort: $sort
    currentPage: $currentPage
    pageSize: $pageSize
  ) {
    total_count
    items {
      ...ProductCardFields
    }
    aggregations {
      attribute_code
      label
      count
      options {
        label
        value
        count
      }
    }
    page_info {
      page_size
      total_pages
      current_page
    }
  }
}
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
}`) as unknown as TypedDocumentString<CatalogueProductsQuery, CatalogueProductsQueryVariables>;
export const CatalogueCategoryTreeDocument = new TypedDocumentString(`
    query CatalogueCategoryTree {
  categoryList {
    id
    name
    level
    children {
      id
      name
      level
      children {
        id
        name
        level
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueCategoryTreeQuery, CatalogueCategoryTreeQueryVariables>;
export const CatalogueRecommendedProductsDocument = new TypedDocumentString(`
    query CatalogueRecommendedProducts($shipTo: String!, $selectedItem: String, $cartItems: [String!]) {
  recommendItems(
    shipTo: $shipTo
    selectedItem: $selectedItem
    cartItems: $cartItems
  ) {
    recItems {
      productId
      Priority
      product {
        ...ProductCardFields
      }
    }
  }
}
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
}`) as unknown as TypedDocumentString<CatalogueRecommendedProductsQuery, CatalogueRecommendedProductsQueryVariables>;
export const CatalogueRecommendedFlagProductsDocument = new TypedDocumentString(`
    query CatalogueRecommendedFlagProducts($pageSize: Int!) {
  products(
    filter: {product_recommended: {eq: "1"}}
    currentPage: 1
    pageSize: $pageSize
  ) {
    items {
      ...ProductCardFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<CatalogueRecommendedFlagProductsQuery, CatalogueRecommendedFlagProductsQueryVariables>;
export const SearchOverlayProductsDocument = new TypedDocumentString(`
    query SearchOverlayProducts($search: String, $pageSize: Int!) {
  products(search: $search, currentPage: 1, pageSize: $pageSize) {
    total_count
    items {
      sku
      name
      catalog_product_name
      your_price_tax
      small_image {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchOverlayProductsQuery, SearchOverlayProductsQueryVariables>;
export const PortalConfigDocument = new TypedDocumentString(`
    query PortalConfig {
  getPortalConfig {
    maintenance
    banner_rotation
    holidays
    sections {
      label
      value
    }
  }
}
    `) as unknown as TypedDocumentString<PortalConfigQuery, PortalConfigQueryVariables>;