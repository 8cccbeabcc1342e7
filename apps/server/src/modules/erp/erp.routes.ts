import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import type { Access } from '../../http/access';
import {
  acknowledgeBodySchema,
  acknowledgeResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  undeliveredQuerySchema,
  undeliveredResponseSchema,
} from './erp.contracts';
import { createErpService } from './erp.service';

const BASE = '/api/integration/v1';
const INTEGRATION: Access = { integration: true };
/** The OpenAPI security of the key-protected calls. */
const KEYED = [{ integrationKey: [] }];

/**
 * The integration API for the producer's ERP (DESIGN §2, decision 0017), behind INTEGRATION_API_KEY: an ERP
 * that polls lists the undelivered order events and acknowledges what it stored; the outbox listing shows every
 * event's delivery state, to the ERP's operators and to customer-service staff.
 */
export function erpRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integration'];
  const service = createErpService(deps);

  api.get(
    `${BASE}/orders/undelivered`,
    {
      config: { access: INTEGRATION },
      schema: {
        tags,
        summary: 'Placed orders not delivered to the ERP yet, oldest first (X-Api-Key)',
        security: KEYED,
        querystring: undeliveredQuerySchema,
        response: { 200: undeliveredResponseSchema },
      },
    },
    async (request) => service.undelivered(request.query.limit),
  );

  api.post(
    `${BASE}/orders/acknowledge`,
    {
      config: { access: INTEGRATION },
      schema: {
        tags,
        summary: 'Marks order events delivered: the ERP has stored them (X-Api-Key)',
        security: KEYED,
        body: acknowledgeBodySchema,
        response: { 200: acknowledgeResponseSchema },
      },
    },
    async (request) => service.acknowledge(request.body.event_ids),
  );

  const outboxRoute = (access: Access) =>
    ({
      config: { access },
      schema: {
        tags,
        ...('integration' in access ? { security: KEYED } : {}),
        summary: 'Outbox events with their delivery status, attempts and last error, newest first',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    }) as const;
  api.get(`${BASE}/outbox`, outboxRoute(INTEGRATION), async (request) => service.outboxStatus(request.query));
  api.get(`${BASE}/staff/outbox`, outboxRoute({ staff: true }), async (request) =>
    service.outboxStatus(request.query),
  );
}
