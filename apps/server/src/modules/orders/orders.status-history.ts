import type { Database } from '../../db/client';
import { orderStatusHistory } from '../../db/schema';

/** The fields of an order whose changes are kept (issue 12 item 6). */
export type TrackedOrderField = 'status' | 'processing_status' | 'delivery_message' | 'sap_id';

/** Who made a change: the buyer in the portal, the ERP's status push, or the demo's status job. */
export type ChangeSource = 'portal' | 'erp' | 'demo';

export type OrderFieldChange = {
  orderId: string;
  field: TrackedOrderField;
  from: string | null;
  to: string | null;
};

/**
 * Keeps the given changes in the orders' status history. Call it in the transaction that makes the changes
 * (`db` is then the transaction), so history and order commit or roll back together. Changes whose value did
 * not move are not kept.
 */
export async function recordOrderChanges(
  db: Database,
  changes: readonly OrderFieldChange[],
  by: { source: ChangeSource; sourceRef?: string | null; userId?: string | null },
): Promise<void> {
  const moved = changes.filter((change) => change.from !== change.to);
  if (moved.length === 0) return;
  await db.insert(orderStatusHistory).values(
    moved.map((change) => ({
      orderId: change.orderId,
      field: change.field,
      fromValue: change.from,
      toValue: change.to,
      source: by.source,
      sourceRef: by.sourceRef ?? null,
      userId: by.userId ?? null,
    })),
  );
}
