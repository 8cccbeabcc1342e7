import type { CapacityView, CartLine, CartView, FillSuggestion, TruckFillView } from '../cart-model';

export const capacityView = (fields: Partial<CapacityView> = {}): CapacityView => ({
  state: 'neutral',
  message: 'Motrice discount not reached',
  percent: 1,
  cashPercent: 0,
  orderType: 'freeshipping_freeshipping',
  isFullTruck: false,
  weightKg: 420,
  maxWeightKg: 29_300,
  pallets: 0.33,
  maxPallets: 34,
  hectolitres: 0.79,
  cartValueCents: 57_360,
  maxOrderCashCents: 0,
  ...fields,
});

export const line = (fields: Partial<CartLine> & { id: string; name: string; sku: string }): CartLine => ({
  product: {
    sku: fields.sku,
    name: fields.name,
    imageUrl: null,
    materialType: 'ZFER',
    packagingEnabled: true,
  },
  quantities: { packages: 0, layers: 2, pallets: 0 },
  counters: { units: true, layers: true, pallets: true, palletMinimum: 0 },
  totalUnits: 24,
  totalLayers: 2,
  yourPriceCents: 2_390,
  rowTotalCents: 57_360,
  weightKg: 420,
  ...fields,
});

export const cartView = (fields: Partial<CartView> = {}): CartView => ({
  id: 'cart-1',
  shipToId: '0000100001',
  totalQuantity: 1,
  deliveryMethod: 'freeshipping_freeshipping',
  deliveryDate: '2026-11-26',
  shipmentMode: 0,
  lines: [line({ id: 'item-1', name: 'Serena IPA 24 x 33 cl', sku: '10110101' })],
  empties: [],
  returnedEmpties: [],
  isFullTruck: false,
  noteForDriver: '',
  customerOrderNumber: '',
  totals: {
    yourPriceCents: 57_360,
    discountCents: 0,
    exciseCents: 4_000,
    depositCents: 1_200,
    vatCents: 12_619,
    transportDiscountCents: 0,
    flexibleDeliveryDiscountCents: 0,
    grandTotalCents: 71_179,
  },
  capacity: capacityView(),
  ...fields,
});

export const suggestion = (
  fields: Partial<FillSuggestion> & { sku: string; name: string },
): FillSuggestion => ({
  imageUrl: null,
  layers: 4,
  pallets: 0,
  weightKg: 1_600,
  source: 'history',
  reachesTarget: false,
  ...fields,
});

export const truckFill = (fields: Partial<TruckFillView> = {}): TruckFillView => ({
  target: 'motrice',
  gapWeightKg: 2_350,
  gapLayers: 6,
  gapPallets: 0,
  headroomWeightKg: 19_650,
  headroomPallets: 20,
  suggestions: [],
  ...fields,
});
