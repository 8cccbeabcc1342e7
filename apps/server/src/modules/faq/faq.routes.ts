import {
  faqItemsQuerySchema,
  faqItemsResponseSchema,
  faqPagesResponseSchema,
  faqQuerySchema,
  faqStructuredResponseSchema,
  HELP_CENTER_PATHS,
  SECTIONS,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { languageOf } from '../portal/portal.routes';
import { createFaqService } from './faq.service';

const url = (name: keyof typeof HELP_CENTER_PATHS) => `/api/content/v1/${HELP_CENTER_PATHS[name]}`;

/**
 * faqpages, faqitems and faqpages/GetNewFQAPagesAsync of the content service (spec 3 §7), for users who may open
 * the support area (spec 1 §2.2 support: login, permission Support).
 */
export function faqRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createFaqService(deps.db);
  const config = { access: { permission: SECTIONS.support } };

  api.get(
    url('faqPages'),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'FAQ pages in their order',
        querystring: faqQuerySchema,
        response: { 200: faqPagesResponseSchema },
      },
    },
    async (request) => ({ results: await service.pages(languageOf(request, request.query)) }),
  );

  api.get(
    url('faqItems'),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'Questions and answers of one FAQ page, or of every page',
        querystring: faqItemsQuerySchema,
        response: { 200: faqItemsResponseSchema },
      },
    },
    async (request) => ({
      results: await service.items(request.query.pageId ?? null, languageOf(request, request.query)),
    }),
  );

  api.get(
    url('faqStructured'),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'Every FAQ page with its questions and answers',
        querystring: faqQuerySchema,
        response: { 200: faqStructuredResponseSchema },
      },
    },
    async (request) => ({ results: await service.structured(languageOf(request, request.query)) }),
  );
}
