import {
  HELP_CENTER_PATHS,
  knowledgeBasePageSchema,
  knowledgeBaseQuerySchema,
  knowledgeBaseStructuredResponseSchema,
  languageQuerySchema,
  SECTIONS,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { languageOf } from '../portal/portal.routes';
import { createKnowledgeBaseService } from './knowledge-base.service';

const url = (name: keyof typeof HELP_CENTER_PATHS) => `/api/content/v1/${HELP_CENTER_PATHS[name]}`;

/**
 * knowledgebase (read page by page: offset, limit, total) and knowledgebase/GetStructuredNewAllKBsAsync of the
 * content service (spec 3 §7), for users who may open the support area (spec 1 §2.2: login, permission Support).
 */
export function knowledgeBaseRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createKnowledgeBaseService(deps.db);
  const config = { access: { permission: SECTIONS.support } };

  api.get(
    url('knowledgeBase'),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'One page of the knowledge base and its total',
        querystring: knowledgeBaseQuerySchema,
        response: { 200: knowledgeBasePageSchema },
      },
    },
    (request) =>
      service.page({
        offset: request.query.offset,
        limit: request.query.limit,
        lang: languageOf(request, request.query),
      }),
  );

  api.get(
    url('knowledgeBaseStructured'),
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'The whole knowledge base by topic',
        querystring: languageQuerySchema,
        response: { 200: knowledgeBaseStructuredResponseSchema },
      },
    },
    async (request) => ({ results: await service.structured(languageOf(request, request.query)) }),
  );
}
