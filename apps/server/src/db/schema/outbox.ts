import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Events for the producer's ERP (DESIGN §2: outbox → webhook), written in the same transaction as the change
 * they announce, so an event exists exactly when its change committed. Delivery marks them delivered; an ERP
 * that polls reads the undelivered ones.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What happened, e.g. `order.placed`. */
    topic: text('topic').notNull(),
    /** The id of the row the event is about (an order's id for `order.placed`). */
    aggregateId: text('aggregate_id').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** pending | delivered | failed (failed keeps being retried with backoff). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * When the webhook may try the event again: the backoff after a failed attempt, or the lease of the server
     * delivering it right now. Null: as soon as possible.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [index('outbox_undelivered_idx').on(table.status, table.createdAt)],
);
