import {
  emptiesMaterialsResponseSchema,
  emptiesMovementsQuerySchema,
  emptiesMovementsResponseSchema,
  emptiesStatementQuerySchema,
  emptiesStatementResponseSchema,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { createEmptiesStatementService } from './empties-statement.service';

const BASE = '/api/general/v1/ordersstatement';

/**
 * The statement names its ship-to in the query, not the `outletid` header: a user reads the account of any of
 * their ship-tos with Empties Management, and the service keeps every read to those (404 otherwise).
 */
const config = { access: { signedIn: true } } as const;

const PERIOD =
  'Period from/to YYYY-MM-DD, both included (default: 1 January of this year up to today); from must not be ' +
  'after to. shipTo: one of the caller’s ship-tos with Empties Management; any other answers 404 ' +
  '"The financial statement does not exist".';

/** The empties account statement (spec 3 §7 `GET ordersstatement`, `/materials`, `/movements`). */
export function emptiesStatementRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createEmptiesStatementService(deps);

  api.get(
    BASE,
    {
      config,
      schema: {
        tags: ['general'],
        summary:
          'The estratto: per empties material, opening balance, in, out, adjustment and closing balance',
        description: PERIOD,
        querystring: emptiesStatementQuerySchema,
        response: { 200: emptiesStatementResponseSchema },
      },
    },
    async (request) => service.statement(request.principal!, request.query),
  );

  api.get(
    `${BASE}/materials`,
    {
      config,
      schema: {
        tags: ['general'],
        summary: 'The riepilogo materiale: per empties material, its movements and change in the period',
        description: PERIOD,
        querystring: emptiesStatementQuerySchema,
        response: { 200: emptiesMaterialsResponseSchema },
      },
    },
    async (request) => service.materials(request.principal!, request.query),
  );

  api.get(
    `${BASE}/movements`,
    {
      config,
      schema: {
        tags: ['general'],
        summary: 'The dettaglio movimenti: one page of the period’s empties movements, newest first',
        description: `${PERIOD} page from 1, pageSize 25 by default, at most 100.`,
        querystring: emptiesMovementsQuerySchema,
        response: { 200: emptiesMovementsResponseSchema },
      },
    },
    async (request) => service.movements(request.principal!, request.query),
  );
}
