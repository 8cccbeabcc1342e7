import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** One audited action: what happened, to what, by whom (and which staff member acted for them). */
export type AuditEntry = {
  /** A dotted verb such as 'sign-in', 'password.change', 'act-as.start', 'order.place'. */
  action: string;
  target?: string | null;
  details?: Record<string, unknown> | null;
  /** Defaults to the request's signed-in user. */
  userId?: string | null;
  /** Defaults to the staff member acting as the request's user (DESIGN §6). */
  actingStaffId?: string | null;
};

/**
 * Writes one row of the audit log. With `request`, the user, the acting staff member and the request id
 * come from it unless the entry names them; any module may call this for its own actions.
 */
export async function audit(db: Database, entry: AuditEntry, request?: FastifyRequest): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? null,
    userId: entry.userId !== undefined ? entry.userId : (request?.principal?.userId ?? null),
    actingStaffId:
      entry.actingStaffId !== undefined ? entry.actingStaffId : (request?.principal?.actingStaffId ?? null),
    requestId: request ? String(request.id) : null,
  });
}
