import {
  articleSearchQuerySchema,
  articleSearchResponseSchema,
  contentSearchQuerySchema,
  CONTENT_SEARCH_PATHS,
  faqPageSearchResponseSchema,
  knowledgeBaseSearchResponseSchema,
  marketingMaterialSearchResponseSchema,
  SECTIONS,
} from '@spina/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { decideAccess } from '../../http/access';
import { languageOf, marketOf } from '../portal/portal.routes';
import { createContentSearchService, type ArticleMarket } from './search.service';

const path = (name: keyof typeof CONTENT_SEARCH_PATHS) => `/api/content/v1/${CONTENT_SEARCH_PATHS[name]}`;

/**
 * The searches of the search overlay's other tabs (spec 1 §2.6, §7; spec 3 §7 "Search"): marketing materials,
 * news and articles, knowledge base and FAQ pages, by title in the caller's language, 3 characters or more.
 */
export function searchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createContentSearchService(deps.db);

  /**
   * Which articles the caller may find: all of their market with the News & Articles section, public ones
   * otherwise (visitors, users without the section such as Academy-only users, or a caller asking for public
   * ones). A signed-in user's market is their companies', never a header's.
   */
  const articleScope = async (
    request: FastifyRequest,
    askedPublicOnly: boolean,
  ): Promise<{ market: ArticleMarket; publicOnly: boolean }> => {
    const principal = request.principal;
    const companyIds = [...new Set([...(principal?.shipTos.values() ?? [])].map((grant) => grant.companyId))];
    const market = companyIds.length > 0 ? { companyIds } : { code: marketOf(request) };
    if (!principal || askedPublicOnly) return { market, publicOnly: true };
    const section = { permission: SECTIONS.newsAndArticles };
    const allowed = decideAccess(section, principal, { outletId: null }, await deps.sections()).ok;
    return { market, publicOnly: !allowed };
  };

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
