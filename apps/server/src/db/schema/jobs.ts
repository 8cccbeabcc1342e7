import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The job queue kept in the database (decision 0017): one row per job waiting to run. A recurring job is one
 * row for ever, keyed by its name, whose `run_at` moves on after every run; a one-off job is deleted when it
 * succeeds. A server claims a due row by setting `locked_until` (a lease): a server that dies mid-job leaves
 * the row to be claimed again once the lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The handler that runs it, e.g. `recommendations.rebuild`. */
    name: text('name').notNull(),
    /** Unique when set: a recurring job's name, or a one-off job that must not be queued twice. */
    key: text('key'),
    payload: jsonb('payload').notNull().default({}),
    /** queued | failed (a one-off job out of attempts; kept for inspection). */
    status: text('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on recurring jobs: the next run is this long after the end of the last one. */
    intervalMs: integer('interval_ms'),
    /** Failed runs in a row; reset by a success. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_key_unique').on(table.key),
    index('jobs_due_idx').on(table.status, table.runAt),
  ],
);
