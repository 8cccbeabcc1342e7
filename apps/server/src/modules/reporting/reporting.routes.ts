import {
  emptiesBalanceQuerySchema,
  emptiesBalanceSchema,
  reportDataQuerySchema,
  reportDataSchema,
  reportEmbedConfigSchema,
  reportsResponseSchema,
  SECTIONS,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { createReportingService } from './reporting.service';

/** The content service's reports (spec 3 §7 "Reports: reports/GetReportEmbededConfig, reports/GetAllReports"). */
const BASE = '/api/content/v1/reports';
/** Spec 3 §2 reporting /reporting: permission Reporting; every read is kept to the ship-tos holding it. */
const config = { access: { permission: SECTIONS.reporting } } as const;

export function reportingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createReportingService(deps);
  const tags = ['content'];

  api.get(
    `${BASE}/GetAllReports`,
    { config, schema: { tags, summary: 'The native reports', response: { 200: reportsResponseSchema } } },
    async () => service.list(),
  );

  api.get(
    `${BASE}/GetReportEmbededConfig`,
    {
      config,
      schema: {
        tags,
        summary: 'The configured external report',
        description: 'Answers 404 "No external report is configured" unless the portal configures one.',
        response: { 200: reportEmbedConfigSchema },
      },
    },
    async () => service.embedConfig(),
  );

  api.get(
    `${BASE}/data`,
    {
      config,
      schema: {
        tags,
        summary: "One report's figures: hectolitres, value and orders per month, brand, packaging or ship-to",
        description:
          'Period from/to YYYY-MM-DD by delivery day (default: this year up to today); shipTo: one of the ' +
          'caller’s ship-tos with Reporting (any other answers 404); brand: a brand id.',
        querystring: reportDataQuerySchema,
        response: { 200: reportDataSchema },
      },
    },
    async (request) => service.data(request.principal!, request.query),
  );

  api.get(
    `${BASE}/empties-balance`,
    {
      config,
      schema: {
        tags,
        summary: 'The empties held at the end of each month, with that month’s deliveries and returns',
        description:
          'Period from/to YYYY-MM-DD (default: this year up to today); shipTo: one of the caller’s ship-tos with ' +
          'Reporting (any other answers 404). Units of every empties item together.',
        querystring: emptiesBalanceQuerySchema,
        response: { 200: emptiesBalanceSchema },
      },
    },
    async (request) => service.emptiesBalance(request.principal!, request.query),
  );
}
