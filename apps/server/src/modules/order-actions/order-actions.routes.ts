import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setOrderCancelledQuerySchema, setOrderCancelledResponseSchema } from '@spina/domain';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { readRequestScope } from '../../http/request-scope';
import { createOrderWithdrawal } from './order-actions.cancel';
import { ORDER_ACTION_ACCESS } from './order-actions.resolvers';

const BASE = '/api/general/v1';

/** The order service's cancel confirmation (spec 2 §7 GET orders/SetOrderCancelled?sapId). */
export function orderActionsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const withdrawal = createOrderWithdrawal(deps);
  api.get(
    `${BASE}/orders/SetOrderCancelled`,
    {
      config: { access: ORDER_ACTION_ACCESS },
      schema: {
        tags: ['general'],
        summary: 'Confirms a cancelled order; cancels it when it still may be (idempotent)',
        description:
          'The order must be on the ship-to of the outletid header. 404: no such order of yours; 409: it may no longer be cancelled (message says why).',
        querystring: setOrderCancelledQuerySchema,
        response: { 200: setOrderCancelledResponseSchema },
      },
    },
    async (request) => {
      const shipToId = readRequestScope(request).outletId;
      if (!shipToId || !request.principal) throw forbidden('Choose a ship-to first');
      return withdrawal.setOrderCancelled(
        { userId: request.principal.userId, shipToId },
        request.query.sapId,
      );
    },
  );
}
