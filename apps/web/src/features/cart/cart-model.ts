import type { CapacityState, Cents, OrderType, ShipmentMode } from '@spina/domain';

/** A product as a cart line shows and counts it (spec 2 §3 cart item product). */
export type CartProduct = {
  sku: string;
  name: string;
  imageUrl: string | null;
  materialType: string | null;
  packagingEnabled: boolean;
};

/** What a line orders with its three counters (number_of_packages, number_of_layer, number_of_pallet). */
export type LineQuantities = { packages: number; layers: number; pallets: number };

/** Which counters a line offers and the pallet minimum, as the server decides them (spec 1 §4.7, spec 2 §5). */
export type LineCounterRules = { units: boolean; layers: boolean; pallets: boolean; palletMinimum: number };

/** A line of the cart with its priced figures in cents (spec 2 §3 cart item, prices). */
export type CartLine = {
  id: string;
  product: CartProduct;
  quantities: LineQuantities;
  counters: LineCounterRules;
  /** Sales units of the line, counters converted (quantity_total). */
  totalUnits: number;
  /** Layers of the line, pallets converted (number_of_layer_total). */
  totalLayers: number;
  yourPriceCents: Cents;
  rowTotalCents: Cents;
  weightKg: number;
};

/** An empties line that follows a returnable product (spec 2 §3 empties: crates, kegs; material ZQCR). */
export type EmptiesLine = {
  parentSku: string | null;
  sku: string;
  name: string;
  quantity: number;
  depositCents: Cents;
};

/** Empties the buyer sends back with a beer order (spec 2 §1, §3 empties; set with updateEmpties). */
export type ReturnedEmpties = {
  sku: string;
  name: string;
  quantity: number;
  /** Consumer units one item holds (bottles in a crate), 0 when it holds none (a keg). */
  bottlesPerItem: number;
};

/** The price breakdown of the cart page (issue 10 item 4), in cents. */
export type CartTotals = {
  yourPriceCents: Cents;
  discountCents: Cents;
  exciseCents: Cents;
  depositCents: Cents;
  vatCents: Cents;
  transportDiscountCents: Cents;
  flexibleDeliveryDiscountCents: Cents;
  grandTotalCents: Cents;
};

/**
 * The capacity bar's figures (spec 2 §3 progress_bar_data): the verdict the server reached with the domain's
 * capacityProgress, and the measures and limits it judged.
 */
export type CapacityView = {
  state: CapacityState;
  message: string | null;
  percent: number;
  cashPercent: number;
  orderType: OrderType;
  isFullTruck: boolean;
  weightKg: number;
  maxWeightKg: number;
  pallets: number;
  maxPallets: number;
  hectolitres: number;
  cartValueCents: Cents;
  maxOrderCashCents: Cents;
};

/** The cart as the screens read it. */
export type CartView = {
  id: string;
  /** The ship-to the cart delivers to (10 digits). */
  shipToId: string;
  /** How many lines the cart holds (total_quantity). */
  totalQuantity: number;
  /** The order type stored on the cart, null while none is (delivery_method). */
  deliveryMethod: OrderType | null;
  deliveryDate: string | null;
  /** 0 a beer order, 1 an empties return (shipmentId). */
  shipmentMode: ShipmentMode;
  lines: CartLine[];
  empties: EmptiesLine[];
  returnedEmpties: ReturnedEmpties[];
  isFullTruck: boolean;
  noteForDriver: string;
  customerOrderNumber: string;
  totals: CartTotals;
  capacity: CapacityView;
};

/** A line the truck-fill assistant proposes, from the ship-to's order history and favourites. */
export type FillSuggestion = {
  sku: string;
  name: string;
  imageUrl: string | null;
  layers: number;
  pallets: number;
  weightKg: number;
  source: 'history' | 'favourite';
  reachesTarget: boolean;
};

/** The band the assistant fills towards (TruckFill.target). */
export type FillTarget =
  'minimum' | 'motrice' | 'autotreno' | 'maximum' | 'pallet_minimum' | 'pallet_maximum';

/** How far the cart is from its next band and what closes the gap (issue 10 item 5). */
export type TruckFillView = {
  target: FillTarget | null;
  gapWeightKg: number;
  gapLayers: number;
  gapPallets: number;
  headroomWeightKg: number;
  headroomPallets: number;
  suggestions: FillSuggestion[];
};

/** The count shown on the cart icons: the cart's lines (spec 1 §2.3 "an item count"). */
export function cartItemCount(cart: Pick<CartView, 'lines'> | null | undefined): number {
  return cart?.lines.length ?? 0;
}
