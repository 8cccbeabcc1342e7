import {
  languageQuerySchema,
  SUSTAINABILITY_PATHS,
  sustainabilityEntriesResponseSchema,
  sustainabilitySubcontentQuerySchema,
  sustainabilitySubcontentResponseSchema,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { articleMarketOf } from '../articles/articles.scope';
import { languageOf } from '../portal/portal.routes';
import { createSustainabilityService } from './sustainability.service';

/** The message of a category that does not exist in the caller's market. */
export const SUSTAINABILITY_NOT_FOUND = 'This sustainability page does not exist';

/**
 * The sustainability section's reads (spec 3 §7 "Sustainability: becameupcoming/GetBecameMoreSustainable,
 * GetBecameMoreSustainableSubcontent"), public as its route is (spec 3 §2). A signed-in user reads their
 * companies' market, a visitor the market the request names, as for news.
 */
export function sustainabilityRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createSustainabilityService(deps.db);
  const url = (path: string) => `/api/content/v1/${path}`;
  const config = { access: { public: true } as const };

  api.get(
    url(SUSTAINABILITY_PATHS.entries),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'The sustainability entries: landing page, categories and checklist, each by position',
        querystring: languageQuerySchema,
        response: { 200: sustainabilityEntriesResponseSchema },
      },
    },
    async (request) => ({
      results: await service.entries(articleMarketOf(request), languageOf(request, request.query)),
    }),
  );

  api.get(
    url(SUSTAINABILITY_PATHS.subcontent),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'A sustainability category by its path, with its subcontent by position',
        querystring: sustainabilitySubcontentQuerySchema,
        response: { 200: sustainabilitySubcontentResponseSchema },
      },
    },
    async (request) => {
      const found = await service.subcontent(
        articleMarketOf(request),
        request.query.path,
        languageOf(request, request.query),
      );
      if (!found) throw notFound(SUSTAINABILITY_NOT_FOUND);
      return found;
    },
  );
}
