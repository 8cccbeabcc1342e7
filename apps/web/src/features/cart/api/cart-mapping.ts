import { isOrderType, type CapacityState, type Cents } from '@spina/domain';
import type { CartFieldsFragment, CartTruckFillQuery } from '../../../gql/graphql';
import type { CartView, FillTarget, TruckFillView } from '../cart-model';

/** Euros of the API (2 decimals) to integer cents (DESIGN §5). */
export const toCents = (euros: number): Cents => Math.round(euros * 100);

const STATES: readonly CapacityState[] = ['hidden', 'neutral', 'success', 'error'];
const capacityState = (state: string): CapacityState =>
  (STATES as readonly string[]).includes(state) ? (state as CapacityState) : 'neutral';

/** The cart of the API as the screens read it. */
export function toCartView(cart: CartFieldsFragment): CartView {
  const progress = cart.progress_bar_data;
  const orderType = isOrderType(cart.delivery_method) ? cart.delivery_method : 'freeshipping_freeshipping';
  return {
    id: cart.id,
    shipToId: cart.ship_to_id,
    totalQuantity: cart.total_quantity,
    deliveryMethod: isOrderType(cart.delivery_method) ? cart.delivery_method : null,
    deliveryDate: cart.delivery_date ?? null,
    shipmentMode: cart.shipmentId === 1 ? 1 : 0,
    isFullTruck: progress.isFullTruck,
    noteForDriver: cart.note_for_driver ?? '',
    customerOrderNumber: cart.customer_order_number ?? '',
    lines: cart.items.map((item) => ({
      id: item.id,
      product: {
        sku: item.product.sku,
        name: item.product.catalog_product_name || item.product.name,
        imageUrl: item.product.small_image.url || null,
        materialType: item.product.material_type,
        packagingEnabled: item.product.packaging_enable,
      },
      quantities: {
        packages: item.number_of_packages,
        layers: item.number_of_layer,
        pallets: item.number_of_pallet,
      },
      counters: {
        units: item.counters.units,
        layers: item.counters.layers,
        pallets: item.counters.pallets,
        palletMinimum: item.counters.pallet_minimum,
      },
      totalUnits: item.quantity_total,
      totalLayers: item.number_of_layer_total,
      yourPriceCents: toCents(item.prices.price.value),
      rowTotalCents: toCents(item.prices.row_total.value),
      weightKg: item.weight,
    })),
    empties: cart.empties
      .filter((item) => item.kind === 'linked')
      .map((item) => ({
        parentSku: item.parent_product,
        sku: item.sku,
        name: item.name,
        quantity: item.qty,
        depositCents: toCents(item.deposit),
      })),
    returnedEmpties: cart.empties
      .filter((item) => item.kind === 'returned')
      .map((item) => ({
        sku: item.sku,
        name: item.name,
        quantity: item.qty,
        bottlesPerItem: item.number_of_bottles_gabbie,
      })),
    totals: {
      yourPriceCents: toCents(cart.prices.grand_total_your_price.value),
      discountCents: toCents(cart.prices.discounts.value),
      exciseCents: toCents(cart.prices.excise.value),
      depositCents: toCents(cart.prices.deposit.value),
      vatCents: toCents(cart.prices.vat.value),
      transportDiscountCents: toCents(cart.prices.transport_discount.value),
      flexibleDeliveryDiscountCents: toCents(cart.prices.flexible_delivery_discount.value),
      grandTotalCents: toCents(cart.prices.grand_total.value),
    },
    capacity: {
      state: capacityState(progress.state),
      message: progress.message,
      percent: progress.percent,
      cashPercent: progress.cash_percent,
      orderType,
      isFullTruck: progress.isFullTruck,
      weightKg: progress.iTotalCartWeight,
      maxWeightKg: progress.iMaximumOrderWeight,
      pallets: progress.iTotalCartPalletQty,
      maxPallets: progress.iMaximumOrderPallet,
      hectolitres: progress.iTotalCartHectolitres,
      cartValueCents: toCents(cart.prices.grand_total_your_price.value),
      maxOrderCashCents: toCents(progress.iMaximumOrderCash),
    },
  };
}

const TARGETS: readonly FillTarget[] = [
  'minimum',
  'motrice',
  'autotreno',
  'maximum',
  'pallet_minimum',
  'pallet_maximum',
];

/** The truck-fill answer of the API as the assistant reads it; an unknown target shows nothing. */
export function toTruckFillView(fill: CartTruckFillQuery['truckFill']): TruckFillView {
  const target = (TARGETS as readonly (string | null)[]).includes(fill.target)
    ? (fill.target as FillTarget)
    : null;
  return {
    target,
    gapWeightKg: fill.gap_weight,
    gapLayers: fill.gap_layers,
    gapPallets: fill.gap_pallets,
    headroomWeightKg: fill.headroom_weight,
    headroomPallets: fill.headroom_pallets,
    suggestions: fill.suggestions.map((item) => ({
      sku: item.sku,
      name: item.name,
      imageUrl: item.image.url || null,
      layers: item.number_of_layer,
      pallets: item.number_of_pallet,
      weightKg: item.weight,
      source: item.source === 'favourite' ? 'favourite' : 'history',
      reachesTarget: item.reaches_target,
    })),
  };
}
