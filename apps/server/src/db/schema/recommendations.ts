import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How often two products were ordered together by customers of one type (recent order history), the 50
 * strongest partners of each product kept. Rebuilt from orders by the recommendations module; not edited.
 */
export const productAffinities = pgTable(
  'product_affinities',
  {
    sku: text('sku').notNull(),
    customerType: text('customer_type').notNull(),
    relatedSku: text('related_sku').notNull(),
    orders: integer('orders').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sku, table.customerType, table.relatedSku] })],
);

/** How many recent orders of customers of one type hold a product; rebuilt with productAffinities. */
export const productPopularity = pgTable(
  'product_popularity',
  {
    customerType: text('customer_type').notNull(),
    sku: text('sku').notNull(),
    orders: integer('orders').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.customerType, table.sku] }),
    index('product_popularity_rank_idx').on(table.customerType, table.orders),
  ],
);

/** When the recommendation tables were last rebuilt, and from how many orders. */
export const recommendationRefreshes = pgTable('recommendation_refreshes', {
  id: text('id').primaryKey(), // one row: 'affinities'
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  ordersSince: timestamp('orders_since', { withTimezone: true }).notNull(),
  orderCount: integer('order_count').notNull(),
  durationMs: integer('duration_ms').notNull(),
});
