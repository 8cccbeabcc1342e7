import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Keys of the integration API (decision 0023). Only the SHA-256 of a key is stored: the key itself is shown once,
 * when `npm run api-key -- create` makes it. `scopes` lists what the key may do (orders:read, orders:status).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who holds the key, e.g. `erp`; unique among keys not revoked. */
    name: text('name').notNull(),
    /** Hex SHA-256 of the key. */
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Kept to the minute, so that a busy ERP does not write a row on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_live_name_idx')
      .on(table.name)
      .where(sql`revoked_at is null`),
  ],
);

/**
 * Status batches the ERP has pushed and the server applied (decision 0023), so that a batch sent again answers
 * its first result and writes nothing. `body_hash` tells a retry from a different batch reusing the id.
 */
export const integrationBatches = pgTable('integration_batches', {
  batchId: text('batch_id').primaryKey(),
  bodyHash: text('body_hash').notNull(),
  result: jsonb('result').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
