/** Search limits (spec 1 §5, §9). */
export const SEARCH_LIMITS = {
  historySize: 3,
  minChars: 2,
  tabsMinChars: 3,
  resultsPerBlock: 4,
  mobileMarketingMaterials: 2,
  headerDebounceMs: 2000,
  mobileDebounceMs: 1500,
  analyticsDelayMs: 2000,
} as const;

/** The search overlay texts (spec 1 §5), also their i18n keys. */
export const SEARCH_MESSAGES = {
  noHistory: 'No Search History available',
  noResults: 'No Result Found',
} as const;

/** True when a term is long enough to run the searches (2 characters, spaces at the ends ignored). */
export function canSearch(term: string): boolean {
  return term.trim().length >= SEARCH_LIMITS.minChars;
}

/** True when a term is long enough for the tabbed results (3 characters). */
export function showsResultTabs(term: string): boolean {
  return term.trim().length >= SEARCH_LIMITS.tabsMinChars;
}

/**
 * Records a term in the session's search history (spec 1 §3, §5): newest first, no repeats, at most 3.
 * Terms too short to search are not recorded; a repeat (compared without regard to case) moves to the
 * front with its newest spelling.
 */
export function addToSearchHistory(history: readonly string[], term: string): string[] {
  const cleaned = term.trim();
  if (!canSearch(cleaned)) return history.slice(0, SEARCH_LIMITS.historySize);
  const rest = history.filter((entry) => entry.trim().toLowerCase() !== cleaned.toLowerCase());
  return [cleaned, ...rest].slice(0, SEARCH_LIMITS.historySize);
}

/** The tabs of the search overlay and where each 'All results in this section' button goes (spec 1 §2.6). */
export const SEARCH_TABS = [
  { key: 'products', label: 'Products', allResultsPath: '/catalog/products' },
  { key: 'marketingMaterials', label: 'Marketing materials', allResultsPath: '/marketing-materials' },
  { key: 'news', label: 'News and Articles', allResultsPath: '/news' },
  { key: 'support', label: 'Support', allResultsPath: '/support/knowledge-base' },
] as const;
export type SearchTabKey = (typeof SEARCH_TABS)[number]['key'];

/** The tabs with data, in order; an empty list means the overlay shows 'No Result Found'. */
export function visibleSearchTabs(counts: Readonly<Partial<Record<SearchTabKey, number>>>): SearchTabKey[] {
  return SEARCH_TABS.filter((tab) => (counts[tab.key] ?? 0) > 0).map((tab) => tab.key);
}
