import {
  ARTICLE_PATHS,
  articleListQuerySchema,
  articleListResponseSchema,
  articlePathParamsSchema,
  articleSchema,
  articleTagsResponseSchema,
  languageQuerySchema,
  SECTIONS,
  type ArticleAudience,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import type { Access } from '../../http/access';
import { notFound } from '../../http/errors';
import { languageOf } from '../portal/portal.routes';
import { articleMarketOf } from './articles.scope';
import { createArticlesService } from './articles.service';

/** Who may call each audience's reads: anyone for public articles, News & Articles for all (spec 3 §6, §7). */
const AUDIENCES: ReadonlyArray<{ audience: ArticleAudience; access: Access; who: string }> = [
  { audience: 'public', access: { public: true }, who: 'anyone (public articles)' },
  {
    audience: 'private',
    access: { permission: SECTIONS.newsAndArticles },
    who: 'a user with News & Articles (public and private articles)',
  },
];

/** The message of an article that does not exist or that the caller may not read. */
export const ARTICLE_NOT_FOUND = 'This article does not exist or is not available to you';

/**
 * The reads of news and articles (spec 3 §7 content service "Articles"): lists with repeated Tags, tag lists
 * and items by path, each for visitors (publicarticles) and for users with News & Articles (articles). A
 * signed-in user reads the articles of their companies' market.
 */
export function articlesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createArticlesService(deps.db);
  const url = (path: string) => `/api/content/v1/${path}`;

  for (const { audience, access, who } of AUDIENCES) {
    const paths = ARTICLE_PATHS[audience];
    const config = { access };

    api.get(
      url(paths.list),
      {
        config,
        schema: {
          tags: ['content'],
          summary: `News and articles for ${who}, newest first, with any of the Tags given`,
          querystring: articleListQuerySchema,
          response: { 200: articleListResponseSchema },
        },
      },
      (request) =>
        service.list(
          { market: articleMarketOf(request), audience },
          {
            tags: request.query.Tags ?? [],
            offset: request.query.offset,
            limit: request.query.limit,
            lang: languageOf(request, request.query),
          },
        ),
    );

    api.get(
      url(paths.tags),
      {
        config,
        schema: {
          tags: ['content'],
          summary: `Tags of the articles for ${who}, most used first`,
          querystring: languageQuerySchema,
          response: { 200: articleTagsResponseSchema },
        },
      },
      async (request) => ({ results: await service.tags({ market: articleMarketOf(request), audience }) }),
    );

    api.get(
      url(`${paths.item}/:path`),
      {
        config,
        schema: {
          tags: ['content'],
          summary: `An article by its path, for ${who}`,
          params: articlePathParamsSchema,
          querystring: languageQuerySchema,
          response: { 200: articleSchema },
        },
      },
      async (request) => {
        const article = await service.item(
          { market: articleMarketOf(request), audience },
          request.params.path,
          languageOf(request, request.query),
        );
        if (!article) throw notFound(ARTICLE_NOT_FOUND);
        return article;
      },
    );
  }
}
