/**
 * Order statuses (spec 2 §4 "Order statuses", spec 3 §4): the delivery status an order travels through and the
 * document processing status of the ERP. The English values are stored and are also the i18n keys.
 */
export const DELIVERY_STATUSES = [
  'ORDER UNDER INVESTIGATION',
  'AWAITING SHIPMENT',
  'AWAITING FULLFILLMENT',
  'PARTIAL ORDER PREPARATION',
  'IN STOCK',
  'AWAITING DELIVERY',
  'PARTIALLY DELIVERED',
  'DELIVERED',
  'NOT DELIVERED',
  'DELIVERY NOT AVAILABLE',
  'CANCELLED',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const PROCESSING_STATUSES = [
  'Not Yet Processed',
  'Partially Processed',
  'Completely Processed',
  'Fully Rejected',
  'Not Relevant',
] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

export function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(value);
}

export function isProcessingStatus(value: unknown): value is ProcessingStatus {
  return typeof value === 'string' && (PROCESSING_STATUSES as readonly string[]).includes(value);
}

/** The messages of spec 2 §8 that refuse a change to a placed order; they are also the i18n keys. */
export const ORDER_CHANGE_REFUSALS = {
  missing: 'Non-existent or blocked order',
  goodsIssued: 'Non-cancelable order, goods issue already carried out',
  deliveryBlocked: 'Delivery already created has been blocked',
} as const;
export type OrderChangeRefusal = (typeof ORDER_CHANGE_REFUSALS)[keyof typeof ORDER_CHANGE_REFUSALS];

/** Statuses reached once the goods have left the warehouse (the goods issue is posted). */
const GOODS_ISSUED: readonly DeliveryStatus[] = [
  'AWAITING DELIVERY',
  'PARTIALLY DELIVERED',
  'DELIVERED',
  'NOT DELIVERED',
  'DELIVERY NOT AVAILABLE',
];

/**
 * Why a placed order can no longer be cancelled or edited (decision 0021), or null while it still can: only
 * before the ERP has started on it. A cancelled order is gone; once the goods are issued the truck is loaded;
 * once a delivery is being prepared or the document is processed, the delivery exists and is blocked.
 */
export function orderChangeRefusal(status: string, processingStatus: string): OrderChangeRefusal | null {
  if (status === 'CANCELLED') return ORDER_CHANGE_REFUSALS.missing;
  if ((GOODS_ISSUED as readonly string[]).includes(status)) return ORDER_CHANGE_REFUSALS.goodsIssued;
  if (status === 'PARTIAL ORDER PREPARATION' || status === 'IN STOCK')
    return ORDER_CHANGE_REFUSALS.deliveryBlocked;
  if (processingStatus !== 'Not Yet Processed') return ORDER_CHANGE_REFUSALS.deliveryBlocked;
  return null;
}
