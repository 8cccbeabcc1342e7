import { and, eq, lt } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { at } from './erp.events';

/** The recurring job on the job queue (decision 0017). */
export const OUTBOX_PRUNE_JOB = 'erp.prune-outbox';
const PRUNE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a delivered event stays: long enough to answer an ERP that asks about an order of last quarter, short
 * enough that the outbox does not grow with every order ever placed. Undelivered events are never pruned.
 */
export const DELIVERED_EVENT_RETENTION_DAYS = 90;

/** Deletes the events delivered more than the retention before `now`; answers how many. */
export async function pruneDeliveredEvents(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DELIVERED_EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const pruned = await db
    .delete(outbox)
    .where(and(eq(outbox.status, 'delivered'), lt(outbox.deliveredAt, at(cutoff))))
    .returning({ id: outbox.id });
  return pruned.length;
}

/** Prunes the outbox once a day, whether events go out by webhook or wait for the pull API. */
export function scheduleOutboxPrune(deps: AppDeps): void {
  deps.jobs.every(OUTBOX_PRUNE_JOB, PRUNE_INTERVAL_MS, async (job) => {
    const pruned = await pruneDeliveredEvents(deps.db, job.now());
    if (pruned > 0) deps.log.info({ pruned }, 'delivered order events pruned from the outbox');
  });
}
