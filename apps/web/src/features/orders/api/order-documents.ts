import { graphql } from '../../../gql';

/** Every field of a submitted order the detail screen shows (spec 2 §3 Submitted order). */
export const OrderDetailDocument = graphql(`
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
  }
`);

/** Re-order a placed order into its ship-to's cart (spec 2 §4, §7 reorderItems). */
export const ReorderItemsDocument = graphql(`
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
`);

/** Withdraw a placed order and put its lines back in the cart (spec 2 §4 Edit order). */
export const EditOrderDocument = graphql(`
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
`);

/** Cancel a placed order, with its linked beer or empties order (spec 2 §4 Cancel order from history). */
export const CancelOrderDocument = graphql(`
  mutation OrderCancel($sapId: String!) {
    cancelOrder(sap_id: $sapId) {
      message
      status
      stand_alone_order
      cancelled_order_numbers
    }
  }
`);
