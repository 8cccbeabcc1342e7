import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

/** One line of a placed order as the ERP receives it: quantities in sales units, money in euro cents. */
export type OrderPlacedLine = {
  line: number;
  sku: string;
  name: string;
  material_type: string;
  quantity: number;
  packages: number;
  layers: number;
  pallets: number;
  unit_price_cents: number;
  row_total_cents: number;
};

/** The `order.placed` event (documented in the README): one per placed order, an empties order included. */
export type OrderPlacedEvent = {
  order_id: string;
  order_number: string;
  /** The beer order's number for an empties order and the reverse; null when the order stands alone. */
  linked_order_number: string | null;
  is_empties_return: boolean;
  ship_to_id: string;
  company_id: string;
  user_id: string | null;
  placed_at: string;
  /** `YYYY-MM-DD` in the market's time zone. */
  delivery_date: string;
  order_type: string;
  payment_term: string | null;
  flexible_delivery: boolean;
  customer_order_number: string | null;
  note_for_driver: string | null;
  lines: OrderPlacedLine[];
  total_your_price_cents: number;
  total_empties_deposit_cents: number;
  total_tax_cents: number;
  grand_total_cents: number;
  total_weight_g: number;
};

/**
 * Writes the `order.placed` event; call it inside the placing transaction (`db` is then the transaction), so
 * the event commits or rolls back with the order.
 */
export async function recordOrderPlaced(db: Database, event: OrderPlacedEvent): Promise<void> {
  await db.insert(outbox).values({ topic: 'order.placed', aggregateId: event.order_id, payload: event });
}

/**
 * The `order.cancelled` event: one per order the buyer withdrew in the portal (cancelled, or edited back into
 * the cart), a linked empties order included, so the ERP deletes its sales document.
 */
export type OrderCancelledEvent = {
  order_id: string;
  order_number: string;
  sap_id: string | null;
  linked_order_number: string | null;
  is_empties_return: boolean;
  ship_to_id: string;
  company_id: string;
  user_id: string;
  cancelled_at: string;
  /** cancel: cancelled from the history; edit: withdrawn to be changed in the cart and placed again. */
  reason: 'cancel' | 'edit';
};

/** Writes the `order.cancelled` event; call it inside the cancelling transaction, like recordOrderPlaced. */
export async function recordOrderCancelled(db: Database, event: OrderCancelledEvent): Promise<void> {
  await db.insert(outbox).values({ topic: 'order.cancelled', aggregateId: event.order_id, payload: event });
}
