import { SEARCH_LIMITS } from '../shared/search';

/** The longest search term accepted; longer ones are refused rather than cut. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** The reason a search term is refused, or the cleaned term (spaces collapsed, ends trimmed). */
export type SearchTermCheck = { ok: true; term: string } | { ok: false; message: string };

/**
 * Checks a search term against a minimum length (spec 1 §5: products search with 2 or more characters,
 * tabbed results with 3 or more) and the maximum length, after collapsing spaces.
 */
export function checkSearchTerm(raw: string, minChars: number): SearchTermCheck {
  const term = raw.replace(/\s+/g, ' ').trim();
  if (term.length < minChars) {
    return { ok: false, message: `Type at least ${minChars} characters to search.` };
  }
  if (term.length > SEARCH_TERM_MAX_LENGTH) {
    return { ok: false, message: `Search terms are at most ${SEARCH_TERM_MAX_LENGTH} characters long.` };
  }
  return { ok: true, term };
}

/** Checks a products search term (2 or more characters, spec 1 §5). */
export const checkProductSearchTerm = (raw: string) => checkSearchTerm(raw, SEARCH_LIMITS.minChars);

/** Checks a term of the overlay's other tabs (3 or more characters, spec 1 §5). */
export const checkTabSearchTerm = (raw: string) => checkSearchTerm(raw, SEARCH_LIMITS.tabsMinChars);
