import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  ARTICLE_PAGE_SIZE,
  ARTICLE_PATHS,
  articleListResponseSchema,
  articlesCacheName,
  articleSchema,
  articleTagsResponseSchema,
  CONTENT_CACHE_LIFETIME_MS,
  nextOffset,
  type ArticleAudience,
  type ArticleListResponse,
} from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { readContentCache, writeContentCache } from '../../../lib/content-cache';
import { CONFIG_STALE_TIME_MS } from '../../../lib/query-client';
import { restRequest } from '../../../lib/rest';
import { useMarket } from '../../auth';
import { useArticleAudience } from './article-audience';

const url = (path: string) => `/api/content/v1/${path}` as const;

/** What a list read depends on besides its page: who reads, in which language and market, which tags. */
type ListScope = { audience: ArticleAudience; language: string; market: string; tags: readonly string[] };

/** The variant of a page within its cache: everything the answer depends on that the cache name does not say. */
export function articlePageVariant(scope: ListScope, offset: number): string {
  return JSON.stringify({
    language: scope.language,
    market: scope.market,
    tags: [...scope.tags].sort(),
    offset,
    limit: ARTICLE_PAGE_SIZE,
  });
}

/** A page of the list from the 2-hour cache of spec 3 §9, or null. */
function cachedPage(scope: ListScope, offset: number) {
  return readContentCache<ArticleListResponse>(
    articlesCacheName(scope.audience, scope.language),
    articlePageVariant(scope, offset),
  );
}

/**
 * A page of the list (GetArticlesNewListPL for readers of every article, GetPublicArticlesNewListPL for the
 * others, with repeated Tags): from the spec's cache while fresh, else from the server, then kept for 2 hours.
 */
export async function loadArticlePage(
  scope: ListScope,
  offset: number,
  signal?: AbortSignal,
): Promise<ArticleListResponse> {
  const cached = cachedPage(scope, offset);
  if (cached) return cached.data;
  const page = await restRequest(url(ARTICLE_PATHS[scope.audience].list), articleListResponseSchema, {
    query: { Tags: scope.tags, offset, limit: ARTICLE_PAGE_SIZE },
    signal,
  });
  writeContentCache(
    articlesCacheName(scope.audience, scope.language),
    articlePageVariant(scope, offset),
    page,
  );
  return page;
}

function useListScope(tags: readonly string[]): ListScope | null {
  const audience = useArticleAudience();
  const market = useMarket();
  const { i18n } = useTranslation();
  return audience ? { audience, language: i18n.language, market, tags } : null;
}

/** The articles the reader may read, newest first, with any of `tags`, page after page. */
export function useArticleList(tags: readonly string[]) {
  const scope = useListScope(tags);
  return useInfiniteQuery({
    queryKey: ['news', 'list', scope],
    queryFn: ({ pageParam, signal }) => loadArticlePage(scope!, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (page: ArticleListResponse) => nextOffset(page),
    enabled: scope !== null,
    // The first page shows at once from the cache on a return visit, and is not asked again while fresh.
    initialData: () => {
      const first = scope ? cachedPage(scope, 0) : null;
      return first ? { pages: [first.data], pageParams: [0] } : undefined;
    },
    initialDataUpdatedAt: () => (scope ? cachedPage(scope, 0)?.savedAt : undefined),
    staleTime: CONTENT_CACHE_LIFETIME_MS,
    // Another choice of tags keeps the articles on screen until its own arrive; never another reader's.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as ListScope | null)?.audience === scope?.audience
        ? keepPreviousData(previous)
        : undefined,
  });
}

/** The tags of the articles the reader may read, most used first (the lists' tag lists, spec 3 §7). */
export function useArticleTags() {
  const audience = useArticleAudience();
  const market = useMarket();
  return useQuery({
    queryKey: ['news', 'tags', audience, market],
    queryFn: async ({ signal }) =>
      (await restRequest(url(ARTICLE_PATHS[audience!].tags), articleTagsResponseSchema, { signal })).results,
    enabled: audience !== null,
    staleTime: CONFIG_STALE_TIME_MS,
  });
}

/** The article at `path` (articles{path} or publicarticles{path}); a 404 means none the reader may read. */
export function useArticle(path: string) {
  const audience = useArticleAudience();
  const market = useMarket();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['news', 'article', audience, market, i18n.language, path],
    queryFn: ({ signal }) =>
      restRequest(url(`${ARTICLE_PATHS[audience!].item}/${encodeURIComponent(path)}`), articleSchema, {
        signal,
      }),
    enabled: audience !== null,
  });
}
