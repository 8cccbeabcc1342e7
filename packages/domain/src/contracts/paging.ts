import * as z from 'zod/mini';
import { wholeNumber } from './query-params';

/**
 * Paging of content lists read page by page (spec 3 §7: "read page by page (offset, limit, total) until
 * complete"): the caller names where the page starts and how long it is, the answer says how many there are
 * in all, so that the caller knows when it has everything.
 */

/** The largest offset a caller may name: far beyond any content list, small enough to stay a plain number. */
const MAX_OFFSET = 100_000;

/** Query parameters `offset` (default 0) and `limit` (default `defaultLimit`, at most `maxLimit`). */
export function pagingQuery(defaultLimit: number, maxLimit: number) {
  return {
    offset: z._default(wholeNumber(0, MAX_OFFSET, 'offset'), 0),
    limit: z._default(wholeNumber(1, maxLimit, 'limit'), defaultLimit),
  };
}

/** The answer of one page: its entries, how many match in all, and the offset and limit it was read with. */
export function pagedResponse<T extends z.ZodMiniType>(entry: T) {
  return z.object({ results: z.array(entry), total: z.int(), offset: z.int(), limit: z.int() });
}

/** Where the page after `page` starts, or null when `page` was the last one. */
export function nextOffset(page: {
  results: readonly unknown[];
  total: number;
  offset: number;
}): number | null {
  const next = page.offset + page.results.length;
  // An empty page ends the reading too, so that a total that shrank while reading cannot loop forever.
  return page.results.length > 0 && next < page.total ? next : null;
}
