import { z } from 'zod';

/**
 * REST contracts of the integration API for the producer's ERP (decision 0017). Only machines call it, so the
 * schemas live beside the routes rather than in packages/domain, which the web app shares.
 */

/** Most events one call lists or acknowledges. */
export const INTEGRATION_PAGE_MAX = 500;

const limit = (fallback: number) =>
  z.coerce.number().int().min(1).max(INTEGRATION_PAGE_MAX).default(fallback);

/** GET orders/undelivered?limit: the oldest undelivered order events first. */
export const undeliveredQuerySchema = z.object({ limit: limit(100) });

/** GET outbox?status&limit: the events of one status (default: those not delivered yet), newest first. */
export const outboxQuerySchema = z.object({
  status: z.enum(['pending', 'failed', 'delivered']).optional(),
  limit: limit(50),
});

/** POST orders/acknowledge: the ids of the events the ERP has stored. */
export const acknowledgeBodySchema = z.object({
  event_ids: z.array(z.string().uuid()).min(1).max(INTEGRATION_PAGE_MAX),
});

/** One outbox event: its envelope, delivery state and the OrderPlacedEvent payload (README, ERP section). */
export const outboxEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  data: z.unknown(),
});
export type OutboxEventView = z.infer<typeof outboxEventSchema>;

export const undeliveredResponseSchema = z.object({ events: z.array(outboxEventSchema) });

export const acknowledgeResponseSchema = z.object({
  acknowledged: z.array(z.string()),
  /** Ids that name no order event. */
  unknown: z.array(z.string()),
});

export const outboxResponseSchema = z.object({
  /** Whether ORDER_WEBHOOK_URL is set; without it events wait for the pull API. */
  webhook_configured: z.boolean(),
  /** Events waiting for their first attempt, and events whose last attempt failed. */
  counts: z.object({ pending: z.number().int(), failed: z.number().int() }),
  events: z.array(outboxEventSchema),
});
