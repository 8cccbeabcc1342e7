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
import {
  batchIdReusedSchema,
  statusBatchRejectedSchema,
  statusBatchResultSchema,
  statusBatchSchema,
} from './erp.status-contracts';
import { applyStatusBatch } from './erp.status-updates';

const BASE = '/api/integration/v1';
/** Reading orders and the outbox, acknowledging what the ERP stored. */
const READ_ORDERS: Access = { integration: 'orders:read' };
/** Pushing statuses, delivery messages and SAP ids onto orders (decision 0023). */
const PUSH_STATUSES: Access = { integration: 'orders:status' };
/** The OpenAPI security of the key-protected calls. */
const KEYED = [{ integrationKey: [] }];

/**
 * The integration API for the producer's ERP (DESIGN §2, decisions 0017 and 0023), behind API keys with scopes:
 * an ERP that polls lists the undelivered order events and acknowledges what it stored; the outbox listing shows
 * every event's delivery state, to the ERP's operators and to customer-service staff; the status push sets
 * statuses, delivery messages and SAP ids on orders, in batches.
 */
export function erpRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integration'];
  const service = createErpService(deps);

  api.get(
    `${BASE}/orders/undelivered`,
    {
      config: { access: READ_ORDERS },
      schema: {
        tags,
        summary: 'Placed orders not delivered to the ERP yet, oldest first (X-Api-Key, scope orders:read)',
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
      config: { access: READ_ORDERS },
      schema: {
        tags,
        summary: 'Marks order events delivered: the ERP has stored them (X-Api-Key, scope orders:read)',
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
  api.get(`${BASE}/outbox`, outboxRoute(READ_ORDERS), async (request) => service.outboxStatus(request.query));
  api.get(`${BASE}/staff/outbox`, outboxRoute({ staff: true }), async (request) =>
    service.outboxStatus(request.query),
  );

  api.post(
    `${BASE}/orders/status-updates`,
    {
      config: { access: PUSH_STATUSES },
      schema: {
        tags,
        summary:
          'Sets delivery and processing statuses, delivery messages and SAP ids on orders (X-Api-Key, scope orders:status)',
        description:
          'A batch of up to 500 rows, each naming one order by order_number or sap_id. All or nothing: when any ' +
          "row is bad, 422 names every bad row and nothing is written. Every change is kept in the order's " +
          'status history. Idempotent: the same batch_id again answers the first result (replayed: true) and ' +
          'writes nothing; the same batch_id with other updates is 409.',
        security: KEYED,
        body: statusBatchSchema,
        response: {
          200: statusBatchResultSchema,
          409: batchIdReusedSchema,
          422: statusBatchRejectedSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await applyStatusBatch(deps.db, request.body, deps.now());
      if (outcome.kind === 'applied') {
        const { result } = outcome;
        if (!result.replayed) request.log.info(result, 'order statuses pushed by the ERP');
        return result;
      }
      if (outcome.kind === 'reused') {
        return reply.code(409).send({
          code: 'BATCH_ID_REUSED' as const,
          message: 'This batch_id was applied before with other updates: choose a new batch_id',
        });
      }
      const rows = new Set(outcome.errors.map((error) => error.row)).size;
      return reply.code(422).send({
        code: 'BATCH_REJECTED' as const,
        message: `Nothing was applied: ${rows} ${rows === 1 ? 'row is' : 'rows are'} not valid`,
        errors: outcome.errors,
      });
    },
  );
}
