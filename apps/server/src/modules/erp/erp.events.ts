import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { column, executeRows } from '../../db/sql-rows';

/** The topics of the events this module hands to the ERP: placed orders, and orders the buyer cancelled. */
export const ORDER_PLACED = 'order.placed';
export const ORDER_CANCELLED = 'order.cancelled';
const ORDER_TOPICS = [ORDER_PLACED, ORDER_CANCELLED];

/**
 * The statuses of events still to deliver. Queries name them rather than `<> 'delivered'`, so that the
 * (status, created_at) index finds the few undelivered events among the many delivered ones.
 */
const UNDELIVERED = ['pending', 'failed'];

/** An outbox event as the integration API and the status listing show it. */
export type OutboxEventRow = typeof outbox.$inferSelect;

/** An event claimed for a delivery attempt. */
export type ClaimedEvent = {
  id: string;
  topic: string;
  payload: unknown;
  attempts: number;
  createdAt: Date;
};

/** A moment as PostgreSQL compares it, whatever the driver makes of a Date. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes up to `limit` order events due for a webhook attempt, oldest first and never ahead of an undelivered
 * earlier event of the same order, and leases them until `leaseUntil`
 * (their next_attempt_at), so that a second server skips them meanwhile (FOR UPDATE SKIP LOCKED) and a server
 * that dies mid-call leaves them to be tried again once the lease runs out.
 */
export async function claimDueEvents(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedEvent[]> {
  const rows = await executeRows(
    db,
    {
      id: column<string>(),
      topic: column<string>(),
      payload: column<unknown>(),
      attempts: column<number>(),
      created_at: column<Date | string>(),
    },
    sql`update outbox set next_attempt_at = ${at(leaseUntil)}
      where id in (
        select id from outbox
        where status in ('pending', 'failed') and topic in (${ORDER_PLACED}, ${ORDER_CANCELLED})
          and (next_attempt_at is null or next_attempt_at <= ${at(now)})
          -- An order's events go out in the order they happened: a cancellation waits for its placement's retries.
          and not exists (
            select 1 from outbox earlier
            where earlier.status in ('pending', 'failed') and earlier.aggregate_id = outbox.aggregate_id
              and (earlier.created_at, earlier.id) < (outbox.created_at, outbox.id))
        order by created_at, id
        limit ${limit}
        for update skip locked)
      returning id, topic, payload, attempts, created_at`,
  );
  return rows
    .map((row) => ({
      id: row.id,
      topic: row.topic,
      payload: row.payload,
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** Records an attempt the receiver accepted (2xx): the event is delivered and never sent again. */
export async function markDelivered(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'delivered',
      attempts: sql`${outbox.attempts} + 1`,
      lastAttemptAt: now,
      deliveredAt: sql`coalesce(${outbox.deliveredAt}, ${at(now)})`,
      lastError: null,
      nextAttemptAt: null,
    })
    .where(eq(outbox.id, id));
}

/**
 * Records a refused or failed attempt and when to try again. An event acknowledged through the pull API
 * meanwhile stays delivered.
 */
export async function markFailed(
  db: Database,
  id: string,
  input: { now: Date; error: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'failed',
      attempts: sql`${outbox.attempts} + 1`,
      lastAttemptAt: input.now,
      lastError: input.error.slice(0, 1000),
      nextAttemptAt: input.nextAttemptAt,
    })
    .where(and(eq(outbox.id, id), ne(outbox.status, 'delivered')));
}

/** The order events not delivered yet, oldest first (the pull API). */
export async function listUndelivered(db: Database, limit: number): Promise<OutboxEventRow[]> {
  return db
    .select()
    .from(outbox)
    .where(and(inArray(outbox.topic, ORDER_TOPICS), inArray(outbox.status, UNDELIVERED)))
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(limit);
}

/**
 * Marks the given order events delivered (an ERP that polls confirms what it stored); acknowledging twice is
 * harmless. Returns the ids that named an order event; the others are unknown. A webhook refusal recorded
 * just before is cleared with it: a delivered event has no error to show.
 */
export async function acknowledgeEvents(db: Database, ids: string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(outbox)
    .set({
      status: 'delivered',
      deliveredAt: sql`coalesce(${outbox.deliveredAt}, ${at(now)})`,
      lastError: null,
      nextAttemptAt: null,
    })
    .where(and(inArray(outbox.topic, ORDER_TOPICS), inArray(outbox.id, ids)))
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

export type OutboxStatus = 'pending' | 'failed' | 'delivered';

/**
 * The status listing: events of one status, or by default those not delivered yet, newest first; and how many
 * events wait (pending) or failed their last attempt. Delivered events are not counted: there are as many as
 * orders, and the index serves the undelivered ones.
 */
export async function listOutbox(
  db: Database,
  input: { status?: OutboxStatus | undefined; limit: number },
): Promise<{ counts: { pending: number; failed: number }; events: OutboxEventRow[] }> {
  const [events, totals] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(input.status ? eq(outbox.status, input.status) : inArray(outbox.status, UNDELIVERED))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(input.limit),
    db
      .select({ status: outbox.status, n: count() })
      .from(outbox)
      .where(inArray(outbox.status, UNDELIVERED))
      .groupBy(outbox.status),
  ]);
  const counts = { pending: 0, failed: 0 };
  for (const total of totals) counts[total.status as keyof typeof counts] = Number(total.n);
  return { counts, events };
}
