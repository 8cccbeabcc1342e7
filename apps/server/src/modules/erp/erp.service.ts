import type { AppDeps } from '../../deps';
import type { OutboxEventView } from './erp.contracts';
import {
  acknowledgeEvents,
  listOutbox,
  listUndelivered,
  type OutboxEventRow,
  type OutboxStatus,
} from './erp.events';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An outbox row on the wire. */
export function eventView(row: OutboxEventRow): OutboxEventView {
  return {
    id: row.id,
    type: row.topic,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    last_attempt_at: iso(row.lastAttemptAt),
    next_attempt_at: iso(row.nextAttemptAt),
    delivered_at: iso(row.deliveredAt),
    data: row.payload,
  };
}

/** What the integration API does: list, acknowledge and watch the order events (decision 0017). */
export function createErpService(deps: AppDeps) {
  return {
    /** The undelivered order events, oldest first. */
    async undelivered(limit: number) {
      return { events: (await listUndelivered(deps.db, limit)).map(eventView) };
    },

    /** Marks the events delivered; ids are compared lower-case, once each, and those of no order event are told. */
    async acknowledge(eventIds: string[]) {
      const ids = [...new Set(eventIds.map((id) => id.toLowerCase()))];
      const acknowledged = await acknowledgeEvents(deps.db, ids, deps.now());
      if (acknowledged.length > 0) {
        deps.log.info({ events: acknowledged }, 'order events acknowledged by the ERP');
      }
      const known = new Set(acknowledged);
      return { acknowledged, unknown: ids.filter((id) => !known.has(id)) };
    },

    /** The delivery status: counts, whether a webhook is configured, and the events asked for. */
    async outboxStatus(query: { status?: OutboxStatus | undefined; limit: number }) {
      const { counts, events } = await listOutbox(deps.db, query);
      return {
        webhook_configured: Boolean(deps.config.ORDER_WEBHOOK_URL),
        counts,
        events: events.map(eventView),
      };
    },
  };
}
