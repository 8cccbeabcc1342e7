import { graphql } from '../../../gql';

/** What every change of lines answers: the cart as it now stands, or why nothing changed. */
export const CartChangeFragment = graphql(`
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
`);

// Kept apart from the cart's read: the header's icon needs only that, so these stay out of the first page.

/** The truck-fill assistant of a cart (issue 10 item 5). */
export const TruckFillDocument = graphql(`
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
`);

/** Adds products with their three counters (spec 2 §7 addProductsToCart); all or nothing. */
export const AddProductsDocument = graphql(`
  mutation CartAddProducts($cartId: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $items) {
      ...CartChange
    }
  }
`);

/** Sets the counters of lines (spec 2 §7 updateCartItems); all or nothing. */
export const UpdateItemsDocument = graphql(`
  mutation CartUpdateItems($input: UpdateCartItemsInput!) {
    updateCartItems(input: $input) {
      ...CartChange
    }
  }
`);

/** Removes one line (spec 1 §7 remove cart item). */
export const RemoveItemDocument = graphql(`
  mutation CartRemoveItem($input: RemoveItemFromCartInput!) {
    removeItemFromCart(input: $input) {
      ...CartChange
    }
  }
`);

/** Removes every line ('Remove All'). */
export const RemoveAllDocument = graphql(`
  mutation CartRemoveAll($cartId: String!) {
    removeAllCartItems(cart_id: $cartId) {
      ...CartChange
    }
  }
`);

/** Stores the customer order number and the note for the driver with the cart (spec 2 §7 saveCustomerOrderNumber). */
export const SaveOrderDetailsDocument = graphql(`
  mutation CartSaveOrderDetails($cartId: String!, $customerOrderNumber: String, $noteForDriver: String) {
    saveCustomerOrderNumber(
      cart_id: $cartId
      customer_order_number: $customerOrderNumber
      note_for_driver: $noteForDriver
    ) {
      ...CartChange
    }
  }
`);

/** Quick order by list (issue 10 item 6): every line checked, added or reported with its reason. */
export const AddByListDocument = graphql(`
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
`);

/** The units a customer type may order in for an order type (spec 1 §7 getPortalConfig orderableunits). */
export const OrderableUnitsDocument = graphql(`
  query CartOrderableUnits($customerType: String, $orderType: String) {
    getPortalConfig(customerType: $customerType, orderType: $orderType) {
      orderableunits
    }
  }
`);

/** Sets the empties returned with a beer order (spec 2 §7 updateEmpties): each quantity replaces the last. */
export const UpdateEmptiesDocument = graphql(`
  mutation CartUpdateEmpties($cartId: String!, $empties: [CartEmptiesInput!]!) {
    updateEmpties(cart_id: $cartId, empties: $empties) {
      ...CartChange
    }
  }
`);
