/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What to do with what the cart already holds (spec 2 §4): add to it, or start new discarding or saving it. */
export type CartConflictMode =
  | 'CONTINUE'
  | 'START_NEW'
  | 'START_NEW_SAVE';

/** Empties the buyer returns with a beer order: the quantity replaces the previous one; 0 removes the line. */
export type CartEmptiesInput = {
  qty: number;
  sku: string;
};

/**
 * A product to add (spec 2 §7). quantity (loose sales units), number_of_layer and number_of_pallet are added to
 * the line: whole numbers from 0, at most 10 digits (spec 2 §5); a counter the configuration does not offer for
 * this product must be 0.
 */
export type CartItemInput = {
  number_of_layer?: number | null | undefined;
  number_of_pallet?: number | null | undefined;
  quantity?: number | null | undefined;
  selected_options?: Array<string | number> | null | undefined;
  sku: string;
};

/** New counters of a line; a line whose counters are all 0 is removed. */
export type CartItemUpdateInput = {
  cart_item_id: string | number;
  number_of_layer?: number | null | undefined;
  number_of_packages?: number | null | undefined;
  number_of_pallet?: number | null | undefined;
};

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

export type PlaceOrderInput = {
  accept_guidelines: boolean;
  /** Both must be true to order (spec 3 §5). */
  accept_master_purchase_agreement: boolean;
  cart_id: string;
  customerordernumber?: string | null | undefined;
  notefordriver?: string | null | undefined;
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

/** One pasted or uploaded line of a quick order (item 6): a sku or EAN, a quantity and its unit. */
export type QuickOrderLineInput = {
  /** Sku, EAN or consumer-unit EAN. */
  code: string;
  /** The line number in the pasted text or file, echoed in the report. */
  line: number;
  /** The quantity as typed; it must be a whole number from 1, at most 10 digits. */
  quantity: string;
  /** units | layers | pallets (Italian and English names and their first letters are read too). */
  unit: string;
};

export type RemoveItemFromCartInput = {
  cart_id: string;
  cart_item_id: string | number;
};

/** Filters of the saved orders list: the day saved (YYYY-MM-DD, both ends included) and a part of the name. */
export type SavedOrderFilterInput = {
  date_from?: string | null | undefined;
  date_to?: string | null | undefined;
  name?: string | null | undefined;
};

/** saved_order_date (default), name, total or total_qty; ASC or DESC (default DESC). */
export type SavedOrderSortInput = {
  direction?: string | null | undefined;
  field?: string | null | undefined;
};

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type UpdateCartItemsInput = {
  cart_id: string;
  cart_items: Array<CartItemUpdateInput>;
};

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { generateCustomerToken: { token: string } | null };

export type CartChangeFragment = { cart: { id: string, ship_to_id: string, total_quantity: number, note_for_driver: string | null, customer_order_number: string | null, delivery_method: string, delivery_date: string | null, shipmentId: number, items: Array<{ id: string, quantity_total: number, number_of_packages: number, number_of_layer: number, number_of_layer_total: number, number_of_pallet: number, weight: number, product: { sku: string, name: string, catalog_product_name: string, material_type: string, packaging_enable: boolean, small_image: { url: string } }, counters: { units: boolean, layers: boolean, pallets: boolean, pallet_minimum: number }, prices: { price: { value: number }, row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, number_of_bottles_gabbie: number, deposit: number, kind: string }>, prices: { grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, flexible_delivery_discount: { value: number }, transport_discount: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } }, progress_bar_data: { isFullTruck: boolean, iMaximumOrderPallet: number, iMaximumOrderWeight: number, iMaximumOrderCash: number, sOutletDeliveryMethod: string, iTotalCartWeight: number, iTotalCartPalletQty: number, iTotalCartHectolitres: number, state: string, message: string | null, percent: number, cash_percent: number } }, user_errors: Array<{ code: string, message: string, sku: string | null }> };

export type CartTruckFillQueryVariables = Exact<{
  cartId: string;
}>;


export type CartTruckFillQuery = { truckFill: { target: string | null, gap_weight: number, gap_layers: number, gap_pallets: number, headroom_weight: number, headroom_pallets: number, suggestions: Array<{ sku: string, name: string, source: string, number_of_layer: number, number_of_pallet: number, weight: number, reaches_target: boolean, image: { url: string } }> } };

export type CartAddProductsMutationVariables = Exact<{
  cartId: string;
  items: Array<CartItemInput> | CartItemInput;
}>;


export type CartAddProductsMutation = { addProductsToCart: { cart: { id: string, ship_to_id: string, total_quantity: number, note_for_driver: string | null, customer_order_number: string | null, delivery_method: string, delivery_date: string | null, shipmentId: number, items: Array<{ id: string, quantity_total: number, number_of_packages: number, number_of_layer: number, number_of_layer_total: number, number_of_pallet: number, weight: number, product: { sku: string, name: string, catalog_product_name: string, material_type: string, packaging_enable: boolean, small_image: { url: string } }, counters: { units: boolean, layers: boolean, pallets: boolean, pallet_minimum: number }, prices: { price: { value: number }, row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, number_of_bottles_gabbie: number, deposit: number, kind: string }>, prices: { grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, flexible_delivery_discount: { value: number }, transport_discount: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } }, progress_bar_data: { isFullTruck: boolean, iMaximumOrderPallet: number, iMaximumOrderWeight: number, iMaximumOrderCash: number, sOutletDeliveryMethod: string, iTotalCartWeight: number, iTotalCartPalletQty: number, iTotalCartHectolitres: number, state: string, message: string | null, percent: number, cash_percent: number } }, user_errors: Array<{ code: string, message: string, sku: string | null }> } };

export type CartUpdateItemsMutationVariables = Exact<{
  input: UpdateCartItemsInput;
}>;


export type CartUpdateItemsMutation = { updateCartItems: { cart: { id: string, ship_to_id: string, total_quantity: number, note_for_driver: string | null, customer_order_number: string | null, delivery_method: string, delivery_date: string | null, shipmentId: number, items: Array<{ id: string, quantity_total: number, number_of_packages: number, number_of_layer: number, number_of_layer_total: number, number_of_pallet: number, weight: number, product: { sku: string, name: string, catalog_product_name: string, material_type: string, packaging_enable: boolean, small_image: { url: string } }, counters: { units: boolean, layers: boolean, pallets: boolean, pallet_minimum: number }, prices: { price: { value: number }, row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, number_of_bottles_gabbie: number, deposit: number, kind: string }>, prices: { grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, flexible_delivery_discount: { value: number }, transport_discount: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } }, progress_bar_data: { isFullTruck: boolean, iMaximumOrderPallet: number, iMaximumOrderWeight: number, iMaximumOrderCash: number, sOutletDeliveryMethod: string, iTotalCartWeight: number, iTotalCartPalletQty: number, iTotalCartHectolitres: number, state: string, message: string | null, percent: number, cash_percent: number } }, user_errors: Array<{ code: string, message: string, sku: string | null }> } };

export type CartRemoveItemMutationVariables = Exact<{
  input: RemoveItemFromCartInput;
}>;


export type CartRemoveItemMutation = { removeItemFromCart: { cart: { id: string, ship_to_id: string, total_quantity: number, note_for_driver: string | null, customer_order_number: string | null, delivery_method: string, delivery_date: string | null, shipmentId: number, items: Array<{ id: string, quantity_total: number, number_of_packages: number, number_of_layer: number, number_of_layer_total: number, number_of_pallet: number, weight: number, product: { sku: string, name: string, catalog_product_name: string, material_type: string, packaging_enable: boolean, small_image: { url: string } }, counters: { units: boolean, layers: boolean, pallets: boolean, pallet_minimum: number }, prices: { price: { value: number }, row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, number_of_bottles_gabbie: number, deposit: number, kind: string }>, prices: { grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, flexible_delivery_discount: { value: number }, transport_discount: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } }, progress_bar_data: { isFullTruck: boolean, iMaximumOrderPallet: number, iMaximumOrderWeight: number, iMaximumOrderCash: number, sOutletDeliveryMethod: string, iTotalCartWeight: number, iTotalCartPalletQty: number, iTotalCartHectolitres: number, state: string, message: string | null, percent: number, cash_percent: number } }, user_errors: Array<{ code: string, message: string, sku: string | null }> } };

export type CartRemoveAllMutationVariables = Exact<{
  cartId: string;
}>;


export type CartRemoveAllMutation = { removeAllCartItems: { cart: { id: string, ship_to_id: string, total_quantity: number, note_for_driver: string | null, customer_order_number: string | null, delivery_method: string, delivery_date: string | null, shipmentId: number, items: Array<{ id: string, quantity_total: number, number_of_packages: number, number_of_layer: number, number_of_layer_total: number, number_of_pallet: number, weight: number, product: { sku: string, name: string, catalog_product_name: string, material_type: string, packaging_enable: boolean, small_image: { url: string } }, counters: { units: boolean, layers: boolean, pallets: boolean, pallet_minimum: number }, prices: { price: { value: number }, row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, number_of_bottles_gabbie: number, deposit: number, kind: string }>, prices: { grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, flexible_delivery_discount: { value: number }, transport_discount: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } }, progress_bar_data: { isFullTruck: boolean, iMaximumOrderPallet: number, iMaximumOrderWeight: number, iMaximumOrderCash: number, sOutletDeliveryMethod: string, iTotalCartWeight: number, iTotalCartPalletQty: number, iTotalCartHectolitres: number, state: string, message: string | null, percent: number, cash_percent: number } }, user_errors: Array<{ code: string, message: string, sku: string | null }> } };

export type CartSaveOrderDetailsMutationVariables = Exact<{
  cartId: string;
  customerOrderNumber?: string | null | undefined;
  noteForDriver?: string | null | undefined;
}>;


export type CartSaveOrderDetailsMutation = { saveCustomerOrderNumber: { cart: { id: string, ship_to_id: string, total_quantity: number, note_for_driver: string | null, customer_order_number: string | null, delivery_method: string, delivery_date: string | null, shipmentId: number, items: Array<{ id: string, quantity_total: number, number_of_packages: number, number_of_layer: number, number_of_layer_total: number, number_of_pallet: number, weight: number, product: { sku: string, name: string, catalog_product_name: string, material_type: string, packaging_enable: boolean, small_image: { url: string } }, counters: { units: boolean, layers: boolean, pallets: boolean, pallet_minimum: number }, prices: { price: { value: number }, row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, number_of_bottles_gabbie: number, deposit: number, kind: string }>, prices: { grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, flexible_delivery_discount: { value: number }, transport_discount: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } }, progress_bar_data: { isFullTruck: boolean, iMaximumOrderPallet: number, iMaximumOrderWeight: number, iMaximumOrderCash: number, sOutletDeliveryMethod: string, iTotalCartWeight: number, iTotalCartPalletQty: number, iTotalCartHectolitres: number, state: string, message: string | null, percent: number, cash_percent: number } }, user_errors: Array<{ code: string, message: string, sku: string | null }> } };

export type CartAddByListMutationVariables = Exact<{
  cartId: string;
  lines: Array<QuickOrderLineInput> | QuickOrderLineInput;
}>;


export type CartAddByListMutation = { addProductsByList: { added: number, lines: Array<{ line: number, code: string, sku: string | null, status: string, reason: string | null }>, cart: { id: string, ship_to_id: string, total_quantity: number, note_for_driver: string | null, customer_order_number: string | null, delivery_method: string, delivery_date: string | null, shipmentId: number, items: Array<{ id: string, quantity_total: number, number_of_packages: number, number_of_layer: number, number_of_layer_total: number, number_of_pallet: number, weight: number, product: { sku: string, name: string, catalog_product_name: string, material_type: string, packaging_enable: boolean, small_image: { url: string } }, counters: { units: boolean, layers: boolean, pallets: boolean, pallet_minimum: number }, prices: { price: { value: number }, row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, number_of_bottles_gabbie: number, deposit: number, kind: string }>, prices: { grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, flexible_delivery_discount: { value: number }, transport_discount: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } }, progress_bar_data: { isFullTruck: boolean, iMaximumOrderPallet: number, iMaximumOrderWeight: number, iMaximumOrderCash: number, sOutletDeliveryMethod: string, iTotalCartWeight: number, iTotalCartPalletQty: number, iTotalCartHectolitres: number, state: string, message: string | null, percent: number, cash_percent: number } }, user_errors: Array<{ code: string, message: string, sku: string | null }> } };

export type CartOrderableUnitsQueryVariables = Exact<{
  customerType?: string | null | undefined;
  orderType?: string | null | undefined;
}>;


export type CartOrderableUnitsQuery = { getPortalConfig: { orderableunits: string } };

export type CartUpdateEmptiesMutationVariables = Exact<{
  cartId: string;
  empties: Array<CartEmptiesInput> | CartEmptiesInput;
}>;


export type CartUpdateEmptiesMutation = { updateEmpties: { cart: { id: string, ship_to_id: string, total_quantity: number, note_for_driver: string | null, customer_order_number: string | null, delivery_method: string, delivery_date: string | null, shipmentId: number, items: Array<{ id: string, quantity_total: number, number_of_packages: number, number_of_layer: number, number_of_layer_total: number, number_of_pallet: number, weight: number, product: { sku: string, name: string, catalog_product_name: string, material_type: string, packaging_enable: boolean, small_image: { url: string } }, counters: { units: boolean, layers: boolean, pallets: boolean, pallet_minimum: number }, prices: { price: { value: number }, row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, number_of_bottles_gabbie: number, deposit: number, kind: string }>, prices: { grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, flexible_delivery_discount: { value: number }, transport_discount: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } }, progress_bar_data: { isFullTruck: boolean, iMaximumOrderPallet: number, iMaximumOrderWeight: number, iMaximumOrderCash: number, sOutletDeliveryMethod: string, iTotalCartWeight: number, iTotalCartPalletQty: number, iTotalCartHectolitres: number, state: string, message: string | null, percent: number, cash_percent: number } }, user_errors: Array<{ code: string, message: string, sku: string | null }> } };

export type CartFieldsFragment = { id: string, ship_to_id: string, total_quantity: number, note_for_driver: string | null, customer_order_number: string | null, delivery_method: string, delivery_date: string | null, shipmentId: number, items: Array<{ id: string, quantity_total: number, number_of_packages: number, number_of_layer: number, number_of_layer_total: number, number_of_pallet: number, weight: number, product: { sku: string, name: string, catalog_product_name: string, material_type: string, packaging_enable: boolean, small_image: { url: string } }, counters: { units: boolean, layers: boolean, pallets: boolean, pallet_minimum: number }, prices: { price: { value: number }, row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, number_of_bottles_gabbie: number, deposit: number, kind: string }>, prices: { grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, flexible_delivery_discount: { value: number }, transport_discount: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } }, progress_bar_data: { isFullTruck: boolean, iMaximumOrderPallet: number, iMaximumOrderWeight: number, iMaximumOrderCash: number, sOutletDeliveryMethod: string, iTotalCartWeight: number, iTotalCartPalletQty: number, iTotalCartHectolitres: number, state: string, message: string | null, percent: number, cash_percent: number } };

export type CartCustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type CartCustomerCartQuery = { customerCart: { id: string, ship_to_id: string, total_quantity: number, note_for_driver: string | null, customer_order_number: string | null, delivery_method: string, delivery_date: string | null, shipmentId: number, items: Array<{ id: string, quantity_total: number, number_of_packages: number, number_of_layer: number, number_of_layer_total: number, number_of_pallet: number, weight: number, product: { sku: string, name: string, catalog_product_name: string, material_type: string, packaging_enable: boolean, small_image: { url: string } }, counters: { units: boolean, layers: boolean, pallets: boolean, pallet_minimum: number }, prices: { price: { value: number }, row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, number_of_bottles_gabbie: number, deposit: number, kind: string }>, prices: { grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, flexible_delivery_discount: { value: number }, transport_discount: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } }, progress_bar_data: { isFullTruck: boolean, iMaximumOrderPallet: number, iMaximumOrderWeight: number, iMaximumOrderCash: number, sOutletDeliveryMethod: string, iTotalCartWeight: number, iTotalCartPalletQty: number, iTotalCartHectolitres: number, state: string, message: string | null, percent: number, cash_percent: number } } };

export type CartReturnableEmptiesQueryVariables = Exact<{
  outletId: string;
}>;


export type CartReturnableEmptiesQuery = { getCustomerEmpties: Array<{ sku: string, name: string, number_of_bottles_gabbie: number, quantity: number, small_image: { url: string } }> };

export type CartSaveForLaterMutationVariables = Exact<{
  cartId: string;
  name?: string | null | undefined;
}>;


export type CartSaveForLaterMutation = { addSaveOrderForLater: { saved_order: { id: string, name: string | null } | null, cart: { id: string, ship_to_id: string, total_quantity: number, note_for_driver: string | null, customer_order_number: string | null, delivery_method: string, delivery_date: string | null, shipmentId: number, items: Array<{ id: string, quantity_total: number, number_of_packages: number, number_of_layer: number, number_of_layer_total: number, number_of_pallet: number, weight: number, product: { sku: string, name: string, catalog_product_name: string, material_type: string, packaging_enable: boolean, small_image: { url: string } }, counters: { units: boolean, layers: boolean, pallets: boolean, pallet_minimum: number }, prices: { price: { value: number }, row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, number_of_bottles_gabbie: number, deposit: number, kind: string }>, prices: { grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, flexible_delivery_discount: { value: number }, transport_discount: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } }, progress_bar_data: { isFullTruck: boolean, iMaximumOrderPallet: number, iMaximumOrderWeight: number, iMaximumOrderCash: number, sOutletDeliveryMethod: string, iTotalCartWeight: number, iTotalCartPalletQty: number, iTotalCartHectolitres: number, state: string, message: string | null, percent: number, cash_percent: number } }, user_errors: Array<{ code: string, message: string }> } };

export type CartCreateSuggestedMutationVariables = Exact<{
  cartId: string;
}>;


export type CartCreateSuggestedMutation = { createSuggestedCart: { added: Array<{ sku: string, name: string, units: number, layers: number, pallets: number }>, cart: { id: string, ship_to_id: string, total_quantity: number, note_for_driver: string | null, customer_order_number: string | null, delivery_method: string, delivery_date: string | null, shipmentId: number, items: Array<{ id: string, quantity_total: number, number_of_packages: number, number_of_layer: number, number_of_layer_total: number, number_of_pallet: number, weight: number, product: { sku: string, name: string, catalog_product_name: string, material_type: string, packaging_enable: boolean, small_image: { url: string } }, counters: { units: boolean, layers: boolean, pallets: boolean, pallet_minimum: number }, prices: { price: { value: number }, row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, number_of_bottles_gabbie: number, deposit: number, kind: string }>, prices: { grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, flexible_delivery_discount: { value: number }, transport_discount: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } }, progress_bar_data: { isFullTruck: boolean, iMaximumOrderPallet: number, iMaximumOrderWeight: number, iMaximumOrderCash: number, sOutletDeliveryMethod: string, iTotalCartWeight: number, iTotalCartPalletQty: number, iTotalCartHectolitres: number, state: string, message: string | null, percent: number, cash_percent: number } }, user_errors: Array<{ code: string, message: string, sku: string | null }> } };

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

export type FastOrderSuggestedCartQueryVariables = Exact<{
  shipTo: string;
}>;


export type FastOrderSuggestedCartQuery = { suggestedCart: { ship_to_id: string, orders_read: number, weight: number, suggested_cart_total: { value: number }, shipping_address: { name: string, street: string, city: string, postalcode: string, province: string | null }, products: Array<{ sku: string, name: string, catalog_product_name: string, url_key: string, units: number, layers: number, pallets: number, quantity: number, weight: number, times_ordered: number, orderable: boolean, reason: string | null, reason_code: string | null, image: { url: string }, prices: { price: { value: number }, row_total: { value: number } } }> } };

export type CheckoutCartFieldsFragment = { id: string, ship_to_id: string, delivery_date: string | null, delivery_method: string, shipmentId: number, flexible_delivery: boolean, note_for_driver: string | null, customer_order_number: string | null, outlet_details: { outlet_name: string, payer_name: string, street: string, city: string, province: string | null, postalcode: string, country: string, sap_id: string }, selected_payment_method: { code: string, title: string } | null, available_payment_methods: Array<{ code: string, group: number, title: string, is_default: boolean }>, items: Array<{ id: string, quantity_total: number, product: { sku: string, name: string, catalog_product_name: string }, prices: { row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, deposit: number, kind: string }> };

export type CheckoutCartQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCartQuery = { customerCart: { id: string, ship_to_id: string, delivery_date: string | null, delivery_method: string, shipmentId: number, flexible_delivery: boolean, note_for_driver: string | null, customer_order_number: string | null, outlet_details: { outlet_name: string, payer_name: string, street: string, city: string, province: string | null, postalcode: string, country: string, sap_id: string }, selected_payment_method: { code: string, title: string } | null, available_payment_methods: Array<{ code: string, group: number, title: string, is_default: boolean }>, items: Array<{ id: string, quantity_total: number, product: { sku: string, name: string, catalog_product_name: string }, prices: { row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, deposit: number, kind: string }> } };

export type CheckoutSetTransportMutationVariables = Exact<{
  cartId: string;
  transportType: string;
  outletId: string;
  date: string;
  store?: string | null | undefined;
  paymentCode?: string | null | undefined;
  paymentMethod?: string | null | undefined;
  flexible?: boolean | null | undefined;
}>;


export type CheckoutSetTransportMutation = { setTransportType: { message: string | null, cart: { id: string, ship_to_id: string, delivery_date: string | null, delivery_method: string, shipmentId: number, flexible_delivery: boolean, note_for_driver: string | null, customer_order_number: string | null, outlet_details: { outlet_name: string, payer_name: string, street: string, city: string, province: string | null, postalcode: string, country: string, sap_id: string }, selected_payment_method: { code: string, title: string } | null, available_payment_methods: Array<{ code: string, group: number, title: string, is_default: boolean }>, items: Array<{ id: string, quantity_total: number, product: { sku: string, name: string, catalog_product_name: string }, prices: { row_total: { value: number } } }>, empties: Array<{ parent_product: string | null, sku: string, qty: number, name: string, deposit: number, kind: string }> }, user_errors: Array<{ code: string, message: string }> } };

export type CheckoutUpdatePricesMutationVariables = Exact<{
  cartId: string;
}>;


export type CheckoutUpdatePricesMutation = { updatePrices: { success: boolean, message: string | null, can_proceed: boolean, status_messages: Array<string>, delivery_date_expired: boolean, flexible_delivery: boolean, order_items: Array<{ cart_item_id: string, sku: string, price: number, previous_price: number, total: number, changed: boolean }>, totals: { subtotal_list: { value: number }, grand_total_your_price: { value: number }, discounts: { value: number }, excise: { value: number }, transport_discount: { value: number }, flexible_delivery_discount: { value: number }, taxable: { value: number }, vat: { value: number }, deposit: { value: number }, grand_total: { value: number } } } };

export type CheckoutFirstDateQueryVariables = Exact<{
  shipTo: string;
  orderType?: string | null | undefined;
}>;


export type CheckoutFirstDateQuery = { deliveryAvailableDate: { first_available_date: string | null } };

export type PlacedOrderFieldsFragment = { order_number: string, customer_order_number: string | null, note_for_driver: string | null, sap_id: string | null, delivery_date: string, order_type: string, is_empties_return: boolean, linked_order_number: string | null, grand_total: { value: number } };

export type CheckoutPlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type CheckoutPlaceOrderMutation = { placeOrder: { first_available_date: string | null, order: { order_number: string, customer_order_number: string | null, note_for_driver: string | null, sap_id: string | null, delivery_date: string, order_type: string, is_empties_return: boolean, linked_order_number: string | null, grand_total: { value: number } } | null, orders: Array<{ order_number: string, customer_order_number: string | null, note_for_driver: string | null, sap_id: string | null, delivery_date: string, order_type: string, is_empties_return: boolean, linked_order_number: string | null, grand_total: { value: number } }>, user_errors: Array<{ code: string, message: string }> } };

export type CheckoutPlacedOrderQueryVariables = Exact<{
  orderNumber: string;
}>;


export type CheckoutPlacedOrderQuery = { placedOrder: { order_number: string, customer_order_number: string | null, note_for_driver: string | null, sap_id: string | null, delivery_date: string, order_type: string, is_empties_return: boolean, linked_order_number: string | null, grand_total: { value: number } } | null };

export type CheckoutSaveDetailsMutationVariables = Exact<{
  cartId: string;
  customerOrderNumber?: string | null | undefined;
  noteForDriver?: string | null | undefined;
}>;


export type CheckoutSaveDetailsMutation = { saveCustomerOrderNumber: { user_errors: Array<{ code: string, message: string }> } };

export type SetCartTransportTypeMutationVariables = Exact<{
  cartId: string;
  transportType: string;
  outletId: string;
  date: string;
  store?: string | null | undefined;
}>;


export type SetCartTransportTypeMutation = { setTransportType: { message: string | null, user_errors: Array<{ code: string, message: string }> } };

export type SetCartShipmentModeMutationVariables = Exact<{
  cartId: string;
  mode: number;
}>;


export type SetCartShipmentModeMutation = { setShipmentMode: { user_errors: Array<{ code: string, message: string }> } };

export type OrderDetailQueryVariables = Exact<{
  number: string;
}>;


export type OrderDetailQuery = { customerOrder: { id: string, order_number: string, created_at: string, status: string, processing_status: string, customer_order_number: string | null, note_for_driver: string | null, flexible_delivery: boolean, change_refusal: string | null, grand_total: { value: number }, total_tax: { value: number }, items: Array<{ line: number, product_sku: string, name: string, material_type: string, quantity_ordered: number, number_of_packages: number, number_of_layer: number, number_of_pallet: number, image: { url: string, label: string | null }, price: { value: number }, row_total: { value: number } }>, additional_data: { empty_order_number: string | null, beer_order: string | null, delivery_date: string, delivery_message: string | null, empty_return: boolean, ship_to_name: string, ship_to_id: string, payment_method: string | null, payment_method_title: string | null, type_of_transport: string, sap_id: string | null, total_empties_deposit: { value: number }, total_your_price: { value: number } }, shipping_address: { name: string, street: string | null, city: string | null, postalcode: string | null, province: string | null, country: string, sap_id: string }, billing_address: { name: string, street: string | null, city: string | null, postalcode: string | null, province: string | null, country: string, sap_id: string }, status_history: Array<{ field: string, from: string | null, to: string | null, source: string, changed_at: string }> } };

export type OrderAddressFieldsFragment = { name: string, street: string | null, city: string | null, postalcode: string | null, province: string | null, country: string, sap_id: string };

export type OrderReorderItemsMutationVariables = Exact<{
  orderNumber: string;
  mode?: CartConflictMode | null | undefined;
}>;


export type OrderReorderItemsMutation = { reorderItems: { needs_choice: boolean, saved_order_id: string | null, userInputErrors: Array<{ code: string, message: string }>, failed_items: Array<{ sku: string, name: string, quantity: number, reason: string }>, cart: { id: string } } };

export type OrderEditMutationVariables = Exact<{
  orderNumber: string;
  mode?: CartConflictMode | null | undefined;
}>;


export type OrderEditMutation = { editOrder: { needs_choice: boolean, saved_order_id: string | null, userInputErrors: Array<{ code: string, message: string }>, cart: { id: string } } };

export type OrderCancelMutationVariables = Exact<{
  sapId: string;
}>;


export type OrderCancelMutation = { cancelOrder: { message: string, status: string, stand_alone_order: boolean, cancelled_order_numbers: Array<string> } };

export type SavedOrderFieldsFragment = { id: string, name: string | null, total_qty: number, lines_count: number, deliver_to: string, shipto_name: string, bill_to: string, beer_order: boolean, customer_order_number: string | null, saved_order_date: string, order_type: string, delivery_date: string | null, total: { value: number } };

export type SavedOrdersListQueryVariables = Exact<{
  filters?: SavedOrderFilterInput | null | undefined;
  sortOrder?: SavedOrderSortInput | null | undefined;
  currentPage?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type SavedOrdersListQuery = { getSaveOrderForLater: { total_count: number, items: Array<{ id: string, name: string | null, total_qty: number, lines_count: number, deliver_to: string, shipto_name: string, bill_to: string, beer_order: boolean, customer_order_number: string | null, saved_order_date: string, order_type: string, delivery_date: string | null, total: { value: number } }>, page_info: { page_size: number, current_page: number, total_pages: number } } };

export type SavedOrderDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type SavedOrderDetailsQuery = { getSaveOrderDetails: { payment_method: string | null, note_for_driver: string | null, order: { id: string, name: string | null, total_qty: number, lines_count: number, deliver_to: string, shipto_name: string, bill_to: string, beer_order: boolean, customer_order_number: string | null, saved_order_date: string, order_type: string, delivery_date: string | null, total: { value: number } }, shipping_address: { name: string, street: string | null, city: string | null, postalcode: string | null, province: string | null, country: string, sap_id: string }, billing_address: { name: string, street: string | null, city: string | null, postalcode: string | null, province: string | null, country: string, sap_id: string }, items: Array<{ sku: string, name: string, quantity: number, number_of_packages: number, number_of_layer: number, number_of_pallet: number, image: { url: string, label: string | null }, price: { value: number }, row_total: { value: number } }>, empties: Array<{ sku: string, name: string, qty: number }> } };

export type SavedOrderReOrderMutationVariables = Exact<{
  id: string | number;
  mode?: CartConflictMode | null | undefined;
}>;


export type SavedOrderReOrderMutation = { reOrderSavedOrder: { message: string, status: string, needs_choice: boolean, failed_items: Array<{ sku: string, name: string, quantity: number, reason: string }>, cart: { id: string, total_quantity: number } } };

export type SavedOrderDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type SavedOrderDeleteMutation = { deleteSavedOrder: { success: boolean, message: string } };

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
export const CartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartFields on Cart {
  id
  ship_to_id
  total_quantity
  note_for_driver
  customer_order_number
  delivery_method
  delivery_date
  shipmentId
  items {
    id
    product {
      sku
      name
      catalog_product_name
      material_type
      packaging_enable
      small_image {
        url
      }
    }
    quantity_total
    number_of_packages
    number_of_layer
    number_of_layer_total
    number_of_pallet
    counters {
      units
      layers
      pallets
      pallet_minimum
    }
    weight
    prices {
      price {
        value
      }
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    number_of_bottles_gabbie
    deposit
    kind
  }
  prices {
    grand_total_your_price {
      value
    }
    discounts {
      value
    }
    excise {
      value
    }
    flexible_delivery_discount {
      value
    }
    transport_discount {
      value
    }
    vat {
      value
    }
    deposit {
      value
    }
    grand_total {
      value
    }
  }
  progress_bar_data {
    isFullTruck
    iMaximumOrderPallet
    iMaximumOrderWeight
    iMaximumOrderCash
    sOutletDeliveryMethod
    iTotalCartWeight
    iTotalCartPalletQty
    iTotalCartHectolitres
    state
    message
    percent
    cash_percent
  }
}
    `, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const CartChangeFragmentDoc = new TypedDocumentString(`
    fragment CartChange on CartOutput {
  cart {
    ...CartFields
  }
  user_errors {
    code
    message
    sku
  }
}
    fragment CartFields on Cart {
  id
  ship_to_id
  total_quantity
  note_for_driver
  customer_order_number
  delivery_method
  delivery_date
  shipmentId
  items {
    id
    product {
      sku
      name
      catalog_product_name
      material_type
      packaging_enable
      small_image {
        url
      }
    }
    quantity_total
    number_of_packages
    number_of_layer
    number_of_layer_total
    number_of_pallet
    counters {
      units
      layers
      pallets
      pallet_minimum
    }
    weight
    prices {
      price {
        value
      }
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    number_of_bottles_gabbie
    deposit
    kind
  }
  prices {
    grand_total_your_price {
      value
    }
    discounts {
      value
    }
    excise {
      value
    }
    flexible_delivery_discount {
      value
    }
    transport_discount {
      value
    }
    vat {
      value
    }
    deposit {
      value
    }
    grand_total {
      value
    }
  }
  progress_bar_data {
    isFullTruck
    iMaximumOrderPallet
    iMaximumOrderWeight
    iMaximumOrderCash
    sOutletDeliveryMethod
    iTotalCartWeight
    iTotalCartPalletQty
    iTotalCartHectolitres
    state
    message
    percent
    cash_percent
  }
}`, {"fragmentName":"CartChange"}) as unknown as TypedDocumentString<CartChangeFragment, unknown>;
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
export const CheckoutCartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CheckoutCartFields on Cart {
  id
  ship_to_id
  delivery_date
  delivery_method
  shipmentId
  flexible_delivery
  note_for_driver
  customer_order_number
  outlet_details {
    outlet_name
    payer_name
    street
    city
    province
    postalcode
    country
    sap_id
  }
  selected_payment_method {
    code
    title
  }
  available_payment_methods {
    code
    group
    title
    is_default
  }
  items {
    id
    product {
      sku
      name
      catalog_product_name
    }
    quantity_total
    prices {
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    deposit
    kind
  }
}
    `, {"fragmentName":"CheckoutCartFields"}) as unknown as TypedDocumentString<CheckoutCartFieldsFragment, unknown>;
export const PlacedOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlacedOrderFields on PlacedOrder {
  order_number
  customer_order_number
  note_for_driver
  sap_id
  delivery_date
  order_type
  is_empties_return
  linked_order_number
  grand_total {
    value
  }
}
    `, {"fragmentName":"PlacedOrderFields"}) as unknown as TypedDocumentString<PlacedOrderFieldsFragment, unknown>;
export const OrderAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderAddressFields on OrderAddress {
  name
  street
  city
  postalcode
  province
  country
  sap_id
}
    `, {"fragmentName":"OrderAddressFields"}) as unknown as TypedDocumentString<OrderAddressFieldsFragment, unknown>;
export const SavedOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedOrderFields on SavedOrder {
  id
  name
  total {
    value
  }
  total_qty
  lines_count
  deliver_to
  shipto_name
  bill_to
  beer_order
  customer_order_number
  saved_order_date
  order_type
  delivery_date
}
    `, {"fragmentName":"SavedOrderFields"}) as unknown as TypedDocumentString<SavedOrderFieldsFragment, unknown>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const CartTruckFillDocument = new TypedDocumentString(`
    query CartTruckFill($cartId: String!) {
  truckFill(cart_id: $cartId) {
    target
    gap_weight
    gap_layers
    gap_pallets
    headroom_weight
    headroom_pallets
    suggestions {
      sku
      name
      image {
        url
      }
      source
      number_of_layer
      number_of_pallet
      weight
      reaches_target
    }
  }
}
    `) as unknown as TypedDocumentString<CartTruckFillQuery, CartTruckFillQueryVariables>;
export const CartAddProductsDocument = new TypedDocumentString(`
    mutation CartAddProducts($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) {
    ...CartChange
  }
}
    fragment CartChange on CartOutput {
  cart {
    ...CartFields
  }
  user_errors {
    code
    message
    sku
  }
}
fragment CartFields on Cart {
  id
  ship_to_id
  total_quantity
  note_for_driver
  customer_order_number
  delivery_method
  delivery_date
  shipmentId
  items {
    id
    product {
      sku
      name
      catalog_product_name
      material_type
      packaging_enable
      small_image {
        url
      }
    }
    quantity_total
    number_of_packages
    number_of_layer
    number_of_layer_total
    number_of_pallet
    counters {
      units
      layers
      pallets
      pallet_minimum
    }
    weight
    prices {
      price {
        value
      }
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    number_of_bottles_gabbie
    deposit
    kind
  }
  prices {
    grand_total_your_price {
      value
    }
    discounts {
      value
    }
    excise {
      value
    }
    flexible_delivery_discount {
      value
    }
    transport_discount {
      value
    }
    vat {
      value
    }
    deposit {
      value
    }
    grand_total {
      value
    }
  }
  progress_bar_data {
    isFullTruck
    iMaximumOrderPallet
    iMaximumOrderWeight
    iMaximumOrderCash
    sOutletDeliveryMethod
    iTotalCartWeight
    iTotalCartPalletQty
    iTotalCartHectolitres
    state
    message
    percent
    cash_percent
  }
}`) as unknown as TypedDocumentString<CartAddProductsMutation, CartAddProductsMutationVariables>;
export const CartUpdateItemsDocument = new TypedDocumentString(`
    mutation CartUpdateItems($input: UpdateCartItemsInput!) {
  updateCartItems(input: $input) {
    ...CartChange
  }
}
    fragment CartChange on CartOutput {
  cart {
    ...CartFields
  }
  user_errors {
    code
    message
    sku
  }
}
fragment CartFields on Cart {
  id
  ship_to_id
  total_quantity
  note_for_driver
  customer_order_number
  delivery_method
  delivery_date
  shipmentId
  items {
    id
    product {
      sku
      name
      catalog_product_name
      material_type
      packaging_enable
      small_image {
        url
      }
    }
    quantity_total
    number_of_packages
    number_of_layer
    number_of_layer_total
    number_of_pallet
    counters {
      units
      layers
      pallets
      pallet_minimum
    }
    weight
    prices {
      price {
        value
      }
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    number_of_bottles_gabbie
    deposit
    kind
  }
  prices {
    grand_total_your_price {
      value
    }
    discounts {
      value
    }
    excise {
      value
    }
    flexible_delivery_discount {
      value
    }
    transport_discount {
      value
    }
    vat {
      value
    }
    deposit {
      value
    }
    grand_total {
      value
    }
  }
  progress_bar_data {
    isFullTruck
    iMaximumOrderPallet
    iMaximumOrderWeight
    iMaximumOrderCash
    sOutletDeliveryMethod
    iTotalCartWeight
    iTotalCartPalletQty
    iTotalCartHectolitres
    state
    message
    percent
    cash_percent
  }
}`) as unknown as TypedDocumentString<CartUpdateItemsMutation, CartUpdateItemsMutationVariables>;
export const CartRemoveItemDocument = new TypedDocumentString(`
    mutation CartRemoveItem($input: RemoveItemFromCartInput!) {
  removeItemFromCart(input: $input) {
    ...CartChange
  }
}
    fragment CartChange on CartOutput {
  cart {
    ...CartFields
  }
  user_errors {
    code
    message
    sku
  }
}
fragment CartFields on Cart {
  id
  ship_to_id
  total_quantity
  note_for_driver
  customer_order_number
  delivery_method
  delivery_date
  shipmentId
  items {
    id
    product {
      sku
      name
      catalog_product_name
      material_type
      packaging_enable
      small_image {
        url
      }
    }
    quantity_total
    number_of_packages
    number_of_layer
    number_of_layer_total
    number_of_pallet
    counters {
      units
      layers
      pallets
      pallet_minimum
    }
    weight
    prices {
      price {
        value
      }
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    number_of_bottles_gabbie
    deposit
    kind
  }
  prices {
    grand_total_your_price {
      value
    }
    discounts {
      value
    }
    excise {
      value
    }
    flexible_delivery_discount {
      value
    }
    transport_discount {
      value
    }
    vat {
      value
    }
    deposit {
      value
    }
    grand_total {
      value
    }
  }
  progress_bar_data {
    isFullTruck
    iMaximumOrderPallet
    iMaximumOrderWeight
    iMaximumOrderCash
    sOutletDeliveryMethod
    iTotalCartWeight
    iTotalCartPalletQty
    iTotalCartHectolitres
    state
    message
    percent
    cash_percent
  }
}`) as unknown as TypedDocumentString<CartRemoveItemMutation, CartRemoveItemMutationVariables>;
export const CartRemoveAllDocument = new TypedDocumentString(`
    mutation CartRemoveAll($cartId: String!) {
  removeAllCartItems(cart_id: $cartId) {
    ...CartChange
  }
}
    fragment CartChange on CartOutput {
  cart {
    ...CartFields
  }
  user_errors {
    code
    message
    sku
  }
}
fragment CartFields on Cart {
  id
  ship_to_id
  total_quantity
  note_for_driver
  customer_order_number
  delivery_method
  delivery_date
  shipmentId
  items {
    id
    product {
      sku
      name
      catalog_product_name
      material_type
      packaging_enable
      small_image {
        url
      }
    }
    quantity_total
    number_of_packages
    number_of_layer
    number_of_layer_total
    number_of_pallet
    counters {
      units
      layers
      pallets
      pallet_minimum
    }
    weight
    prices {
      price {
        value
      }
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    number_of_bottles_gabbie
    deposit
    kind
  }
  prices {
    grand_total_your_price {
      value
    }
    discounts {
      value
    }
    excise {
      value
    }
    flexible_delivery_discount {
      value
    }
    transport_discount {
      value
    }
    vat {
      value
    }
    deposit {
      value
    }
    grand_total {
      value
    }
  }
  progress_bar_data {
    isFullTruck
    iMaximumOrderPallet
    iMaximumOrderWeight
    iMaximumOrderCash
    sOutletDeliveryMethod
    iTotalCartWeight
    iTotalCartPalletQty
    iTotalCartHectolitres
    state
    message
    percent
    cash_percent
  }
}`) as unknown as TypedDocumentString<CartRemoveAllMutation, CartRemoveAllMutationVariables>;
export const CartSaveOrderDetailsDocument = new TypedDocumentString(`
    mutation CartSaveOrderDetails($cartId: String!, $customerOrderNumber: String, $noteForDriver: String) {
  saveCustomerOrderNumber(
    cart_id: $cartId
    customer_order_number: $customerOrderNumber
    note_for_driver: $noteForDriver
  ) {
    ...CartChange
  }
}
    fragment CartChange on CartOutput {
  cart {
    ...CartFields
  }
  user_errors {
    code
    message
    sku
  }
}
fragment CartFields on Cart {
  id
  ship_to_id
  total_quantity
  note_for_driver
  customer_order_number
  delivery_method
  delivery_date
  shipmentId
  items {
    id
    product {
      sku
      name
      catalog_product_name
      material_type
      packaging_enable
      small_image {
        url
      }
    }
    quantity_total
    number_of_packages
    number_of_layer
    number_of_layer_total
    number_of_pallet
    counters {
      units
      layers
      pallets
      pallet_minimum
    }
    weight
    prices {
      price {
        value
      }
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    number_of_bottles_gabbie
    deposit
    kind
  }
  prices {
    grand_total_your_price {
      value
    }
    discounts {
      value
    }
    excise {
      value
    }
    flexible_delivery_discount {
      value
    }
    transport_discount {
      value
    }
    vat {
      value
    }
    deposit {
      value
    }
    grand_total {
      value
    }
  }
  progress_bar_data {
    isFullTruck
    iMaximumOrderPallet
    iMaximumOrderWeight
    iMaximumOrderCash
    sOutletDeliveryMethod
    iTotalCartWeight
    iTotalCartPalletQty
    iTotalCartHectolitres
    state
    message
    percent
    cash_percent
  }
}`) as unknown as TypedDocumentString<CartSaveOrderDetailsMutation, CartSaveOrderDetailsMutationVariables>;
export const CartAddByListDocument = new TypedDocumentString(`
    mutation CartAddByList($cartId: String!, $lines: [QuickOrderLineInput!]!) {
  addProductsByList(cart_id: $cartId, lines: $lines) {
    added
    lines {
      line
      code
      sku
      status
      reason
    }
    cart {
      ...CartFields
    }
    user_errors {
      code
      message
      sku
    }
  }
}
    fragment CartFields on Cart {
  id
  ship_to_id
  total_quantity
  note_for_driver
  customer_order_number
  delivery_method
  delivery_date
  shipmentId
  items {
    id
    product {
      sku
      name
      catalog_product_name
      material_type
      packaging_enable
      small_image {
        url
      }
    }
    quantity_total
    number_of_packages
    number_of_layer
    number_of_layer_total
    number_of_pallet
    counters {
      units
      layers
      pallets
      pallet_minimum
    }
    weight
    prices {
      price {
        value
      }
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    number_of_bottles_gabbie
    deposit
    kind
  }
  prices {
    grand_total_your_price {
      value
    }
    discounts {
      value
    }
    excise {
      value
    }
    flexible_delivery_discount {
      value
    }
    transport_discount {
      value
    }
    vat {
      value
    }
    deposit {
      value
    }
    grand_total {
      value
    }
  }
  progress_bar_data {
    isFullTruck
    iMaximumOrderPallet
    iMaximumOrderWeight
    iMaximumOrderCash
    sOutletDeliveryMethod
    iTotalCartWeight
    iTotalCartPalletQty
    iTotalCartHectolitres
    state
    message
    percent
    cash_percent
  }
}`) as unknown as TypedDocumentString<CartAddByListMutation, CartAddByListMutationVariables>;
export const CartOrderableUnitsDocument = new TypedDocumentString(`
    query CartOrderableUnits($customerType: String, $orderType: String) {
  getPortalConfig(customerType: $customerType, orderType: $orderType) {
    orderableunits
  }
}
    `) as unknown as TypedDocumentString<CartOrderableUnitsQuery, CartOrderableUnitsQueryVariables>;
export const CartUpdateEmptiesDocument = new TypedDocumentString(`
    mutation CartUpdateEmpties($cartId: String!, $empties: [CartEmptiesInput!]!) {
  updateEmpties(cart_id: $cartId, empties: $empties) {
    ...CartChange
  }
}
    fragment CartChange on CartOutput {
  cart {
    ...CartFields
  }
  user_errors {
    code
    message
    sku
  }
}
fragment CartFields on Cart {
  id
  ship_to_id
  total_quantity
  note_for_driver
  customer_order_number
  delivery_method
  delivery_date
  shipmentId
  items {
    id
    product {
      sku
      name
      catalog_product_name
      material_type
      packaging_enable
      small_image {
        url
      }
    }
    quantity_total
    number_of_packages
    number_of_layer
    number_of_layer_total
    number_of_pallet
    counters {
      units
      layers
      pallets
      pallet_minimum
    }
    weight
    prices {
      price {
        value
      }
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    number_of_bottles_gabbie
    deposit
    kind
  }
  prices {
    grand_total_your_price {
      value
    }
    discounts {
      value
    }
    excise {
      value
    }
    flexible_delivery_discount {
      value
    }
    transport_discount {
      value
    }
    vat {
      value
    }
    deposit {
      value
    }
    grand_total {
      value
    }
  }
  progress_bar_data {
    isFullTruck
    iMaximumOrderPallet
    iMaximumOrderWeight
    iMaximumOrderCash
    sOutletDeliveryMethod
    iTotalCartWeight
    iTotalCartPalletQty
    iTotalCartHectolitres
    state
    message
    percent
    cash_percent
  }
}`) as unknown as TypedDocumentString<CartUpdateEmptiesMutation, CartUpdateEmptiesMutationVariables>;
export const CartCustomerCartDocument = new TypedDocumentString(`
    query CartCustomerCart {
  customerCart {
    ...CartFields
  }
}
    fragment CartFields on Cart {
  id
  ship_to_id
  total_quantity
  note_for_driver
  customer_order_number
  delivery_method
  delivery_date
  shipmentId
  items {
    id
    product {
      sku
      name
      catalog_product_name
      material_type
      packaging_enable
      small_image {
        url
      }
    }
    quantity_total
    number_of_packages
    number_of_layer
    number_of_layer_total
    number_of_pallet
    counters {
      units
      layers
      pallets
      pallet_minimum
    }
    weight
    prices {
      price {
        value
      }
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    number_of_bottles_gabbie
    deposit
    kind
  }
  prices {
    grand_total_your_price {
      value
    }
    discounts {
      value
    }
    excise {
      value
    }
    flexible_delivery_discount {
      value
    }
    transport_discount {
      value
    }
    vat {
      value
    }
    deposit {
      value
    }
    grand_total {
      value
    }
  }
  progress_bar_data {
    isFullTruck
    iMaximumOrderPallet
    iMaximumOrderWeight
    iMaximumOrderCash
    sOutletDeliveryMethod
    iTotalCartWeight
    iTotalCartPalletQty
    iTotalCartHectolitres
    state
    message
    percent
    cash_percent
  }
}`) as unknown as TypedDocumentString<CartCustomerCartQuery, CartCustomerCartQueryVariables>;
export const CartReturnableEmptiesDocument = new TypedDocumentString(`
    query CartReturnableEmpties($outletId: String!) {
  getCustomerEmpties(outletId: $outletId) {
    sku
    name
    number_of_bottles_gabbie
    quantity
    small_image {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<CartReturnableEmptiesQuery, CartReturnableEmptiesQueryVariables>;
export const CartSaveForLaterDocument = new TypedDocumentString(`
    mutation CartSaveForLater($cartId: String!, $name: String) {
  addSaveOrderForLater(cart_id: $cartId, name: $name) {
    saved_order {
      id
      name
    }
    cart {
      ...CartFields
    }
    user_errors {
      code
      message
    }
  }
}
    fragment CartFields on Cart {
  id
  ship_to_id
  total_quantity
  note_for_driver
  customer_order_number
  delivery_method
  delivery_date
  shipmentId
  items {
    id
    product {
      sku
      name
      catalog_product_name
      material_type
      packaging_enable
      small_image {
        url
      }
    }
    quantity_total
    number_of_packages
    number_of_layer
    number_of_layer_total
    number_of_pallet
    counters {
      units
      layers
      pallets
      pallet_minimum
    }
    weight
    prices {
      price {
        value
      }
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    number_of_bottles_gabbie
    deposit
    kind
  }
  prices {
    grand_total_your_price {
      value
    }
    discounts {
      value
    }
    excise {
      value
    }
    flexible_delivery_discount {
      value
    }
    transport_discount {
      value
    }
    vat {
      value
    }
    deposit {
      value
    }
    grand_total {
      value
    }
  }
  progress_bar_data {
    isFullTruck
    iMaximumOrderPallet
    iMaximumOrderWeight
    iMaximumOrderCash
    sOutletDeliveryMethod
    iTotalCartWeight
    iTotalCartPalletQty
    iTotalCartHectolitres
    state
    message
    percent
    cash_percent
  }
}`) as unknown as TypedDocumentString<CartSaveForLaterMutation, CartSaveForLaterMutationVariables>;
export const CartCreateSuggestedDocument = new TypedDocumentString(`
    mutation CartCreateSuggested($cartId: String!) {
  createSuggestedCart(cart_id: $cartId) {
    added {
      sku
      name
      units
      layers
      pallets
    }
    cart {
      ...CartFields
    }
    user_errors {
      code
      message
      sku
    }
  }
}
    fragment CartFields on Cart {
  id
  ship_to_id
  total_quantity
  note_for_driver
  customer_order_number
  delivery_method
  delivery_date
  shipmentId
  items {
    id
    product {
      sku
      name
      catalog_product_name
      material_type
      packaging_enable
      small_image {
        url
      }
    }
    quantity_total
    number_of_packages
    number_of_layer
    number_of_layer_total
    number_of_pallet
    counters {
      units
      layers
      pallets
      pallet_minimum
    }
    weight
    prices {
      price {
        value
      }
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    number_of_bottles_gabbie
    deposit
    kind
  }
  prices {
    grand_total_your_price {
      value
    }
    discounts {
      value
    }
    excise {
      value
    }
    flexible_delivery_discount {
      value
    }
    transport_discount {
      value
    }
    vat {
      value
    }
    deposit {
      value
    }
    grand_total {
      value
    }
  }
  progress_bar_data {
    isFullTruck
    iMaximumOrderPallet
    iMaximumOrderWeight
    iMaximumOrderCash
    sOutletDeliveryMethod
    iTotalCartWeight
    iTotalCartPalletQty
    iTotalCartHectolitres
    state
    message
    percent
    cash_percent
  }
}`) as unknown as TypedDocumentString<CartCreateSuggestedMutation, CartCreateSuggestedMutationVariables>;
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
export const FastOrderSuggestedCartDocument = new TypedDocumentString(`
    query FastOrderSuggestedCart($shipTo: String!) {
  suggestedCart(shipTo: $shipTo) {
    ship_to_id
    orders_read
    suggested_cart_total {
      value
    }
    shipping_address {
      name
      street
      city
      postalcode
      province
    }
    weight
    products {
      sku
      name
      catalog_product_name
      url_key
      image {
        url
      }
      units
      layers
      pallets
      quantity
      weight
      prices {
        price {
          value
        }
        row_total {
          value
        }
      }
      times_ordered
      orderable
      reason
      reason_code
    }
  }
}
    `) as unknown as TypedDocumentString<FastOrderSuggestedCartQuery, FastOrderSuggestedCartQueryVariables>;
export const CheckoutCartDocument = new TypedDocumentString(`
    query CheckoutCart {
  customerCart {
    ...CheckoutCartFields
  }
}
    fragment CheckoutCartFields on Cart {
  id
  ship_to_id
  delivery_date
  delivery_method
  shipmentId
  flexible_delivery
  note_for_driver
  customer_order_number
  outlet_details {
    outlet_name
    payer_name
    street
    city
    province
    postalcode
    country
    sap_id
  }
  selected_payment_method {
    code
    title
  }
  available_payment_methods {
    code
    group
    title
    is_default
  }
  items {
    id
    product {
      sku
      name
      catalog_product_name
    }
    quantity_total
    prices {
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    deposit
    kind
  }
}`) as unknown as TypedDocumentString<CheckoutCartQuery, CheckoutCartQueryVariables>;
export const CheckoutSetTransportDocument = new TypedDocumentString(`
    mutation CheckoutSetTransport($cartId: String!, $transportType: String!, $outletId: String!, $date: String!, $store: String, $paymentCode: String, $paymentMethod: String, $flexible: Boolean) {
  setTransportType(
    cart_id: $cartId
    transporttype: $transportType
    outletid: $outletId
    datepopup: $date
    store: $store
    sappaymentcode: $paymentCode
    sappaymentmethod: $paymentMethod
    flexible_delivery: $flexible
  ) {
    message
    cart {
      ...CheckoutCartFields
    }
    user_errors {
      code
      message
    }
  }
}
    fragment CheckoutCartFields on Cart {
  id
  ship_to_id
  delivery_date
  delivery_method
  shipmentId
  flexible_delivery
  note_for_driver
  customer_order_number
  outlet_details {
    outlet_name
    payer_name
    street
    city
    province
    postalcode
    country
    sap_id
  }
  selected_payment_method {
    code
    title
  }
  available_payment_methods {
    code
    group
    title
    is_default
  }
  items {
    id
    product {
      sku
      name
      catalog_product_name
    }
    quantity_total
    prices {
      row_total {
        value
      }
    }
  }
  empties {
    parent_product
    sku
    qty
    name
    deposit
    kind
  }
}`) as unknown as TypedDocumentString<CheckoutSetTransportMutation, CheckoutSetTransportMutationVariables>;
export const CheckoutUpdatePricesDocument = new TypedDocumentString(`
    mutation CheckoutUpdatePrices($cartId: String!) {
  updatePrices(cart_id: $cartId) {
    success
    message
    can_proceed
    status_messages
    delivery_date_expired
    flexible_delivery
    order_items {
      cart_item_id
      sku
      price
      previous_price
      total
      changed
    }
    totals {
      subtotal_list {
        value
      }
      grand_total_your_price {
        value
      }
      discounts {
        value
      }
      excise {
        value
      }
      transport_discount {
        value
      }
      flexible_delivery_discount {
        value
      }
      taxable {
        value
      }
      vat {
        value
      }
      deposit {
        value
      }
      grand_total {
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutUpdatePricesMutation, CheckoutUpdatePricesMutationVariables>;
export const CheckoutFirstDateDocument = new TypedDocumentString(`
    query CheckoutFirstDate($shipTo: String!, $orderType: String) {
  deliveryAvailableDate(shipTo: $shipTo, shipmentId: $orderType) {
    first_available_date
  }
}
    `) as unknown as TypedDocumentString<CheckoutFirstDateQuery, CheckoutFirstDateQueryVariables>;
export const CheckoutPlaceOrderDocument = new TypedDocumentString(`
    mutation CheckoutPlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    order {
      ...PlacedOrderFields
    }
    orders {
      ...PlacedOrderFields
    }
    user_errors {
      code
      message
    }
    first_available_date
  }
}
    fragment PlacedOrderFields on PlacedOrder {
  order_number
  customer_order_number
  note_for_driver
  sap_id
  delivery_date
  order_type
  is_empties_return
  linked_order_number
  grand_total {
    value
  }
}`) as unknown as TypedDocumentString<CheckoutPlaceOrderMutation, CheckoutPlaceOrderMutationVariables>;
export const CheckoutPlacedOrderDocument = new TypedDocumentString(`
    query CheckoutPlacedOrder($orderNumber: String!) {
  placedOrder(order_number: $orderNumber) {
    ...PlacedOrderFields
  }
}
    fragment PlacedOrderFields on PlacedOrder {
  order_number
  customer_order_number
  note_for_driver
  sap_id
  delivery_date
  order_type
  is_empties_return
  linked_order_number
  grand_total {
    value
  }
}`) as unknown as TypedDocumentString<CheckoutPlacedOrderQuery, CheckoutPlacedOrderQueryVariables>;
export const CheckoutSaveDetailsDocument = new TypedDocumentString(`
    mutation CheckoutSaveDetails($cartId: String!, $customerOrderNumber: String, $noteForDriver: String) {
  saveCustomerOrderNumber(
    cart_id: $cartId
    customer_order_number: $customerOrderNumber
    note_for_driver: $noteForDriver
  ) {
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutSaveDetailsMutation, CheckoutSaveDetailsMutationVariables>;
export const SetCartTransportTypeDocument = new TypedDocumentString(`
    mutation SetCartTransportType($cartId: String!, $transportType: String!, $outletId: String!, $date: String!, $store: String) {
  setTransportType(
    cart_id: $cartId
    transporttype: $transportType
    outletid: $outletId
    datepopup: $date
    store: $store
  ) {
    message
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<SetCartTransportTypeMutation, SetCartTransportTypeMutationVariables>;
export const SetCartShipmentModeDocument = new TypedDocumentString(`
    mutation SetCartShipmentMode($cartId: String!, $mode: Int!) {
  setShipmentMode(cart_id: $cartId, only_empties: $mode) {
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<SetCartShipmentModeMutation, SetCartShipmentModeMutationVariables>;
export const OrderDetailDocument = new TypedDocumentString(`
    query OrderDetail($number: String!) {
  customerOrder(number: $number) {
    id
    order_number
    created_at
    grand_total {
      value
    }
    total_tax {
      value
    }
    status
    processing_status
    customer_order_number
    note_for_driver
    flexible_delivery
    change_refusal
    items {
      line
      product_sku
      name
      material_type
      image {
        url
        label
      }
      quantity_ordered
      number_of_packages
      number_of_layer
      number_of_pallet
      price {
        value
      }
      row_total {
        value
      }
    }
    additional_data {
      empty_order_number
      beer_order
      delivery_date
      delivery_message
      empty_return
      ship_to_name
      ship_to_id
      total_empties_deposit {
        value
      }
      total_your_price {
        value
      }
      payment_method
      payment_method_title
      type_of_transport
      sap_id
    }
    shipping_address {
      ...OrderAddressFields
    }
    billing_address {
      ...OrderAddressFields
    }
    status_history {
      field
      from
      to
      source
      changed_at
    }
  }
}
    fragment OrderAddressFields on OrderAddress {
  name
  street
  city
  postalcode
  province
  country
  sap_id
}`) as unknown as TypedDocumentString<OrderDetailQuery, OrderDetailQueryVariables>;
export const OrderReorderItemsDocument = new TypedDocumentString(`
    mutation OrderReorderItems($orderNumber: String!, $mode: CartConflictMode) {
  reorderItems(orderNumber: $orderNumber, mode: $mode) {
    needs_choice
    saved_order_id
    userInputErrors {
      code
      message
    }
    failed_items {
      sku
      name
      quantity
      reason
    }
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<OrderReorderItemsMutation, OrderReorderItemsMutationVariables>;
export const OrderEditDocument = new TypedDocumentString(`
    mutation OrderEdit($orderNumber: String!, $mode: CartConflictMode) {
  editOrder(orderNumber: $orderNumber, mode: $mode) {
    needs_choice
    saved_order_id
    userInputErrors {
      code
      message
    }
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<OrderEditMutation, OrderEditMutationVariables>;
export const OrderCancelDocument = new TypedDocumentString(`
    mutation OrderCancel($sapId: String!) {
  cancelOrder(sap_id: $sapId) {
    message
    status
    stand_alone_order
    cancelled_order_numbers
  }
}
    `) as unknown as TypedDocumentString<OrderCancelMutation, OrderCancelMutationVariables>;
export const SavedOrdersListDocument = new TypedDocumentString(`
    query SavedOrdersList($filters: SavedOrderFilterInput, $sortOrder: SavedOrderSortInput, $currentPage: Int, $pageSize: Int) {
  getSaveOrderForLater(
    filters: $filters
    sortOrder: $sortOrder
    currentPage: $currentPage
    pageSize: $pageSize
  ) {
    total_count
    items {
      ...SavedOrderFields
    }
    page_info {
      page_size
      current_page
      total_pages
    }
  }
}
    fragment SavedOrderFields on SavedOrder {
  id
  name
  total {
    value
  }
  total_qty
  lines_count
  deliver_to
  shipto_name
  bill_to
  beer_order
  customer_order_number
  saved_order_date
  order_type
  delivery_date
}`) as unknown as TypedDocumentString<SavedOrdersListQuery, SavedOrdersListQueryVariables>;
export const SavedOrderDetailsDocument = new TypedDocumentString(`
    query SavedOrderDetails($id: ID!) {
  getSaveOrderDetails(id: $id) {
    order {
      ...SavedOrderFields
    }
    shipping_address {
      name
      street
      city
      postalcode
      province
      country
      sap_id
    }
    billing_address {
      name
      street
      city
      postalcode
      province
      country
      sap_id
    }
    items {
      sku
      name
      image {
        url
        label
      }
      quantity
      number_of_packages
      number_of_layer
      number_of_pallet
      price {
        value
      }
      row_total {
        value
      }
    }
    empties {
      sku
      name
      qty
    }
    payment_method
    note_for_driver
  }
}
    fragment SavedOrderFields on SavedOrder {
  id
  name
  total {
    value
  }
  total_qty
  lines_count
  deliver_to
  shipto_name
  bill_to
  beer_order
  customer_order_number
  saved_order_date
  order_type
  delivery_date
}`) as unknown as TypedDocumentString<SavedOrderDetailsQuery, SavedOrderDetailsQueryVariables>;
export const SavedOrderReOrderDocument = new TypedDocumentString(`
    mutation SavedOrderReOrder($id: ID!, $mode: CartConflictMode) {
  reOrderSavedOrder(id: $id, mode: $mode) {
    message
    status
    needs_choice
    failed_items {
      sku
      name
      quantity
      reason
    }
    cart {
      id
      total_quantity
    }
  }
}
    `) as unknown as TypedDocumentString<SavedOrderReOrderMutation, SavedOrderReOrderMutationVariables>;
export const SavedOrderDeleteDocument = new TypedDocumentString(`
    mutation SavedOrderDelete($id: ID!) {
  deleteSavedOrder(id: $id) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SavedOrderDeleteMutation, SavedOrderDeleteMutationVariables>;
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