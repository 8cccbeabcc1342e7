import type { CartConflictMode, OrderReorderItemsMutation } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { confirmCancelled } from './order-list';
import { CancelOrderDocument, EditOrderDocument, ReorderItemsDocument } from './order-documents';

export type { CartConflictMode };
export type ReorderFailedItem = OrderReorderItemsMutation['reorderItems']['failed_items'][number];

/** The order an action is about, as both the list row and the detail screen know it. */
export type ActionOrder = {
  orderNumber: string;
  /** The SAP id cancelOrder takes; the order number while the ERP has not given one (contract). */
  sapId: string | null;
  shipToId: string;
  /** The linked beer or empties order, withdrawn together with this one. */
  linkedOrderNumber: string | null;
  /** The lines, when known (detail screen), to say what a re-order added; else only their count. */
  lines: Array<{ sku: string; name: string; quantity: number }> | null;
  itemsCount: number;
};

/** A refusal of the server (a user error or a spec 2 §8 message): nothing changed; the text is an i18n key. */
export class OrderActionRefused extends Error {
  override name = 'OrderActionRefused';
}

/** What a re-order or edit that filled the cart answered; `needsChoice` when the cart held items and no mode was given. */
export type CartFillAnswer =
  { needsChoice: true } | { needsChoice: false; failed: ReorderFailedItem[]; savedOrderId: string | null };

// Re-order and edit fill the cart of the order's ship-to, which the outletid header names (contract).
const onShipTo = (order: ActionOrder) => ({ headers: { outletid: order.shipToId } });

function refusedBy(errors: ReadonlyArray<{ message: string }>): void {
  const first = errors[0];
  if (first) throw new OrderActionRefused(first.message);
}

/** Re-orders the order's lines into its ship-to's cart (spec 2 §7 reorderItems). */
export async function reorder(order: ActionOrder, mode: CartConflictMode | null): Promise<CartFillAnswer> {
  const answer = (
    await graphqlRequest(ReorderItemsDocument, { orderNumber: order.orderNumber, mode }, onShipTo(order))
  ).reorderItems;
  refusedBy(answer.userInputErrors);
  if (answer.needs_choice) return { needsChoice: true };
  return { needsChoice: false, failed: answer.failed_items, savedOrderId: answer.saved_order_id };
}

/** Withdraws the order (and its linked one) and returns its lines to the cart (spec 2 §4 Edit order). */
export async function edit(order: ActionOrder, mode: CartConflictMode | null): Promise<CartFillAnswer> {
  const answer = (
    await graphqlRequest(EditOrderDocument, { orderNumber: order.orderNumber, mode }, onShipTo(order))
  ).editOrder;
  refusedBy(answer.userInputErrors);
  if (answer.needs_choice) return { needsChoice: true };
  return { needsChoice: false, failed: [], savedOrderId: answer.saved_order_id };
}

/** A cancellation done: the spec's message and the orders it cancelled (the linked one too). */
export type Cancelled = { message: string; orderNumbers: string[] };

/**
 * Cancels the order (spec 2 §4 "Cancel order from history"): cancelOrder, then, when it answers 'D',
 * SetOrderCancelled marks it cancelled on the order service. Any other status is a refusal of spec 2 §8.
 */
export async function cancel(order: ActionOrder): Promise<Cancelled> {
  const sapId = order.sapId ?? order.orderNumber;
  const answer = (await graphqlRequest(CancelOrderDocument, { sapId }, onShipTo(order))).cancelOrder;
  if (answer.status !== 'D') throw new OrderActionRefused(answer.message);
  await confirmCancelled(sapId, order.shipToId);
  const orderNumbers = answer.cancelled_order_numbers.length
    ? answer.cancelled_order_numbers
    : [order.orderNumber];
  return { message: answer.message, orderNumbers };
}
