import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { integrationBatches, orders } from '../../db/schema';
import { isShipped, issueDeliveryNotes } from '../documents/documents.delivery-notes';
import { recordOrderChanges } from '../orders/orders.status-history';
import type { RowError, StatusBatch, StatusBatchResult } from './erp.status-contracts';
import { namedIds, planStatusBatch, type PushTarget } from './erp.status-plan';

/** What a status push came to. */
export type StatusBatchOutcome =
  | { kind: 'applied'; result: StatusBatchResult }
  | { kind: 'rejected'; errors: RowError[] }
  /** The batch id was applied before with other updates. */
  | { kind: 'reused' };

type StoredResult = Omit<StatusBatchResult, 'replayed'>;

/** Thrown inside the transaction to roll it back. */
class Rejected extends Error {
  constructor(readonly errors: RowError[]) {
    super('status batch rejected');
  }
}
class AppliedMeanwhile extends Error {}

/** A hash of the batch as parsed (keys in the contract's order), to tell a retry from a reused id. */
const bodyHashOf = (batch: StatusBatch) => createHash('sha256').update(JSON.stringify(batch)).digest('hex');

async function storedBatch(db: Database, batchId: string) {
  const [row] = await db
    .select({ bodyHash: integrationBatches.bodyHash, result: integrationBatches.result })
    .from(integrationBatches)
    .where(eq(integrationBatches.batchId, batchId));
  return row ? { bodyHash: row.bodyHash, result: row.result as StoredResult } : null;
}

function replayOf(stored: { bodyHash: string; result: StoredResult }, bodyHash: string): StatusBatchOutcome {
  if (stored.bodyHash !== bodyHash) return { kind: 'reused' };
  return { kind: 'applied', result: { ...stored.result, replayed: true } };
}

/** The orders a batch names, locked until the transaction ends, so no other change slips in between. */
async function lockNamedOrders(tx: Transaction, batch: StatusBatch): Promise<PushTarget[]> {
  const { orderNumbers, sapIds } = namedIds(batch.updates);
  return tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      sapId: orders.sapId,
      status: orders.status,
      processingStatus: orders.processingStatus,
      deliveryMessage: orders.deliveryMessage,
    })
    .from(orders)
    .where(
      sql`${orders.orderNumber} = any(${sql.param(orderNumbers)}::text[])
        or ${orders.sapId} = any(${sql.param(sapIds)}::text[])`,
    )
    .for('update');
}

/** Writes the new values of every changed order in one statement. */
async function writeOrders(tx: Transaction, changed: readonly PushTarget[]): Promise<void> {
  if (changed.length === 0) return;
  const list = <T>(pick: (order: PushTarget) => T) => sql.param(changed.map(pick));
  await tx.execute(sql`update orders set status = v.status, processing_status = v.processing_status,
      delivery_message = v.delivery_message, sap_id = v.sap_id
    from unnest(${list((o) => o.id)}::uuid[], ${list((o) => o.status)}::text[],
      ${list((o) => o.processingStatus)}::text[], ${list((o) => o.deliveryMessage)}::text[],
      ${list((o) => o.sapId)}::text[]) as v(id, status, processing_status, delivery_message, sap_id)
    where orders.id = v.id`);
}

/**
 * Applies one status batch from the ERP (decision 0023), all or nothing: in one transaction the named orders are
 * locked and read, every row is checked, and only when all are good are the orders updated and every change kept
 * in their history (source erp, the batch id as reference), with the batch and its result; orders it ships get
 * their delivery note (decision 0035), dated by `now`. A batch id applied before answers its first result and
 * writes nothing. A bounded number of statements, whatever the batch's size.
 */
export async function applyStatusBatch(
  db: Database,
  batch: StatusBatch,
  now: Date = new Date(),
): Promise<StatusBatchOutcome> {
  const bodyHash = bodyHashOf(batch);
  const before = await storedBatch(db, batch.batch_id);
  if (before) return replayOf(before, bodyHash);
  try {
    const result = await db.transaction(async (tx) => {
      const checked = planStatusBatch(batch.updates, await lockNamedOrders(tx, batch));
      if (!('plan' in checked)) throw new Rejected(checked.errors);
      const { plan } = checked;
      await writeOrders(tx, plan.changed);
      await recordOrderChanges(tx, plan.changes, { source: 'erp', sourceRef: batch.batch_id });
      const shipped = plan.changed.filter((order) => isShipped(order.status)).map((order) => order.id);
      await issueDeliveryNotes(tx, shipped, now);
      const stored: StoredResult = {
        batch_id: batch.batch_id,
        applied: plan.applied,
        unchanged: plan.unchanged,
      };
      const kept = await tx
        .insert(integrationBatches)
        .values({ batchId: batch.batch_id, bodyHash, result: stored })
        .onConflictDoNothing()
        .returning({ batchId: integrationBatches.batchId });
      // The same batch committed by another call meanwhile: this one must not apply it twice.
      if (kept.length === 0) throw new AppliedMeanwhile();
      return stored;
    });
    return { kind: 'applied', result: { ...result, replayed: false } };
  } catch (error) {
    if (error instanceof Rejected) return { kind: 'rejected', errors: error.errors };
    if (error instanceof AppliedMeanwhile)
      return replayOf((await storedBatch(db, batch.batch_id))!, bodyHash);
    throw error;
  }
}
