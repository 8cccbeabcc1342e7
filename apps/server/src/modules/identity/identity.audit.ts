import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Caller } from './identity.caller';

/** One audited action: what happened, to what, by whom (and which staff member acted for them). */
export type AuditEntry = {
  /** A dotted verb such as 'sign-in', 'password.change', 'act-as.start', 'order.place'. */
  action: string;
  target?: string | null;
  details?: Record<string, unknown> | null;
  /** Defaults to the caller's signed-in user. */
  userId?: string | null;
  /** Defaults to the staff member acting as the caller's user (DESIGN §6). */
  actingStaffId?: string | null;
};

/**
 * Writes one row of the audit log. With `caller`, the user, the acting staff member and the request id
 * come from it unless the entry names them; any module may call this for its own actions.
 */
export async function audit(db: Database, entry: AuditEntry, caller?: Caller): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? null,
    userId: entry.userId !== undefined ? entry.userId : (caller?.principal?.userId ?? null),
    actingStaffId:
      entry.actingStaffId !== undefined ? entry.actingStaffId : (caller?.principal?.actingStaffId ?? null),
    requestId: caller?.requestId ?? null,
  });
}
