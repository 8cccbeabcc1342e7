import { graphql } from '../../../gql';

/** What the checkout steps read of the open cart besides the cart page's fields (spec 2 §3 Cart). */
export const CheckoutCartFragment = graphql(`
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
`);

/** The open cart as checkout reads it. */
export const CheckoutCartDocument = graphql(`
  query CheckoutCart {
    customerCart {
      ...CheckoutCartFields
    }
  }
`);

/** Stores order type, date, payment term and flexible delivery on the cart (spec 2 §7 setTransportType). */
export const CheckoutSetTransportDocument = graphql(`
  mutation CheckoutSetTransport(
    $cartId: String!
    $transportType: String!
    $outletId: String!
    $date: String!
    $store: String
    $paymentCode: String
    $paymentMethod: String
    $flexible: Boolean
  ) {
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
`);

/** Reads prices again before the recap (spec 2 §3 Price-update result). */
export const CheckoutUpdatePricesDocument = graphql(`
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
`);

/** The first date the order type may be delivered on, offered when the chosen one has passed (spec 1 §4.5). */
export const CheckoutFirstDateDocument = graphql(`
  query CheckoutFirstDate($shipTo: String!, $orderType: String) {
    deliveryAvailableDate(shipTo: $shipTo, shipmentId: $orderType) {
      first_available_date
    }
  }
`);

/** A placed order's fields, as /thanks and the place answer show them (spec 2 §3 Placed order). */
export const PlacedOrderFragment = graphql(`
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
`);

/** Places the cart (spec 2 §7 placeOrder); sent with an Idempotency-Key header. */
export const PlaceOrderDocument = graphql(`
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
`);

/** An order the caller placed, by number, for /thanks after a reload. */
export const PlacedOrderDocument = graphql(`
  query CheckoutPlacedOrder($orderNumber: String!) {
    placedOrder(order_number: $orderNumber) {
      ...PlacedOrderFields
    }
  }
`);

/** Stores the customer order number and the note for the driver (spec 2 §7 saveCustomerOrderNumber). */
export const CheckoutSaveDetailsDocument = graphql(`
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
`);
