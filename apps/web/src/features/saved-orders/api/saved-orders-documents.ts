import { graphql } from '../../../gql';

/** The fields of a saved order every screen shows (spec 2 §3 Saved order). */
export const SavedOrderFieldsFragment = graphql(`
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
`);

/** getSaveOrderForLater (spec 2 §7): one page of the caller's saved orders on the ship-to. */
export const SavedOrdersListDocument = graphql(`
  query SavedOrdersList(
    $filters: SavedOrderFilterInput
    $sortOrder: SavedOrderSortInput
    $currentPage: Int
    $pageSize: Int
  ) {
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
`);

/** getSaveOrderDetails (spec 2 §7): a saved order with its addresses, items, empties and payment term. */
export const SavedOrderDetailsDocument = graphql(`
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
`);

/** reOrderSavedOrder (spec 2 §7): the saved order's lines into the cart; what could not go in is listed. */
export const ReOrderSavedOrderDocument = graphql(`
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
`);

/** deleteSavedOrder (spec 2 §7). */
export const DeleteSavedOrderDocument = graphql(`
  mutation SavedOrderDelete($id: ID!) {
    deleteSavedOrder(id: $id) {
      success
      message
    }
  }
`);
