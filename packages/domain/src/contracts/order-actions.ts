import * as z from 'zod/mini';

/**
 * REST contract of GET /api/general/v1/orders/SetOrderCancelled (spec 2 §4 "when status is 'D' a second call
 * marks the order cancelled on the order service", §7): an idempotent confirmation after cancelOrder.
 */

/** sapId: the order's SAP id, or its order number while it has none (as cancelOrder takes it). */
export const setOrderCancelledQuerySchema = z.object({
  sapId: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
});

export const setOrderCancelledResponseSchema = z.object({
  status: z.literal('CANCELLED'),
  order_number: z.string(),
});
export type SetOrderCancelledResponse = z.infer<typeof setOrderCancelledResponseSchema>;
