import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, shipTos } from './customers';
import { users } from './identity';

/**
 * Numbers of the orders placed in the portal (decision 0016): one sequence, so concurrent placements never draw
 * the same number; it starts above the numbers of imported history (seed 1xxxxxxxx, bench data 2xxxxxxxx).
 */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 500_000_001 });

/** A placed order (spec 2 §3 "Submitted order"); an empties return is an order of its own, linked. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')::text`),
    sapId: text('sap_id').unique(),
    shipToId: text('ship_to_id')
      .notNull()
      .references(() => shipTos.id),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveryDate: date('delivery_date').notNull(),
    orderType: text('order_type').notNull(),
    /** Delivery status (spec 2 §4), e.g. AWAITING SHIPMENT, DELIVERED, CANCELLED. */
    status: text('status').notNull(),
    /** Document processing status (spec 2 §4), e.g. Not Yet Processed. */
    processingStatus: text('processing_status').notNull(),
    /** The payment-term code of spec 2 §9 (e.g. 2C30). */
    paymentMethod: text('payment_method'),
    customerOrderNumber: text('customer_order_number'),
    /** The ERP's message on the delivery (spec 2 §3 additional_data.delivery_message), e.g. a delay. */
    deliveryMessage: text('delivery_message'),
    noteForDriver: text('note_for_driver'),
    isEmptiesReturn: boolean('is_empties_return').notNull().default(false),
    /** The beer order an empties order belongs to, or the empties order of a beer order. */
    linkedOrderId: uuid('linked_order_id'),
    flexibleDelivery: boolean('flexible_delivery').notNull().default(false),
    totalYourPriceCents: integer('total_your_price_cents').notNull(),
    totalEmptiesDepositCents: integer('total_empties_deposit_cents').notNull().default(0),
    totalTaxCents: integer('total_tax_cents').notNull().default(0),
    grandTotalCents: integer('grand_total_cents').notNull(),
    totalWeightG: integer('total_weight_g').notNull().default(0),
    /**
     * Client-chosen key that makes placement idempotent (DESIGN §1.6), unique per user; set on the main order
     * of a placement only (the beer order, or the first order of an empties return).
     */
    idempotencyKey: text('idempotency_key'),
    /** The cart the placement came from, on its main order only: a cart is placed once (decision 0016). */
    cartId: uuid('cart_id'),
    /** When the buyer accepted the Master Purchase Agreement and the guidelines for this order (spec 3 §5). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_ship_to_created_idx').on(table.shipToId, table.createdAt),
    index('orders_company_created_idx').on(table.companyId, table.createdAt),
    uniqueIndex('orders_user_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    uniqueIndex('orders_cart_idx').on(table.cartId),
    index('orders_linked_order_idx').on(table.linkedOrderId),
    // The order history (spec 2 §2): prefix filters on the order number and the customer order number are
    // ranges under the "C" collation, per ship-to, so they stay index ranges however many orders a ship-to holds.
    index('orders_ship_to_number_idx').on(table.shipToId, sql`(${table.orderNumber} collate "C")`),
    index('orders_ship_to_customer_number_idx').on(
      table.shipToId,
      sql`(lower(${table.customerOrderNumber}) collate "C")`,
    ),
  ],
);

/** One product line of an order, quantities as ordered and prices as charged, in cents. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    materialType: text('material_type').notNull(),
    /** Sales units in total, and how they were entered. */
    quantity: integer('quantity').notNull(),
    packages: integer('packages').notNull().default(0),
    layers: integer('layers').notNull().default(0),
    pallets: integer('pallets').notNull().default(0),
    unitPriceCents: integer('unit_price_cents').notNull(),
    rowTotalCents: integer('row_total_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.line] }),
    index('order_items_sku_idx').on(table.sku),
  ],
);

/**
 * Every change of an order's delivery status, processing status, delivery message or SAP id, oldest first per
 * order (issue 12): written in the same transaction as the change, by the portal (cancel, edit), the ERP's
 * status push or the demo's status job. `source_ref` names the batch or request that made the change, so a
 * repeated push is recognised and writes nothing.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** What changed: status (delivery), processing_status, delivery_message or sap_id. */
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    /** Who changed it: portal, erp or demo. */
    source: text('source').notNull(),
    sourceRef: text('source_ref'),
    userId: uuid('user_id').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.changedAt)],
);
