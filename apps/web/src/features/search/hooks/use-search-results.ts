import type { UseQueryResult } from '@tanstack/react-query';
import type { ArticleHit, MarketingMaterialHit, SearchTabKey } from '@spina/domain';
import { canSearch, showsResultTabs } from '@spina/domain';
import { useArticleSearch, useMarketingMaterialSearch, useSupportSearch } from '../api/content-search';
import { useProductSearch, type ProductHit } from '../api/product-search';
import type { Found } from '../api/search-query';
import type { SearchScope } from '../search-scope';
import type { SupportHit } from '../support-hits';

/** One block or tab of results: not searched (hidden), loading, failed, or ready with what was found. */
export type Block<T> = { state: 'hidden' | 'loading' | 'failed' | 'ready' } & Found<T>;

/** Results of every section of the overlay. */
export type SearchBlocks = {
  products: Block<ProductHit>;
  marketingMaterials: Block<MarketingMaterialHit>;
  news: Block<ArticleHit>;
  support: Block<SupportHit>;
};

/**
 * What the overlay shows (spec 1 §2.6): under 3 characters the default view, whose blocks hold the results
 * of the latest term in the history (`term`, null when there is none); from 3 characters the tabs of `term`.
 */
export type SearchView = { kind: 'default' | 'tabs'; term: string | null; blocks: SearchBlocks };

function blockOf<T>(enabled: boolean, query: UseQueryResult<Found<T>>): Block<T> {
  if (!enabled) return { state: 'hidden', items: [], total: 0 };
  if (query.isPending) return { state: 'loading', items: [], total: 0 };
  if (query.isError) return { state: 'failed', items: [], total: 0 };
  return { state: 'ready', ...query.data };
}

/**
 * Runs the searches the view needs, within the user's scope. The default view loads products (2 characters
 * are enough) and marketing materials (3 are needed) for the latest history term, or the first products of
 * the catalogue when there is none; the tabs view runs all four searches for the term typed.
 */
export function useSearchResults(
  typedTerm: string,
  latestTerm: string | null,
  scope: SearchScope,
  signedIn: boolean,
): SearchView {
  const tabs = showsResultTabs(typedTerm);
  const term = tabs ? typedTerm : latestTerm !== null && canSearch(latestTerm) ? latestTerm : null;
  const contentTerm = term ?? '';
  const runs = {
    products: scope.products,
    marketingMaterials: scope.marketingMaterials && showsResultTabs(contentTerm),
    news: tabs && scope.news,
    support: tabs && scope.support,
  } satisfies Record<SearchTabKey, boolean>;

  const products = useProductSearch(term, runs.products);
  const materials = useMarketingMaterialSearch(contentTerm, runs.marketingMaterials);
  const news = useArticleSearch(contentTerm, runs.news, signedIn);
  const support = useSupportSearch(contentTerm, runs.support);
  return {
    kind: tabs ? 'tabs' : 'default',
    term,
    blocks: {
      products: blockOf(runs.products, products),
      marketingMaterials: blockOf(runs.marketingMaterials, materials),
      news: blockOf(runs.news, news),
      support: blockOf(runs.support, support),
    },
  };
}

/** True while any block searched is still loading. */
export const isLoading = (blocks: SearchBlocks) =>
  Object.values(blocks).some((block) => block.state === 'loading');

/** True when any block searched failed. */
export const hasFailure = (blocks: SearchBlocks) =>
  Object.values(blocks).some((block) => block.state === 'failed');

/** How many results each section holds (0 for one not searched or failed). */
export function resultCounts(blocks: SearchBlocks): Record<SearchTabKey, number> {
  return {
    products: blocks.products.total,
    marketingMaterials: blocks.marketingMaterials.total,
    news: blocks.news.total,
    support: blocks.support.total,
  };
}
