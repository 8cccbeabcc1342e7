import { SEARCH_TABS, type SearchTabKey } from '@spina/domain';
import { entryAnchor, type SupportEntryKind } from '../support';

/** The page of an article found: the news feature's address of it (spec 1 §2.2 newsItem: /news/{path}). */
export { articleHref } from '../news';

/** What a support result is: a knowledge-base article or a FAQ page (spec 1 §2.6). */
export type SupportKind = SupportEntryKind;

/**
 * The knowledge base with the item found named by the address's hash (the support feature's anchor, `#kb-<id>`
 * or `#faq-<id>`), which opens and scrolls to it (a FAQ page on the FAQ tab); the spec sends every support
 * result to /support/knowledge-base.
 */
export function supportHref(kind: SupportKind, id: string): string {
  return `${supportPath()}#${entryAnchor(kind, encodeURIComponent(id))}`;
}

const supportPath = () => SEARCH_TABS.find((tab) => tab.key === 'support')!.allResultsPath;

/**
 * Where a tab's 'All results in this section' button goes (spec 1 §2.6): the products list searching the
 * term, the marketing materials, the news and the knowledge base.
 */
export function allResultsHref(tab: SearchTabKey, term: string): string {
  const path = SEARCH_TABS.find((entry) => entry.key === tab)!.allResultsPath;
  return tab === 'products' ? `${path}?${new URLSearchParams({ search: term.trim() }).toString()}` : path;
}
