import { sql } from 'drizzle-orm';
import type { DeliveryStatus, ProcessingStatus } from '@spina/domain';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { column, executeRows } from '../../db/sql-rows';
import type { AppDeps } from '../../deps';
import { isShipped, issueDeliveryNotes } from '../documents/documents.delivery-notes';
import { recordOrderChanges, type OrderFieldChange } from '../orders/orders.status-history';

/** The recurring job of the demo (decision 0023). */
export const DEMO_PROGRESS_JOB = 'orders.demo-progress';

/** How often the demo job looks for orders to move on. */
export const DEMO_PROGRESS_INTERVAL_MS = 60_000;

/** Most orders one run moves on; the rest wait for the next minute. */
const DEMO_PROGRESS_BATCH = 200;

/**
 * The path of a demo order, as an ERP would report it: placed, picked, loaded, delivered. An order reaches step
 * k once it is k × DEMO_ORDER_PROGRESS_AFTER_MINUTES old (15, 30, 45 minutes by default), so a fresh order
 * stays cancellable for the first step's wait.
 */
export const DEMO_PATH: ReadonlyArray<{ status: DeliveryStatus; processingStatus: ProcessingStatus }> = [
  { status: 'AWAITING SHIPMENT', processingStatus: 'Not Yet Processed' },
  { status: 'IN STOCK', processingStatus: 'Partially Processed' },
  { status: 'AWAITING DELIVERY', processingStatus: 'Partially Processed' },
  { status: 'DELIVERED', processingStatus: 'Completely Processed' },
];

const STILL_MOVING = DEMO_PATH.slice(0, -1).map((step) => step.status);

/**
 * Whether this server runs the demo job: asked for by DEMO_ORDER_PROGRESS, and only on a demo: the embedded
 * database (what `npm start` runs with its demo data) or a development server. A production server on
 * PostgreSQL never runs it: there statuses come from the ERP only.
 */
export function demoProgressEnabled(
  config: Pick<AppConfig, 'DEMO_ORDER_PROGRESS' | 'isProduction' | 'DATABASE_URL'>,
) {
  return config.DEMO_ORDER_PROGRESS && (!config.isProduction || config.DATABASE_URL === undefined);
}

/** The step an order of this age has reached. */
export function demoStepAt(ageMs: number, afterMinutes: number): number {
  return Math.min(DEMO_PATH.length - 1, Math.max(0, Math.floor(ageMs / (afterMinutes * 60_000))));
}

/**
 * Moves on the orders placed in the portal (those carrying the acceptance of the terms, spec 3 §5; imported
 * history has none) that are old enough for a further step of DEMO_PATH, never backwards and never an order
 * whose status left the path (cancelled, or set otherwise by the ERP). One transaction per run, rows locked with
 * SKIP LOCKED so a cancel under way is not waited for; every change is kept with source 'demo', and an order
 * shipped gets its delivery note (decision 0035).
 */
export async function advanceDemoOrders(
  db: Database,
  options: { now: Date; afterMinutes: number },
): Promise<{ advanced: number }> {
  const eldest = new Date(options.now.getTime() - options.afterMinutes * 60_000);
  return db.transaction(async (tx) => {
    const rows = await executeRows(
      tx,
      {
        id: column<string>(),
        status: column<string>(),
        processing_status: column<string>(),
        created_at: column<Date | string>(),
      },
      sql`select id, status, processing_status, created_at from orders
        where terms_accepted_at is not null
          and status = any(${sql.param(STILL_MOVING)}::text[])
          and created_at <= ${eldest.toISOString()}::timestamptz
        order by created_at
        limit ${DEMO_PROGRESS_BATCH}
        for update skip locked`,
    );
    const moves = rows.flatMap((row) => {
      const from = DEMO_PATH.findIndex((step) => step.status === row.status);
      const to = demoStepAt(options.now.getTime() - new Date(row.created_at).getTime(), options.afterMinutes);
      return to > from ? [{ row, step: DEMO_PATH[to]! }] : [];
    });
    if (moves.length === 0) return { advanced: 0 };
    const list = <T>(pick: (move: (typeof moves)[number]) => T) => sql.param(moves.map(pick));
    await tx.execute(sql`update orders set status = v.status, processing_status = v.processing_status
      from unnest(${list((m) => m.row.id)}::uuid[], ${list((m) => m.step.status)}::text[],
        ${list((m) => m.step.processingStatus)}::text[]) as v(id, status, processing_status)
      where orders.id = v.id`);
    const changes: OrderFieldChange[] = moves.flatMap(({ row, step }) => [
      { orderId: row.id, field: 'status', from: row.status, to: step.status },
      {
        orderId: row.id,
        field: 'processing_status',
        from: row.processing_status,
        to: step.processingStatus,
      },
    ]);
    await recordOrderChanges(tx, changes, { source: 'demo', sourceRef: DEMO_PROGRESS_JOB });
    // The demo plays the ERP, so a demo order it ships gets its delivery note as a pushed one does.
    const shipped = moves.filter((move) => isShipped(move.step.status)).map((move) => move.row.id);
    await issueDeliveryNotes(tx, shipped, options.now);
    return { advanced: moves.length };
  });
}

/**
 * Registers the demo job on the job queue, every minute, unless it is switched off or the server runs in
 * production: there statuses come from the ERP only.
 */
export function scheduleDemoProgress(deps: Pick<AppDeps, 'config' | 'db' | 'jobs' | 'log'>): boolean {
  if (!demoProgressEnabled(deps.config)) return false;
  const afterMinutes = deps.config.DEMO_ORDER_PROGRESS_AFTER_MINUTES;
  deps.jobs.every(DEMO_PROGRESS_JOB, DEMO_PROGRESS_INTERVAL_MS, async (job) => {
    const { advanced } = await advanceDemoOrders(deps.db, { now: job.now(), afterMinutes });
    if (advanced > 0) deps.log.info({ advanced }, 'demo orders moved on to their next status');
  });
  return true;
}
