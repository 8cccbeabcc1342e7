import { graphql } from '../../../gql';

/** Every cart field the cart page, the mini cart and the icons read; one fragment, so all screens agree. */
export const CartFieldsFragment = graphql(`
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
`);

/** The caller's open cart on the current ship-to (spec 2 §7 customerCart), created when there is none. */
export const CustomerCartDocument = graphql(`
  query CartCustomerCart {
    customerCart {
      ...CartFields
    }
  }
`);
