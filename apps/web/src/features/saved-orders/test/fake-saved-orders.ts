import type {
  SavedOrderDetailsQuery,
  SavedOrderFieldsFragment,
  SavedOrderReOrderMutation,
  SavedOrdersListQuery,
} from '../../../gql/graphql';

/** A saved order as the list answers it: a beer order of Bar Centrale saved on 3 March 2026 (Rome time). */
export function savedOrder(overrides: Partial<SavedOrderFieldsFragment> = {}): SavedOrderFieldsFragment {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Weekend stock',
    total: { value: 1234.5 },
    total_qty: 48,
    lines_count: 2,
    deliver_to: 'Via Roma 1, 40121 Bologna, BO',
    shipto_name: 'Bar Centrale',
    bill_to: 'Centrale srl',
    beer_order: true,
    customer_order_number: 'PO-77',
    saved_order_date: '2026-03-03T10:15:00.000Z',
    order_type: 'freeshipping_freeshipping',
    delivery_date: '2026-03-10',
    ...overrides,
  };
}

type ListAnswer = SavedOrdersListQuery['getSaveOrderForLater'];

/** A page of the list: the items given, out of `total` in all, 10 a page. */
export function savedOrdersPage(
  items: SavedOrderFieldsFragment[],
  total = items.length,
  page = 1,
): { getSaveOrderForLater: ListAnswer } {
  return {
    getSaveOrderForLater: {
      total_count: total,
      items,
      page_info: { page_size: 10, current_page: page, total_pages: Math.ceil(total / 10) },
    },
  };
}

/** The details of `savedOrder()`: two lines, one returned crate, a payment term and a note. */
export function savedOrderDetails(
  overrides: Partial<SavedOrderDetailsQuery['getSaveOrderDetails']> = {},
): SavedOrderDetailsQuery {
  return {
    getSaveOrderDetails: {
      order: savedOrder(),
      shipping_address: {
        name: 'Bar Centrale',
        street: 'Via Roma 1',
        city: 'Bologna',
        postalcode: '40121',
        province: 'BO',
        country: 'IT',
        sap_id: '0000100001',
      },
      billing_address: {
        name: 'Centrale srl',
        street: 'Piazza Maggiore 2',
        city: 'Bologna',
        postalcode: '40124',
        province: 'BO',
        country: 'IT',
        sap_id: '0000200001',
      },
      items: [
        {
          sku: '10110101',
          name: 'Serena IPA 24 x 33 cl',
          image: { url: '/media/products/10110101.svg', label: 'Serena IPA' },
          quantity: 36,
          number_of_packages: 0,
          number_of_layer: 3,
          number_of_pallet: 0,
          price: { value: 23.9 },
          row_total: { value: 860.4 },
        },
        {
          sku: '20220202',
          name: 'Quercia Lager keg 30 l',
          image: { url: '/media/products/20220202.svg', label: 'Quercia Lager' },
          quantity: 12,
          number_of_packages: 12,
          number_of_layer: 0,
          number_of_pallet: 0,
          price: { value: 31.2 },
          row_total: { value: 374.4 },
        },
      ],
      empties: [{ sku: 'CRATE-24', name: 'Cassa 24 bottiglie', qty: 10 }],
      payment_method: 'IC30',
      note_for_driver: 'Ring at the back door',
      ...overrides,
    },
  };
}

type ReOrderAnswer = SavedOrderReOrderMutation['reOrderSavedOrder'];

/** A re-order answer: added to the cart unless told otherwise. */
export function reOrderAnswer(overrides: Partial<ReOrderAnswer> = {}): SavedOrderReOrderMutation {
  return {
    reOrderSavedOrder: {
      message: 'The products have been added to the cart',
      status: 'success',
      needs_choice: false,
      failed_items: [],
      cart: { id: 'cart-1', total_quantity: 2 },
      ...overrides,
    },
  };
}
