import {
  DELIVERY_STATUSES,
  orderHistoryQuerySchema,
  orderHistoryResponseSchema,
  orderStatusListResponseSchema,
  PROCESSING_STATUSES,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { createOrdersService } from './orders.service';

/**
 * Placed orders are read across the caller's ship-tos, not only the one of the `outletid` header: the history
 * lists every ship-to where the caller has My Orders, and the service keeps every read to those ship-tos.
 */
export const ORDERS_READ_ACCESS = { signedIn: true } as const;

const BASE = '/api/general/v1';

/** The order history and its status lists (spec 2 §7 GET orders, orders/GetOrderStatus, orderstatus). */
export function ordersRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createOrdersService(deps);
  const config = { access: ORDERS_READ_ACCESS };

  api.get(
    `${BASE}/orders`,
    {
      config,
      schema: {
        tags: ['general'],
        summary: 'One page of the order history of the ship-tos where the caller has My Orders',
        description:
          'Filters: created days from/to (YYYY-MM-DD, inclusive), order number and customer order number prefixes, ' +
          'ship-to (403 without My Orders on it), delivery and processing status, kind beer|empties. ' +
          'sort created_at|delivery_date|order_number|grand_total, dir desc|asc; pageSize 10 by default, at most 50.',
        querystring: orderHistoryQuerySchema,
        response: { 200: orderHistoryResponseSchema },
      },
    },
    async (request) => service.history(request.principal!, request.query),
  );

  const statusList = (path: string, summary: string, statuses: readonly string[]) =>
    api.get(
      `${BASE}/${path}`,
      { config, schema: { tags: ['general'], summary, response: { 200: orderStatusListResponseSchema } } },
      async () => ({ statuses: [...statuses] }),
    );
  statusList(
    'orders/GetOrderStatus',
    'The delivery statuses an order goes through (spec 2 §4)',
    DELIVERY_STATUSES,
  );
  statusList('orderstatus', 'The document processing statuses (spec 2 §4)', PROCESSING_STATUSES);
}
