import { SECTIONS, soldToParamsSchema, soldToResponseSchema } from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { readSoldTo } from './companies.service';

const BASE = '/api/general/v1';

/** The general service's company read of My Profile (spec 3 §7 `GET soldtos/{id}`). */
export function companiesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${BASE}/soldtos/:id`,
    {
      // Company-wide, not one ship-to's: the service keeps the read to the caller's own companies.
      config: { access: { permission: SECTIONS.myProfile } },
      schema: {
        tags: ['general'],
        summary:
          "A company (sold-to) of the caller's with its SAP id, VAT and tax number, sales contacts and the caller's ship-tos",
        description:
          'Answers 403 for a company where the caller holds My Profile on no ship-to, whether or not it exists.',
        params: soldToParamsSchema,
        response: { 200: soldToResponseSchema },
      },
    },
    async (request) => readSoldTo(deps.db, request.principal!, request.params.id),
  );
}
