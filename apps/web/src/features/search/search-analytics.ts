import type { SearchTabKey } from '@spina/domain';

/** The window event the overlay dispatches when its results have settled (spec 1 §4.6 search analytics). */
export const SEARCH_RESULTS_EVENT = 'spina:search-results';

/** What a search found: the term and how many results each section holds (0 for a section not searched). */
export type SearchResultsDetail = { term: string; counts: Record<SearchTabKey, number> };

declare global {
  interface WindowEventMap {
    [SEARCH_RESULTS_EVENT]: CustomEvent<SearchResultsDetail>;
  }
}

/** Tells whoever listens (a tag manager, a test) what a search found. */
export function announceSearchResults(detail: SearchResultsDetail): void {
  window.dispatchEvent(new CustomEvent(SEARCH_RESULTS_EVENT, { detail }));
}
