import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { shipTos } from './customers';
import { users } from './identity';

/** Empties the buyer returns with a beer order, as saved with a cart. */
export type SavedReturnedEmpties = Array<{ sku: string; quantity: number }>;

/**
 * A cart saved for later (spec 2 §3 Saved order, §4 "the cart may be saved for later"): the lines, returned
 * empties, order type, date, shipment mode, customer order number and note of a user's cart on a ship-to, with
 * its totals at the moment of saving. It belongs to that user on that ship-to, like the cart it came from.
 */
export const savedOrders = pgTable(
  'saved_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shipToId: text('ship_to_id')
      .notNull()
      .references(() => shipTos.id),
    /** The cart the order was saved from. */
    cartId: uuid('cart_id').notNull(),
    /** The buyer's name for it (at most 40 characters, spec 2 §5 order title), or null. */
    name: text('name'),
    orderType: text('order_type').notNull(),
    deliveryDate: date('delivery_date'),
    /** 0 beer order, 1 empties return (spec 2 §4). */
    shipmentMode: integer('shipment_mode').notNull().default(0),
    flexibleDelivery: boolean('flexible_delivery').notNull().default(false),
    customerOrderNumber: text('customer_order_number'),
    noteForDriver: text('note_for_driver'),
    paymentCode: text('payment_code'),
    paymentMethod: text('payment_method'),
    returnedEmpties: jsonb('returned_empties').$type<SavedReturnedEmpties>().notNull().default([]),
    /** your_price total of the lines (VAT excluded) when saved, in cents. */
    totalCents: integer('total_cents').notNull(),
    /** Sales units of the lines. */
    totalQuantity: integer('total_quantity').notNull(),
    /** False once re-ordered or deleted (issue 12). */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_orders_owner_created_idx').on(table.userId, table.shipToId, table.createdAt)],
);

/** A product line of a saved order, as it was entered in the cart, with the unit price seen then. */
export const savedOrderItems = pgTable(
  'saved_order_items',
  {
    savedOrderId: uuid('saved_order_id')
      .notNull()
      .references(() => savedOrders.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    packages: integer('packages').notNull().default(0),
    layers: integer('layers').notNull().default(0),
    pallets: integer('pallets').notNull().default(0),
    /** Sales units in total. */
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    rowTotalCents: integer('row_total_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.savedOrderId, table.line] })],
);
