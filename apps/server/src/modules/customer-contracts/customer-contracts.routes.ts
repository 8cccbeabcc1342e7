import {
  contractEvaluationQuerySchema,
  contractEvaluationSchema,
  customerContractParamsSchema,
  customerContractsResponseSchema,
  SECTIONS,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { asDownload } from '../../http/downloads';
import { createCustomerContractsService } from './customer-contracts.service';

/** The general service (spec 3 §7 "GET contracts", "GET power-bi/contract-evaluation"). */
const BASE = '/api/general/v1';
/** Spec 3 §2 contracts /contracts: permission Contracts; every read is kept to the ship-tos holding it. */
const config = { access: { permission: SECTIONS.contracts } } as const;
const NOT_FOUND = 'Any contract not covering one of the caller’s ship-tos with Contracts answers 404.';

export function customerContractsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createCustomerContractsService(deps);
  const tags = ['general'];

  api.get(
    `${BASE}/contracts`,
    {
      config,
      schema: {
        tags,
        summary: 'The customer’s contracts: period, ship-tos, committed and bought hectolitres, progress',
        response: { 200: customerContractsResponseSchema },
      },
    },
    async (request) => service.list(request.principal!),
  );

  api.get(
    `${BASE}/power-bi/contract-evaluation`,
    {
      config,
      schema: {
        tags,
        summary: 'One contract’s evaluation: expected by today, deviation, projection, per brand',
        description: NOT_FOUND,
        querystring: contractEvaluationQuerySchema,
        response: { 200: contractEvaluationSchema },
      },
    },
    async (request) => service.evaluation(request.principal!, request.query.contractId),
  );

  api.get(
    `${BASE}/contracts/:id/file`,
    {
      config,
      schema: {
        tags,
        summary: 'The contract file (PDF), as a download',
        description: NOT_FOUND,
        params: customerContractParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.file(request.principal!, request.params.id);
      return asDownload(reply, file).send(file.body);
    },
  );
}
