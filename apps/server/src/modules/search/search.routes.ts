import {
  articleSearchQuerySchema,
  articleSearchResponseSchema,
  contentSearchQuerySchema,
  CONTENT_SEARCH_PATHS,
  faqPageSearchResponseSchema,
  knowledgeBaseSearchResponseSchema,
  marketingMaterialSearchResponseSchema,
} from '@spina/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { articleAudienceOf, articleMarketOf, type ArticleMarket } from '../articles/articles.scope';
import { languageOf } from '../portal/portal.routes';
import { createContentSearchService } from './search.service';

const path = (name: keyof typeof CONTENT_SEARCH_PATHS) => `/api/content/v1/${CONTENT_SEARCH_PATHS[name]}`;

/**
 * The searches of the search overlay's other tabs (spec 1 §2.6, §7; spec 3 §7 "Search"): marketing materials,
 * news and articles, knowledge base and FAQ pages, by title in the caller's language, 3 characters or more.
 */
export function searchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createContentSearchService(deps.db);

  /**
   * Which articles the caller may find: those they may read (articleAudienceOf), or public ones when a
   * signed-in caller asks for public ones only.
   */
  const articleScope = async (
    request: FastifyRequest,
    askedPublicOnly: boolean,
  ): Promise<{ market: ArticleMarket; publicOnly: boolean }> => ({
    market: articleMarketOf(request),
    publicOnly: askedPublicOnly || (await articleAudienceOf(deps, request)) === 'public',
  });

  api.get(
    path('marketingMaterials'),
    {
      config: { access: { permission: 'Marketing Materials' } },
      schema: {
        tags: ['content'],
        summary: 'Marketing materials whose name matches the title text',
        querystring: contentSearchQuerySchema,
        response: { 200: marketingMaterialSearchResponseSchema },
      },
    },
    (request) =>
      service.marketingMaterials({
        term: request.query.title,
        limit: request.query.limit,
        lang: languageOf(request, request.query),
        market: articleMarketOf(request),
      }),
  );

  api.get(
    path('articles'),
    {
      config: { access: { public: true } },
      schema: {
        tags: ['content'],
        summary:
          "News and articles of the caller's market whose title matches; public ones only without News & Articles",
        querystring: articleSearchQuerySchema,
        response: { 200: articleSearchResponseSchema },
      },
    },
    async (request) =>
      service.articles({
        term: request.query.title,
        limit: request.query.limit,
        lang: languageOf(request, request.query),
        ...(await articleScope(request, request.query.isLoggedIn === false)),
      }),
  );

  api.get(
    path('knowledgeBase'),
    {
      config: { access: { permission: 'Support' } },
      schema: {
        tags: ['content'],
        summary: 'Knowledge-base items whose title matches',
        querystring: contentSearchQuerySchema,
        response: { 200: knowledgeBaseSearchResponseSchema },
      },
    },
    (request) =>
      service.knowledgeBase({
        term: request.query.title,
        limit: request.query.limit,
        lang: languageOf(request, request.query),
      }),
  );

  api.get(
    path('faqPages'),
    {
      config: { access: { permission: 'Support' } },
      schema: {
        tags: ['content'],
        summary: 'FAQ pages whose title matches',
        querystring: contentSearchQuerySchema,
        response: { 200: faqPageSearchResponseSchema },
      },
    },
    (request) =>
      service.faqPages({
        term: request.query.title,
        limit: request.query.limit,
        lang: languageOf(request, request.query),
      }),
  );
}
