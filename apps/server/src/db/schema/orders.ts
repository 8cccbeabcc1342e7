import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, shipTos } from './customers';
import { users } from './identity';

/** A placed order (spec 2 §3 "Submitted order"); an empties return is an order of its own, linked. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
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
    paymentMethod: text('payment_method'),
    customerOrderNumber: text('customer_order_number'),
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
    /** Client-chosen key that makes placement idempotent (DESIGN §1.6). */
    idempotencyKey: text('idempotency_key').unique(),
  },
  (table) => [
    index('orders_ship_to_created_idx').on(table.shipToId, table.createdAt),
    index('orders_company_created_idx').on(table.companyId, table.createdAt),
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
