import {
  BRAND_PATHS,
  brandDetailsQuerySchema,
  brandDetailsResponseSchema,
  brandListResponseSchema,
  languageQuerySchema,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { languageOf } from '../portal/portal.routes';
import { createBrandsService } from './brands.service';

/** The message of a brand that does not exist. */
export const BRAND_NOT_FOUND = 'This brand does not exist';

/**
 * The producer's brand pages (spec 3 §7 "Brands: ourbrand, ourbrand/GetAllOurBrandsDetails"), public: a brand's
 * story, styles and drinks are what the producer tells anyone; prices and ordering stay behind sign-in.
 */
export function brandsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createBrandsService(deps.db);
  const url = (path: string) => `/api/content/v1/${path}`;
  const config = { access: { public: true } as const };

  api.get(
    url(BRAND_PATHS.list),
    {
      config,
      schema: {
        tags: ['content'],
        summary: "The producer's brands in their order, with tagline, logo and colours",
        querystring: languageQuerySchema,
        response: { 200: brandListResponseSchema },
      },
    },
    async (request) => ({ results: await service.list(languageOf(request, request.query)) }),
  );

  api.get(
    url(BRAND_PATHS.details),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'The page of every brand, or of the brand named by brandId: story, styles, logo and drinks',
        querystring: brandDetailsQuerySchema,
        response: { 200: brandDetailsResponseSchema },
      },
    },
    async (request) => {
      const results = await service.details(languageOf(request, request.query), request.query.brandId);
      if (request.query.brandId !== undefined && results.length === 0) throw notFound(BRAND_NOT_FOUND);
      return { results };
    },
  );
}
