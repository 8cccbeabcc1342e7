import type {
  CartFieldsFragment,
  CheckoutCartFieldsFragment,
  CheckoutUpdatePricesMutation,
  PlacedOrderFieldsFragment,
} from '../../../gql/graphql';

const money = (value: number) => ({ value });

/** The checkout fields of a cart as the API answers them: On Premise, Small truck, four terms, an empties return. */
export function checkoutCart(
  overrides: Partial<CheckoutCartFieldsFragment> = {},
): CheckoutCartFieldsFragment {
  return {
    id: 'cart-1',
    ship_to_id: '0000100001',
    delivery_date: '2026-11-27',
    delivery_method: 'freeshipping_freeshipping',
    shipmentId: 0,
    flexible_delivery: false,
    note_for_driver: null,
    customer_order_number: null,
    outlet_details: {
      outlet_name: 'Birreria Al Portico',
      payer_name: 'Al Portico srl',
      street: 'Via Roma 1',
      city: 'Bologna',
      province: 'BO',
      postalcode: '40121',
      country: 'IT',
      sap_id: '0000100001',
    },
    selected_payment_method: null,
    available_payment_methods: [
      { code: 'RC60', group: 6, title: 'Bank receipt (Ri.Ba.) at 60 days', is_default: false },
      { code: 'IC30', group: 5, title: 'Direct debit (SDD) at 30 days', is_default: true },
      { code: '2C60', group: 2, title: 'Bank transfer at 60 days', is_default: false },
      { code: '2C30', group: 2, title: 'Bank transfer at 30 days', is_default: false },
    ],
    items: [
      {
        id: 'item-1',
        product: { sku: '10110101', name: 'IPA', catalog_product_name: 'Serena IPA 24 x 33 cl' },
        quantity_total: 24,
        prices: { row_total: money(573.6) },
      },
    ],
    empties: [
      {
        parent_product: '10110101',
        sku: 'CRATE-24',
        qty: 24,
        name: 'Cassa 24 bottiglie',
        deposit: 84,
        kind: 'linked',
      },
      {
        parent_product: null,
        sku: 'CRATE-24',
        qty: 10,
        name: 'Cassa 24 bottiglie',
        deposit: 0,
        kind: 'returned',
      },
    ],
    ...overrides,
  };
}

type PriceCheck = CheckoutUpdatePricesMutation['updatePrices'];

/** A price check: nothing moved unless given, the cart may proceed. */
export function priceCheck(overrides: Partial<PriceCheck> = {}): PriceCheck {
  return {
    success: true,
    message: null,
    can_proceed: true,
    status_messages: [],
    delivery_date_expired: false,
    flexible_delivery: false,
    order_items: [
      {
        cart_item_id: 'item-1',
        sku: '10110101',
        price: 23.9,
        previous_price: 23.9,
        total: 573.6,
        changed: false,
      },
    ],
    totals: {
      subtotal_list: money(600),
      grand_total_your_price: money(573.6),
      discounts: money(40),
      excise: money(13.6),
      transport_discount: money(0),
      flexible_delivery_discount: money(0),
      taxable: money(573.6),
      vat: money(126.19),
      deposit: money(84),
      grand_total: money(783.79),
    },
    ...overrides,
  };
}

/** A placed order as placeOrder and placedOrder answer it. */
export function placedOrder(overrides: Partial<PlacedOrderFieldsFragment> = {}): PlacedOrderFieldsFragment {
  return {
    order_number: 'SP-000123',
    customer_order_number: 'PO-7',
    note_for_driver: null,
    sap_id: null,
    delivery_date: '2026-11-27',
    order_type: 'freeshipping_freeshipping',
    is_empties_return: false,
    linked_order_number: 'SP-000124',
    grand_total: money(783.79),
    ...overrides,
  };
}

type CartFields = CartFieldsFragment;

/** The cart page's fields of a one-line cart (two layers of an IPA, 480 kg) with the capacity verdict given. */
export function cartPageCart(progress: Partial<CartFields['progress_bar_data']>): CartFields {
  return {
    id: 'cart-1',
    total_quantity: 1,
    note_for_driver: null,
    customer_order_number: null,
    delivery_method: 'freeshipping_freeshipping',
    ship_to_id: '0000100001',
    delivery_date: '2026-11-26',
    shipmentId: 0,
    items: [
      {
        id: 'item-1',
        quantity_total: 24,
        number_of_packages: 0,
        number_of_layer: 2,
        number_of_layer_total: 2,
        number_of_pallet: 0,
        weight: 480,
        product: {
          sku: '10110101',
          name: 'Serena IPA 24 x 33 cl',
          catalog_product_name: 'Serena IPA 24 x 33 cl',
          material_type: 'ZFER',
          packaging_enable: false,
          small_image: { url: '/media/products/10110101.svg' },
        },
        counters: { units: false, layers: true, pallets: true, pallet_minimum: 0 },
        prices: { price: money(23.9), row_total: money(573.6) },
      },
    ],
    empties: [],
    prices: {
      grand_total_your_price: money(573.6),
      discounts: money(40),
      excise: money(13.6),
      flexible_delivery_discount: money(0),
      transport_discount: money(0),
      vat: money(126.19),
      deposit: money(84),
      grand_total: money(783.79),
    },
    progress_bar_data: {
      isFullTruck: false,
      iMaximumOrderPallet: 34,
      iMaximumOrderWeight: 29_300,
      iMaximumOrderCash: 0,
      sOutletDeliveryMethod: 'freeshipping_freeshipping',
      iTotalCartWeight: 480,
      iTotalCartPalletQty: 0.33,
      iTotalCartHectolitres: 1.9,
      state: 'success',
      message: 'Motrice discount reached',
      percent: 1,
      cash_percent: 0,
      ...progress,
    },
  };
}

/** The truck-fill assistant's answer for a cart with no band to reach: no gap, no suggestion. */
export const NO_TRUCK_FILL = {
  target: null,
  gap_weight: 0,
  gap_layers: 0,
  gap_pallets: 0,
  headroom_weight: 0,
  headroom_pallets: 0,
  suggestions: [],
};
