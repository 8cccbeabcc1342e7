/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SignIn($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query CatalogueWishlistSummary {\n    customer {\n      wishlists(pageSize: 1) {\n        id\n        items_count\n        items_v2 {\n          shipto_item_count\n        }\n      }\n    }\n  }\n": typeof types.CatalogueWishlistSummaryDocument,
    "\n  query CatalogueWishlistPage($currentPage: Int!, $pageSize: Int!) {\n    customer {\n      wishlists(currentPage: $currentPage, pageSize: $pageSize) {\n        id\n        items_v2 {\n          shipto_item_count\n          page_info {\n            page_size\n            total_pages\n            current_page\n          }\n          items {\n            id\n            product {\n              ...ProductCardFields\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CatalogueWishlistPageDocument,
    "\n  query CatalogueWishlistItemIds($currentPage: Int!, $pageSize: Int!) {\n    customer {\n      wishlists(currentPage: $currentPage, pageSize: $pageSize) {\n        id\n        items_v2 {\n          page_info {\n            total_pages\n          }\n          items {\n            id\n            product {\n              sku\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CatalogueWishlistItemIdsDocument,
    "\n  mutation CatalogueAddToWishlist($wishlistId: ID!, $sku: String!) {\n    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [{ sku: $sku, quantity: 1 }]) {\n      wishlist {\n        id\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CatalogueAddToWishlistDocument,
    "\n  mutation CatalogueRemoveFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {\n    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {\n      wishlist {\n        id\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CatalogueRemoveFromWishlistDocument,
    "\n  fragment ProductCardFields on Product {\n    uid\n    sku\n    name\n    catalog_product_name\n    your_price\n    your_price_tax\n    favourites\n    promo\n    product_new\n    product_last\n    product_sale\n    product_seasonal\n    product_recommended\n    packaging\n    packaging_enable\n    material_type\n    volume_ml\n    number_of_items_in_box\n    saleability {\n      sellable\n      disabled_from\n      disabled_to\n    }\n    small_image {\n      url\n      label\n    }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query CatalogueProductDetail($sku: String!) {\n    productDetail(sku: $sku) {\n      ...ProductCardFields\n      description {\n        html\n      }\n      brand\n      sub_brand\n      sap_sub_brand_code\n      category_name\n      multi_deposit\n      product_type\n      pack_format\n      pack_material\n      returnable_package\n      country_of_origin\n      number_of_products_on_layer\n      number_of_items_on_pallet\n      number_of_layers_per_pallet\n      ean\n      ean_ea\n      weight\n      gross_weight\n      gross_weight_pallet\n      technical {\n        package_dimensions\n        pallet_dimensions\n        pallet_weight\n      }\n      shelf_life\n      hectolitres_per_case\n      hectolitres_per_pallet\n      image {\n        url\n        label\n      }\n      media_gallery {\n        url\n        label\n        position\n      }\n      downloads {\n        title\n        url\n        mime_type\n      }\n      features {\n        fermentation\n        beer_type\n        province\n        taste\n        custom_color\n        alcohol_content\n        food_pairing\n        conservation_term\n        service_temperature\n      }\n      related_products {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.CatalogueProductDetailDocument,
    "\n  query CatalogueAvailablePackaging($sku: String!, $subBrandCode: String) {\n    getProductAvaliablePackaging(sku: $sku, sap_sub_brand_code: $subBrandCode) {\n      sku\n      type\n      volume\n      title\n      your_price\n      your_price_tax\n    }\n  }\n": typeof types.CatalogueAvailablePackagingDocument,
    "\n  query CatalogueProducts(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $currentPage: Int!\n    $pageSize: Int\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, currentPage: $currentPage, pageSize: $pageSize) {\n      total_count\n      items {\n        ...ProductCardFields\n      }\n      aggregations {\n        attribute_code\n        label\n        count\n        options {\n          label\n          value\n          count\n        }\n      }\n      page_info {\n        page_size\n        total_pages\n        current_page\n      }\n    }\n  }\n": typeof types.CatalogueProductsDocument,
    "\n  query CatalogueCategoryTree {\n    categoryList {\n      id\n      name\n      level\n      children {\n        id\n        name\n        level\n        children {\n          id\n          name\n          level\n        }\n      }\n    }\n  }\n": typeof types.CatalogueCategoryTreeDocument,
    "\n  query CatalogueRecommendedProducts($shipTo: String!, $selectedItem: String, $cartItems: [String!]) {\n    recommendItems(shipTo: $shipTo, selectedItem: $selectedItem, cartItems: $cartItems) {\n      recItems {\n        productId\n        Priority\n        product {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n": typeof types.CatalogueRecommendedProductsDocument,
    "\n  query CatalogueRecommendedFlagProducts($pageSize: Int!) {\n    products(filter: { product_recommended: { eq: \"1\" } }, currentPage: 1, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.CatalogueRecommendedFlagProductsDocument,
    "\n  query SearchOverlayProducts($search: String, $pageSize: Int!) {\n    products(search: $search, currentPage: 1, pageSize: $pageSize) {\n      total_count\n      items {\n        sku\n        name\n        catalog_product_name\n        your_price_tax\n        small_image {\n          url\n        }\n      }\n    }\n  }\n": typeof types.SearchOverlayProductsDocument,
    "\n  query PortalConfig {\n    getPortalConfig {\n      maintenance\n      banner_rotation\n      holidays\n      sections {\n        label\n        value\n      }\n    }\n  }\n": typeof types.PortalConfigDocument,
};
const documents: Documents = {
    "\n  mutation SignIn($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n": types.SignInDocument,
    "\n  query CatalogueWishlistSummary {\n    customer {\n      wishlists(pageSize: 1) {\n        id\n        items_count\n        items_v2 {\n          shipto_item_count\n        }\n      }\n    }\n  }\n": types.CatalogueWishlistSummaryDocument,
    "\n  query CatalogueWishlistPage($currentPage: Int!, $pageSize: Int!) {\n    customer {\n      wishlists(currentPage: $currentPage, pageSize: $pageSize) {\n        id\n        items_v2 {\n          shipto_item_count\n          page_info {\n            page_size\n            total_pages\n            current_page\n          }\n          items {\n            id\n            product {\n              ...ProductCardFields\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CatalogueWishlistPageDocument,
    "\n  query CatalogueWishlistItemIds($currentPage: Int!, $pageSize: Int!) {\n    customer {\n      wishlists(currentPage: $currentPage, pageSize: $pageSize) {\n        id\n        items_v2 {\n          page_info {\n            total_pages\n          }\n          items {\n            id\n            product {\n              sku\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CatalogueWishlistItemIdsDocument,
    "\n  mutation CatalogueAddToWishlist($wishlistId: ID!, $sku: String!) {\n    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [{ sku: $sku, quantity: 1 }]) {\n      wishlist {\n        id\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": types.CatalogueAddToWishlistDocument,
    "\n  mutation CatalogueRemoveFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {\n    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {\n      wishlist {\n        id\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": types.CatalogueRemoveFromWishlistDocument,
    "\n  fragment ProductCardFields on Product {\n    uid\n    sku\n    name\n    catalog_product_name\n    your_price\n    your_price_tax\n    favourites\n    promo\n    product_new\n    product_last\n    product_sale\n    product_seasonal\n    product_recommended\n    packaging\n    packaging_enable\n    material_type\n    volume_ml\n    number_of_items_in_box\n    saleability {\n      sellable\n      disabled_from\n      disabled_to\n    }\n    small_image {\n      url\n      label\n    }\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query CatalogueProductDetail($sku: String!) {\n    productDetail(sku: $sku) {\n      ...ProductCardFields\n      description {\n        html\n      }\n      brand\n      sub_brand\n      sap_sub_brand_code\n      category_name\n      multi_deposit\n      product_type\n      pack_format\n      pack_material\n      returnable_package\n      country_of_origin\n      number_of_products_on_layer\n      number_of_items_on_pallet\n      number_of_layers_per_pallet\n      ean\n      ean_ea\n      weight\n      gross_weight\n      gross_weight_pallet\n      technical {\n        package_dimensions\n        pallet_dimensions\n        pallet_weight\n      }\n      shelf_life\n      hectolitres_per_case\n      hectolitres_per_pallet\n      image {\n        url\n        label\n      }\n      media_gallery {\n        url\n        label\n        position\n      }\n      downloads {\n        title\n        url\n        mime_type\n      }\n      features {\n        fermentation\n        beer_type\n        province\n        taste\n        custom_color\n        alcohol_content\n        food_pairing\n        conservation_term\n        service_temperature\n      }\n      related_products {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.CatalogueProductDetailDocument,
    "\n  query CatalogueAvailablePackaging($sku: String!, $subBrandCode: String) {\n    getProductAvaliablePackaging(sku: $sku, sap_sub_brand_code: $subBrandCode) {\n      sku\n      type\n      volume\n      title\n      your_price\n      your_price_tax\n    }\n  }\n": types.CatalogueAvailablePackagingDocument,
    "\n  query CatalogueProducts(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $currentPage: Int!\n    $pageSize: Int\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, currentPage: $currentPage, pageSize: $pageSize) {\n      total_count\n      items {\n        ...ProductCardFields\n      }\n      aggregations {\n        attribute_code\n        label\n        count\n        options {\n          label\n          value\n          count\n        }\n      }\n      page_info {\n        page_size\n        total_pages\n        current_page\n      }\n    }\n  }\n": types.CatalogueProductsDocument,
    "\n  query CatalogueCategoryTree {\n    categoryList {\n      id\n      name\n      level\n      children {\n        id\n        name\n        level\n        children {\n          id\n          name\n          level\n        }\n      }\n    }\n  }\n": types.CatalogueCategoryTreeDocument,
    "\n  query CatalogueRecommendedProducts($shipTo: String!, $selectedItem: String, $cartItems: [String!]) {\n    recommendItems(shipTo: $shipTo, selectedItem: $selectedItem, cartItems: $cartItems) {\n      recItems {\n        productId\n        Priority\n        product {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n": types.CatalogueRecommendedProductsDocument,
    "\n  query CatalogueRecommendedFlagProducts($pageSize: Int!) {\n    products(filter: { product_recommended: { eq: \"1\" } }, currentPage: 1, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.CatalogueRecommendedFlagProductsDocument,
    "\n  query SearchOverlayProducts($search: String, $pageSize: Int!) {\n    products(search: $search, currentPage: 1, pageSize: $pageSize) {\n      total_count\n      items {\n        sku\n        name\n        catalog_product_name\n        your_price_tax\n        small_image {\n          url\n        }\n      }\n    }\n  }\n": types.SearchOverlayProductsDocument,
    "\n  query PortalConfig {\n    getPortalConfig {\n      maintenance\n      banner_rotation\n      holidays\n      sections {\n        label\n        value\n      }\n    }\n  }\n": types.PortalConfigDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueWishlistSummary {\n    customer {\n      wishlists(pageSize: 1) {\n        id\n        items_count\n        items_v2 {\n          shipto_item_count\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueWishlistSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueWishlistPage($currentPage: Int!, $pageSize: Int!) {\n    customer {\n      wishlists(currentPage: $currentPage, pageSize: $pageSize) {\n        id\n        items_v2 {\n          shipto_item_count\n          page_info {\n            page_size\n            total_pages\n            current_page\n          }\n          items {\n            id\n            product {\n              ...ProductCardFields\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueWishlistPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueWishlistItemIds($currentPage: Int!, $pageSize: Int!) {\n    customer {\n      wishlists(currentPage: $currentPage, pageSize: $pageSize) {\n        id\n        items_v2 {\n          page_info {\n            total_pages\n          }\n          items {\n            id\n            product {\n              sku\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueWishlistItemIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueAddToWishlist($wishlistId: ID!, $sku: String!) {\n    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [{ sku: $sku, quantity: 1 }]) {\n      wishlist {\n        id\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueAddToWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogueRemoveFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {\n    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {\n      wishlist {\n        id\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueRemoveFromWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    uid\n    sku\n    name\n    catalog_product_name\n    your_price\n    your_price_tax\n    favourites\n    promo\n    product_new\n    product_last\n    product_sale\n    product_seasonal\n    product_recommended\n    packaging\n    packaging_enable\n    material_type\n    volume_ml\n    number_of_items_in_box\n    saleability {\n      sellable\n      disabled_from\n      disabled_to\n    }\n    small_image {\n      url\n      label\n    }\n  }\n"): typeof import('./graphql').ProductCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueProductDetail($sku: String!) {\n    productDetail(sku: $sku) {\n      ...ProductCardFields\n      description {\n        html\n      }\n      brand\n      sub_brand\n      sap_sub_brand_code\n      category_name\n      multi_deposit\n      product_type\n      pack_format\n      pack_material\n      returnable_package\n      country_of_origin\n      number_of_products_on_layer\n      number_of_items_on_pallet\n      number_of_layers_per_pallet\n      ean\n      ean_ea\n      weight\n      gross_weight\n      gross_weight_pallet\n      technical {\n        package_dimensions\n        pallet_dimensions\n        pallet_weight\n      }\n      shelf_life\n      hectolitres_per_case\n      hectolitres_per_pallet\n      image {\n        url\n        label\n      }\n      media_gallery {\n        url\n        label\n        position\n      }\n      downloads {\n        title\n        url\n        mime_type\n      }\n      features {\n        fermentation\n        beer_type\n        province\n        taste\n        custom_color\n        alcohol_content\n        food_pairing\n        conservation_term\n        service_temperature\n      }\n      related_products {\n        ...ProductCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueProductDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueAvailablePackaging($sku: String!, $subBrandCode: String) {\n    getProductAvaliablePackaging(sku: $sku, sap_sub_brand_code: $subBrandCode) {\n      sku\n      type\n      volume\n      title\n      your_price\n      your_price_tax\n    }\n  }\n"): typeof import('./graphql').CatalogueAvailablePackagingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueProducts(\n    $search: String\n    $filter: ProductAttributeFilterInput\n    $sort: ProductAttributeSortInput\n    $currentPage: Int!\n    $pageSize: Int\n  ) {\n    products(search: $search, filter: $filter, sort: $sort, currentPage: $currentPage, pageSize: $pageSize) {\n      total_count\n      items {\n        ...ProductCardFields\n      }\n      aggregations {\n        attribute_code\n        label\n        count\n        options {\n          label\n          value\n          count\n        }\n      }\n      page_info {\n        page_size\n        total_pages\n        current_page\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueCategoryTree {\n    categoryList {\n      id\n      name\n      level\n      children {\n        id\n        name\n        level\n        children {\n          id\n          name\n          level\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueCategoryTreeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueRecommendedProducts($shipTo: String!, $selectedItem: String, $cartItems: [String!]) {\n    recommendItems(shipTo: $shipTo, selectedItem: $selectedItem, cartItems: $cartItems) {\n      recItems {\n        productId\n        Priority\n        product {\n          ...ProductCardFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueRecommendedProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueRecommendedFlagProducts($pageSize: Int!) {\n    products(filter: { product_recommended: { eq: \"1\" } }, currentPage: 1, pageSize: $pageSize) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueRecommendedFlagProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchOverlayProducts($search: String, $pageSize: Int!) {\n    products(search: $search, currentPage: 1, pageSize: $pageSize) {\n      total_count\n      items {\n        sku\n        name\n        catalog_product_name\n        your_price_tax\n        small_image {\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchOverlayProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalConfig {\n    getPortalConfig {\n      maintenance\n      banner_rotation\n      holidays\n      sections {\n        label\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').PortalConfigDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
