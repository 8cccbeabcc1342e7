import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { restRequest } from '../../../lib/rest';
import { historyRequestQuery, type HistoryFilters } from '../history-filters';

const BASE = '/api/general/v1/orders';

/**
 * One order of the history list as GET /api/general/v1/orders answers it (issue 12 contract; spec 2 §3
 * Submitted order). The server's shared zod contract replaces this reading once it exists in the domain.
 */
export const orderSummarySchema = z.object({
  order_number: z.string(),
  sap_id: z.nullish(z.string()),
  created_at: z.string(),
  delivery_date: z.string(),
  grand_total: z.number(),
  status: z.string(),
  processing_status: z.string(),
  customer_order_number: z.nullish(z.string()),
  ship_to_id: z.string(),
  ship_to_name: z.string(),
  empty_return: z.boolean(),
  empty_order_number: z.nullish(z.string()),
  beer_order: z.nullish(z.string()),
  type_of_transport: z.string(),
  items_count: z.number(),
  change_refusal: z.nullish(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({ sopList: z.array(orderSummarySchema), total: z.number() });
const statusListSchema = z.object({ statuses: z.array(z.string()) });

/** Query keys of the orders feature; every one starts with 'orders', so a change refreshes them all. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: Record<string, string | number>) => ['orders', 'list', query] as const,
  detail: (orderNumber: string, shipTo: string | null) => ['orders', 'detail', orderNumber, shipTo] as const,
  statuses: (kind: 'delivery' | 'processing') => ['orders', 'statuses', kind] as const,
};

/** A page of the caller's orders for the filters (spec 2 §7 orders: sopList and total). */
export function useOrderList(filters: HistoryFilters) {
  const query = historyRequestQuery(filters);
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => restRequest(BASE, orderListSchema, { query, signal }),
    // The rows stay on screen, marked busy, while another page or filter is read.
    placeholderData: keepPreviousData,
  });
}

/** The delivery statuses (GetOrderStatus) or processing statuses (orderstatus) the filters offer. */
export function useStatusList(kind: 'delivery' | 'processing') {
  return useQuery({
    queryKey: orderKeys.statuses(kind),
    queryFn: ({ signal }) =>
      restRequest(
        kind === 'delivery' ? `${BASE}/GetOrderStatus` : '/api/general/v1/orderstatus',
        statusListSchema,
        { signal },
      ),
    select: (answer) => answer.statuses,
    staleTime: Infinity,
  });
}

const cancelledSchema = z.object({ status: z.string(), order_number: z.string() });

/** Confirms a cancellation the ERP answered 'D' to (spec 2 §4: a second call marks the order cancelled). */
export function confirmCancelled(sapId: string, shipToId: string) {
  return restRequest(`${BASE}/SetOrderCancelled`, cancelledSchema, {
    query: { sapId },
    headers: { outletid: shipToId },
  });
}
