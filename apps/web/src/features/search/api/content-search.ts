import {
  articleSearchResponseSchema,
  CONTENT_SEARCH_PATHS,
  faqPageSearchResponseSchema,
  knowledgeBaseSearchResponseSchema,
  marketingMaterialSearchResponseSchema,
  SEARCH_LIMITS,
  type ArticleHit,
  type MarketingMaterialHit,
} from '@spina/domain';
import { restRequest } from '../../../lib/rest';
import { mergeSupportHits, type SupportHit } from '../support-hits';
import { useSearchQuery } from './search-query';

const path = (name: keyof typeof CONTENT_SEARCH_PATHS) =>
  `/api/content/v1/${CONTENT_SEARCH_PATHS[name]}` as const;
const limit = SEARCH_LIMITS.resultsPerBlock;

/** Marketing materials whose name matches `term` (spec 1 §7 "marketing-material search"). */
export function useMarketingMaterialSearch(term: string, enabled: boolean) {
  return useSearchQuery<MarketingMaterialHit>('marketingMaterials', [term], enabled, async (signal) => {
    const found = await restRequest(path('marketingMaterials'), marketingMaterialSearchResponseSchema, {
      query: { title: term, limit },
      signal,
    });
    return { items: found.results, total: found.total };
  });
}

/** News and articles whose title matches `term`, with the logged-in flag (spec 1 §7 "article search"). */
export function useArticleSearch(term: string, enabled: boolean, signedIn: boolean) {
  return useSearchQuery<ArticleHit>('news', [term, signedIn], enabled, async (signal) => {
    const found = await restRequest(path('articles'), articleSearchResponseSchema, {
      query: { title: term, limit, isLoggedIn: signedIn },
      signal,
    });
    return { items: found.results, total: found.total };
  });
}

/** Knowledge-base articles and FAQ pages whose title matches `term` (spec 1 §2.6 Support tab). */
export function useSupportSearch(term: string, enabled: boolean) {
  return useSearchQuery<SupportHit>('support', [term], enabled, async (signal) => {
    const [articles, pages] = await Promise.all([
      restRequest(path('knowledgeBase'), knowledgeBaseSearchResponseSchema, {
        query: { title: term, limit },
        signal,
      }),
      restRequest(path('faqPages'), faqPageSearchResponseSchema, { query: { title: term, limit }, signal }),
    ]);
    return {
      items: mergeSupportHits(articles.results, pages.results, limit),
      total: articles.total + pages.total,
    };
  });
}
