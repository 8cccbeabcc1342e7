import * as z from 'zod/mini';
import { isIsoDate } from '../calendar/dates';
import { DELIVERY_STATUSES, PROCESSING_STATUSES } from '../orders/statuses';
import { optionalShipToId, optionalText, wholeNumber } from './query-params';

/**
 * REST contracts of the order history (spec 2 §2 orders-history, §3 "Submitted order", §7 `GET orders`,
 * `GET orders/GetOrderStatus`, `GET orderstatus`). The spec names the answer (`sopList`, `total`) and the
 * order's fields; the query parameters are ours, documented here. Dates are `YYYY-MM-DD`, money in euros.
 */

/** Orders per history page unless asked otherwise, and the most one page may hold. */
export const ORDER_HISTORY_PAGE_SIZE = 10;
export const ORDER_HISTORY_MAX_PAGE_SIZE = 50;
/** The furthest page that may be asked for: deep enough for any real history, bounded for the database. */
export const ORDER_HISTORY_MAX_PAGE = 10_000;

/** How the history may be sorted; created_at (newest first) unless asked otherwise. */
export const ORDER_HISTORY_SORTS = ['created_at', 'delivery_date', 'order_number', 'grand_total'] as const;
export type OrderHistorySort = (typeof ORDER_HISTORY_SORTS)[number];

/** Beer orders, or empties return orders (spec 2 §4 shipment mode). */
export const ORDER_KINDS = ['beer', 'empties'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

const isoDateParam = optionalText(10, /^\d{4}-\d{2}-\d{2}$/, 'Use a date written YYYY-MM-DD');

/** Query of `GET /api/general/v1/orders`. */
export const orderHistoryQuerySchema = z
  .object({
    page: z._default(wholeNumber(1, ORDER_HISTORY_MAX_PAGE, 'page'), 1),
    pageSize: z._default(wholeNumber(1, ORDER_HISTORY_MAX_PAGE_SIZE, 'pageSize'), ORDER_HISTORY_PAGE_SIZE),
    /** First day of creation included, in the market's time zone. */
    from: isoDateParam,
    /** Last day of creation included. */
    to: isoDateParam,
    /** The start of the order number. */
    orderNumber: optionalText(20, /^[0-9A-Za-z-]+$/, 'An order number holds digits and letters only'),
    /** The start of the buyer's own order number, whatever its case. */
    customerOrderNumber: optionalText(40, /^[^\p{Cc}]+$/u, 'customerOrderNumber is at most 40 characters'),
    /** One of the caller's ship-tos (up to 10 digits, padded); every one with My Orders when not sent. */
    shipTo: optionalShipToId,
    deliveryStatus: z.optional(z.enum(DELIVERY_STATUSES)),
    processingStatus: z.optional(z.enum(PROCESSING_STATUSES)),
    kind: z.optional(z.enum(ORDER_KINDS)),
    sort: z._default(z.enum(ORDER_HISTORY_SORTS), 'created_at'),
    dir: z._default(z.enum(['desc', 'asc']), 'desc'),
  })
  .check(
    z.refine((query) => query.from === undefined || isIsoDate(query.from), {
      message: 'from is not a date',
      path: ['from'],
    }),
    z.refine((query) => query.to === undefined || isIsoDate(query.to), {
      message: 'to is not a date',
      path: ['to'],
    }),
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: 'from must not be after to',
      path: ['from'],
    }),
  );
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

/** One order of the history (spec 2 §3 Submitted order, as a list row). */
export const orderSummarySchema = z.object({
  order_number: z.string(),
  sap_id: z.nullable(z.string()),
  /** When it was placed, ISO 8601. */
  created_at: z.string(),
  delivery_date: z.string(),
  /** Euros. */
  grand_total: z.number(),
  /** Delivery status (DELIVERY_STATUSES). */
  status: z.string(),
  /** Document processing status (PROCESSING_STATUSES). */
  processing_status: z.string(),
  customer_order_number: z.nullable(z.string()),
  ship_to_id: z.string(),
  ship_to_name: z.string(),
  /** True for an empties return order. */
  empty_return: z.boolean(),
  /** The linked empties order's number (of a beer order). */
  empty_order_number: z.nullable(z.string()),
  /** The linked beer order's number (of an empties order). */
  beer_order: z.nullable(z.string()),
  /** The order type, e.g. freeshipping_freeshipping. */
  type_of_transport: z.string(),
  /** Product lines. */
  items_count: z.number(),
  /** Null while the order may be cancelled or edited, else the spec 2 §8 message (decision 0021). */
  change_refusal: z.nullable(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Answer of `GET /api/general/v1/orders`: one page and how many orders match in all. */
export const orderHistoryResponseSchema = z.object({
  sopList: z.array(orderSummarySchema),
  total: z.number(),
});
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponseSchema>;

/** Answer of `GET orders/GetOrderStatus` (delivery statuses) and `GET orderstatus` (processing statuses). */
export const orderStatusListResponseSchema = z.object({ statuses: z.array(z.string()) });
export type OrderStatusListResponse = z.infer<typeof orderStatusListResponseSchema>;
