import { useEffect } from 'react';
import { SEARCH_LIMITS } from '@spina/domain';
import { announceSearchResults, type SearchResultsDetail } from '../search-analytics';

/**
 * Announces a search's results 2 s after they last changed (spec 1 §4.6, §9 analytics delay); results that
 * change again within the wait, or an overlay closed meanwhile, announce nothing for the earlier ones.
 */
export function useSearchAnalytics(detail: SearchResultsDetail | null): void {
  const key = detail === null ? null : JSON.stringify(detail);
  useEffect(() => {
    if (key === null) return;
    const timer = window.setTimeout(
      () => announceSearchResults(JSON.parse(key) as SearchResultsDetail),
      SEARCH_LIMITS.analyticsDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [key]);
}
