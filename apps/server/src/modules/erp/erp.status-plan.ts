import { isDeliveryStatus, isProcessingStatus } from '@spina/domain';
import type { OrderFieldChange } from '../orders/orders.status-history';
import type { RowError, StatusUpdate } from './erp.status-contracts';

/** The fields of an order a status push may change, as they are before the batch. */
export type PushTarget = {
  id: string;
  orderNumber: string;
  sapId: string | null;
  status: string;
  processingStatus: string;
  deliveryMessage: string | null;
};

/** What a valid batch does: the orders' new values and the changes to keep in their history. */
export type StatusPlan = {
  /** The orders that change, with every pushable field at its new value. */
  changed: PushTarget[];
  changes: OrderFieldChange[];
  applied: number;
  unchanged: number;
};

/** The external ids a batch names: order numbers and SAP ids to find, and SAP ids that must be free. */
export function namedIds(updates: readonly StatusUpdate[]) {
  const present = (values: Array<string | undefined>) => [
    ...new Set(values.filter((value): value is string => value !== undefined)),
  ];
  return {
    orderNumbers: present(updates.map((update) => update.order_number)),
    sapIds: present(updates.flatMap((update) => [update.sap_id, update.new_sap_id])),
  };
}

/** Looks orders up by their order number or SAP id. */
export function orderIndex(orders: readonly PushTarget[]) {
  const byNumber = new Map(orders.map((order) => [order.orderNumber, order]));
  const bySapId = new Map(
    orders.filter((order) => order.sapId !== null).map((order) => [order.sapId!, order]),
  );
  return { byNumber, bySapId };
}

const nothingToChange = (update: StatusUpdate) =>
  update.status === undefined &&
  update.processing_status === undefined &&
  update.delivery_message === undefined &&
  update.new_sap_id === undefined;

/** A delivery message as stored: blank clears it. */
const messageOf = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());

/**
 * Checks every row of a batch against the orders it names (`orders`: those found by the batch's order numbers
 * and SAP ids) and, when all are good, plans the batch: errors name every bad row (one entry per fault), so the
 * ERP can fix them all at once; a batch with any error changes nothing. A SAP id must not belong to another
 * order, even one whose SAP id the same batch changes: a swap takes two batches.
 */
export function planStatusBatch(
  updates: readonly StatusUpdate[],
  orders: readonly PushTarget[],
): { errors: RowError[] } | { errors: []; plan: StatusPlan } {
  const { byNumber, bySapId } = orderIndex(orders);
  const errors: RowError[] = [];
  const seenOrders = new Map<string, number>();
  const newSapIds = new Map<string, string>();
  const targets: Array<{ order: PushTarget; next: PushTarget }> = [];

  updates.forEach((update, row) => {
    const fail = (code: RowError['code'], message: string) => errors.push({ row, code, message });
    const byOrderNumber = update.order_number === undefined ? undefined : byNumber.get(update.order_number);
    const bySap = update.sap_id === undefined ? undefined : bySapId.get(update.sap_id);
    if (update.order_number === undefined && update.sap_id === undefined) {
      fail('ORDER_NOT_NAMED', 'Name the order by order_number or sap_id');
    }
    if (update.order_number !== undefined && !byOrderNumber) {
      fail('ORDER_NOT_FOUND', `No order has the number ${update.order_number}`);
    }
    if (update.sap_id !== undefined && !bySap) {
      fail('ORDER_NOT_FOUND', `No order has the SAP id ${update.sap_id}`);
    }
    const mismatch = byOrderNumber && bySap && byOrderNumber.id !== bySap.id;
    if (mismatch) {
      fail('ORDER_MISMATCH', `Order ${update.order_number} does not have the SAP id ${update.sap_id}`);
    }
    if (nothingToChange(update)) {
      fail('EMPTY_UPDATE', 'Give status, processing_status, delivery_message or new_sap_id');
    }
    if (update.status !== undefined && !isDeliveryStatus(update.status)) {
      fail('UNKNOWN_STATUS', `Unknown delivery status "${update.status}"`);
    }
    if (update.processing_status !== undefined && !isProcessingStatus(update.processing_status)) {
      fail('UNKNOWN_PROCESSING_STATUS', `Unknown processing status "${update.processing_status}"`);
    }
    // Rows naming no order, or two, are not checked further: which order they mean is not known.
    const order = mismatch ? undefined : (byOrderNumber ?? bySap);
    if (!order) return;
    const earlier = seenOrders.get(order.id);
    if (earlier !== undefined) {
      fail('ORDER_REPEATED', `Order ${order.orderNumber} is updated by row ${earlier} already`);
    }
    seenOrders.set(order.id, row);
    if (update.new_sap_id !== undefined) {
      const holder = bySapId.get(update.new_sap_id);
      const claimant = newSapIds.get(update.new_sap_id);
      if ((holder && holder.id !== order.id) || (claimant && claimant !== order.id)) {
        fail('SAP_ID_TAKEN', `The SAP id ${update.new_sap_id} belongs to another order`);
      }
      newSapIds.set(update.new_sap_id, order.id);
    }
    targets.push({
      order,
      next: {
        ...order,
        status: update.status ?? order.status,
        processingStatus: update.processing_status ?? order.processingStatus,
        deliveryMessage:
          update.delivery_message === undefined ? order.deliveryMessage : messageOf(update.delivery_message),
        sapId: update.new_sap_id ?? order.sapId,
      },
    });
  });
  if (errors.length > 0) return { errors };
  return { errors: [], plan: planChanges(targets) };
}

function planChanges(targets: Array<{ order: PushTarget; next: PushTarget }>): StatusPlan {
  const plan: StatusPlan = { changed: [], changes: [], applied: 0, unchanged: 0 };
  for (const { order, next } of targets) {
    const fields: OrderFieldChange[] = [
      { orderId: order.id, field: 'status', from: order.status, to: next.status },
      {
        orderId: order.id,
        field: 'processing_status',
        from: order.processingStatus,
        to: next.processingStatus,
      },
      {
        orderId: order.id,
        field: 'delivery_message',
        from: order.deliveryMessage,
        to: next.deliveryMessage,
      },
      { orderId: order.id, field: 'sap_id', from: order.sapId, to: next.sapId },
    ];
    const changes = fields.filter((change) => change.from !== change.to);
    if (changes.length === 0) {
      plan.unchanged += 1;
      continue;
    }
    plan.applied += 1;
    plan.changed.push(next);
    plan.changes.push(...changes);
  }
  return plan;
}
