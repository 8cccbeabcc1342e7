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
  const audiences = [
    {
      path: '/api/content/v1/publicbanners',
      audience: 'public',
      access: { public: true },
      summary: 'Banners of a location for visitors',
    },
    {
      path: '/api/content/v1/banners',
      audience: 'private',
      access: { signedIn: true },
      summary: 'Banners of a location for the signed-in user',
    },
  ] as const;

  for (const { path, audience, access, summary } of audiences) {
    api.get(
      path,
      {
        config: { access },
        schema: {
          tags: ['content'],
          summary,
          querystring: bannersQuerySchema,
          response: { 200: bannersResponseSchema },
        },
      },
      async (request) => ({
        data: {
          results: await service.list({
            locationId: request.query.locationId,
            audience,
            market: marketOf(request),
            lang: languageOf(request, request.query),
          }),
        },
      }),
    );
  }
}
