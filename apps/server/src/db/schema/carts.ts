import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { shipTos } from './customers';
import { users } from './identity';

/**
 * A cart of one user on one ship-to (DESIGN §6): the order type, delivery date, shipment mode, note for the
 * driver and customer order number belong to it. One open cart per user and ship-to; placing or saving an
 * order closes it.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shipToId: text('ship_to_id')
      .notNull()
      .references(() => shipTos.id),
    /** open | ordered | saved */
    status: text('status').notNull().default('open'),
    orderType: text('order_type').notNull().default('freeshipping_freeshipping'),
    deliveryDate: date('delivery_date'),
    /** 0 beer order, 1 empties return (spec 2 §4 shipment mode). */
    shipmentMode: integer('shipment_mode').notNull().default(0),
    flexibleDelivery: boolean('flexible_delivery').notNull().default(false),
    noteForDriver: text('note_for_driver'),
    customerOrderNumber: text('customer_order_number'),
    paymentCode: text('payment_code'),
    paymentMethod: text('payment_method'),
    store: text('store'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_open_user_ship_to_idx')
      .on(table.userId, table.shipToId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * A product line of a cart, as entered with its three counters (loose sales units, layers, pallets). The unit
 * price the buyer last saw is kept so the price check can say when prices moved (spec 2 §3).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    packages: integer('packages').notNull().default(0),
    layers: integer('layers').notNull().default(0),
    pallets: integer('pallets').notNull().default(0),
    /** your_price per sales unit when the line was added or prices were last checked, in cents. */
    seenPriceCents: integer('seen_price_cents').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cart_items_cart_sku_idx').on(table.cartId, table.sku)],
);

/** Empties (ZQCR) the buyer returns with a beer order (updateEmpties), per cart and empties sku. */
export const cartEmpties = pgTable(
  'cart_empties',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.sku] }),
    index('cart_empties_sku_idx').on(table.sku),
  ],
);
