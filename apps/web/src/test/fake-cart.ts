import type { CartFieldsFragment } from '../gql/graphql';

const money = (value: number) => ({ value });

type ItemFields = {
  id: string;
  sku: string;
  name: string;
  layers?: number;
  pallets?: number;
  palletMinimum?: number;
};

/** A product its counters offer Layers and Pallets for (packaging not enabled), as the catalogue gives it to them. */
export const COUNTER_PRODUCT = {
  sku: '10110101',
  name: 'Serena IPA 24 x 33 cl',
  materialType: 'ZFER',
  packagingEnabled: false,
};

/** A cart line as the API answers it: 12 packages a layer, 20 kg a package, 23,90 € each. */
export function apiItem({ id, sku, name, layers = 0, pallets = 0, palletMinimum = 0 }: ItemFields) {
  const packages = layers * 12 + pallets * 72;
  return {
    id,
    quantity_total: packages,
    number_of_packages: 0,
    number_of_layer: layers,
    number_of_layer_total: layers + pallets * 6,
    number_of_pallet: pallets,
    weight: packages * 20,
    product: {
      sku,
      name,
      catalog_product_name: name,
      material_type: 'ZFER',
      packaging_enable: false,
      small_image: { url: `/media/products/${sku}.svg` },
    },
    counters: { units: false, layers: true, pallets: true, pallet_minimum: palletMinimum },
    prices: { price: money(23.9), row_total: money(23.9 * packages) },
  };
}

/**
 * A cart as the API answers it (the CartFields fragment), On Premise Small truck by default, on ship-to
 * 0000100001 for 26 November 2026; `fields` override the cart's own fields.
 */
export function apiCart(
  items: ReturnType<typeof apiItem>[],
  progress: Partial<CartFieldsFragment['progress_bar_data']> = {},
  fields: Partial<Omit<CartFieldsFragment, 'items' | 'progress_bar_data'>> = {},
): CartFieldsFragment {
  const weight = items.reduce((sum, item) => sum + item.weight, 0);
  const value = items.reduce((sum, item) => sum + item.prices.row_total.value, 0);
  return {
    id: 'cart-1',
    ship_to_id: '0000100001',
    total_quantity: items.length,
    note_for_driver: null,
    customer_order_number: null,
    delivery_method: 'freeshipping_freeshipping',
    delivery_date: '2026-11-26',
    shipmentId: 0,
    items,
    empties: items.map((item) => ({
      parent_product: item.product.sku,
      sku: 'CRATE-24',
      qty: item.quantity_total,
      name: 'Cassa 24 bottiglie',
      number_of_bottles_gabbie: 24,
      deposit: item.quantity_total * 3.5,
      kind: 'linked',
    })),
    prices: {
      grand_total_your_price: money(value),
      discounts: money(0),
      excise: money(12),
      flexible_delivery_discount: money(0),
      transport_discount: money(0),
      vat: money(value * 0.22),
      deposit: money(0),
      grand_total: money(value * 1.22),
    },
    progress_bar_data: {
      isFullTruck: false,
      iMaximumOrderPallet: 34,
      iMaximumOrderWeight: 29_300,
      iMaximumOrderCash: 0,
      sOutletDeliveryMethod: 'freeshipping_freeshipping',
      iTotalCartWeight: weight,
      iTotalCartPalletQty: 0.5,
      iTotalCartHectolitres: 1.2,
      state: 'neutral',
      message: 'Motrice discount not reached',
      percent: Math.floor((weight * 100) / 29_300),
      cash_percent: 0,
      ...progress,
    },
    ...fields,
  };
}
