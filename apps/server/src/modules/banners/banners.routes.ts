import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bannersQuerySchema, bannersResponseSchema } from '@spina/domain';
import type { AppDeps } from '../../deps';
import { languageOf, marketOf } from '../portal/portal.routes';
import { createBannersService } from './banners.service';

/** Banner lists of the content service (spec 3 §7 "Banners"): public for visitors, private when signed in. */
export function bannersRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createBannersService(deps.db);

  api.get(
    '/api/content/v1/publicbanners',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['content'],
        summary: 'Banners of a location for visitors',
        querystring: bannersQuerySchema,
        response: { 200: bannersResponseSchema },
      },
    },
    async (request) => ({
      data: {
        results: await service.list({
          locationId: request.query.locationId,
          audience: 'public',
          market: marketOf(request),
          lang: languageOf(request, request.query),
        }),
      },
    }),
  );

  api.get(
    '/api/content/v1/banners',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['content'],
        summary: 'Banners of a location for the signed-in user',
        querystring: bannersQuerySchema,
        response: { 200: bannersResponseSchema },
      },
    },
    async (request) => ({
      data: {
        results: await service.list({
          locationId: request.query.locationId,
          audience: 'private',
          market: marketOf(request),
          lang: languageOf(request, request.query),
        }),
      },
    }),
  );
}
