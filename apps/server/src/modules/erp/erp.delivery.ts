import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { backoffDelayMs, DEFAULT_BACKOFF, type Backoff } from '../../jobs/backoff';
import { claimDueEvents, markDelivered, markFailed, type ClaimedEvent } from './erp.events';
import { signWebhook, WEBHOOK_HEADERS } from './erp.signature';

/** The recurring job that delivers order events; due at every tick of the job queue. */
export const ORDER_DELIVERY_JOB = 'erp.deliver-orders';

/** Where and how events are delivered. */
export type WebhookSettings = {
  url: string;
  secret: string;
  /** A call not answered within this is a failed attempt (default 10 s). */
  timeoutMs?: number;
  backoff?: Backoff;
  /** Events POSTed at once (default 5); a tick goes on with further batches while events are due. */
  concurrency?: number;
};

/** The JSON body of a webhook call: the event's envelope around the OrderPlacedEvent payload. */
export type WebhookBody = { id: string; type: string; created_at: string; data: unknown };

export type DeliveryReport = { delivered: number; failed: number };

/** Most events one tick handles: the queue's other jobs get their turn after that many. */
const MAX_EVENTS_PER_TICK = 500;

const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const reason = cause instanceof Error ? `: ${cause.message || (cause as { code?: string }).code}` : '';
  return error.name === 'TimeoutError' ? 'no answer in time' : `${error.message}${reason}`;
};

/** One POST of one event; resolves to null on a 2xx, else to what went wrong. */
async function post(
  settings: WebhookSettings,
  event: ClaimedEvent,
  now: Date,
  signal: AbortSignal,
): Promise<string | null> {
  const body: WebhookBody = {
    id: event.id,
    type: event.topic,
    created_at: event.createdAt.toISOString(),
    data: event.payload,
  };
  const rawBody = JSON.stringify(body);
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Spina-Webhook/1',
        [WEBHOOK_HEADERS.event]: event.topic,
        [WEBHOOK_HEADERS.eventId]: event.id,
        [WEBHOOK_HEADERS.attempt]: String(event.attempts + 1),
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signWebhook(settings.secret, timestamp, rawBody),
      },
      body: rawBody,
      signal: AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs ?? 10_000)]),
    });
    const text = await response.text().catch(() => '');
    if (response.status >= 200 && response.status < 300) return null;
    return `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
  } catch (error) {
    return describe(error);
  }
}

/**
 * Delivers the order events that are due: each is POSTed, signed, to the webhook; a 2xx marks it delivered,
 * anything else (or no answer in time) records the attempt and its error and sets the next attempt after an
 * exponential backoff (capped), for ever until the receiver accepts it. Logs every outcome.
 */
export async function deliverDueEvents(input: {
  db: Database;
  log: FastifyBaseLogger;
  settings: WebhookSettings;
  now: () => Date;
  signal: AbortSignal;
}): Promise<DeliveryReport> {
  const { db, log, settings, now, signal } = input;
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const concurrency = settings.concurrency ?? 5;
  const backoff = settings.backoff ?? DEFAULT_BACKOFF;
  const report: DeliveryReport = { delivered: 0, failed: 0 };
  while (!signal.aborted && report.delivered + report.failed < MAX_EVENTS_PER_TICK) {
    const claimedAt = now();
    // The lease outlasts every call of the batch, so no other server sends these events meanwhile.
    const leaseUntil = new Date(claimedAt.getTime() + 2 * timeoutMs + 60_000);
    const events = await claimDueEvents(db, claimedAt, leaseUntil, concurrency);
    if (events.length === 0) break;
    await Promise.all(
      events.map(async (event) => {
        const error = await post(settings, event, now(), signal);
        const time = now();
        const attempt = event.attempts + 1;
        const order = (event.payload as { order_number?: unknown } | null)?.order_number;
        if (error === null) {
          await markDelivered(db, event.id, time);
          report.delivered += 1;
          log.info({ eventId: event.id, order, attempt }, 'order event delivered to the ERP webhook');
        } else {
          const nextAttemptAt = new Date(time.getTime() + backoffDelayMs(attempt, backoff));
          await markFailed(db, event.id, { now: time, error, nextAttemptAt });
          report.failed += 1;
          log.warn(
            { eventId: event.id, order, attempt, error, nextAttemptAt: nextAttemptAt.toISOString() },
            'order event not accepted by the ERP webhook; it will be sent again',
          );
        }
      }),
    );
    if (events.length < concurrency) break;
  }
  return report;
}
