import {
  CONTENT_CACHE_FORMAT,
  contentCacheKey,
  isContentCacheFresh,
  type ContentCacheName,
} from '@spina/domain';

/**
 * The content caches of spec 3 §9: content kept in local storage for 2 hours under `<name>-cache`. One cache
 * holds several answers, one per variant (a language, a filter, a page), each with the time it was saved and
 * the format of the answers (CONTENT_CACHE_FORMAT). An answer is shown again only while fresh and only in the
 * current format, so content saved by an older version of the portal is asked for again rather than shown
 * wrong. The answers kept were checked against their contracts when they arrived; checking them again on each
 * read would load zod with the first page (the banners). Storage that refuses a write (private mode, quota)
 * only means the next visit asks the server again.
 */

/** Answers one cache keeps at most; the oldest go first. A page of articles is a few kilobytes. */
export const MAX_CACHED_VARIANTS = 12;

type Saved = { savedAt: number; format: number; data: unknown };
type Record_ = { variants: Record<string, Saved> };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRecord(store: Storage, name: ContentCacheName): Record_ {
  try {
    const parsed = JSON.parse(store.getItem(contentCacheKey(name)) ?? 'null') as Partial<Record_> | null;
    const variants = parsed?.variants;
    return variants && typeof variants === 'object' && !Array.isArray(variants)
      ? { variants }
      : { variants: {} };
  } catch {
    return { variants: {} };
  }
}

/**
 * A fresh answer of `variant` in cache `name`, saved in the current format, with the time it was saved, or
 * null. `Data` is the contract's type of the answers that cache keeps.
 */
export function readContentCache<Data>(
  name: ContentCacheName,
  variant: string,
  now = Date.now(),
): { savedAt: number; data: Data } | null {
  const store = storage();
  if (!store) return null;
  const saved = readRecord(store, name).variants[variant];
  if (!saved || typeof saved.savedAt !== 'number' || !isContentCacheFresh(saved.savedAt, now)) return null;
  return saved.format === CONTENT_CACHE_FORMAT ? { savedAt: saved.savedAt, data: saved.data as Data } : null;
}

/**
 * Saves the answer of `variant` in cache `name` at `now`, dropping expired answers and the oldest beyond the cap.
 * `data` is an answer its contract accepted (lib/rest.ts), as CONTENT_CACHE_FORMAT describes.
 */
export function writeContentCache(
  name: ContentCacheName,
  variant: string,
  data: unknown,
  now = Date.now(),
): void {
  const store = storage();
  if (!store) return;
  const kept = Object.entries(readRecord(store, name).variants)
    .filter(([key, saved]) => key !== variant && isContentCacheFresh(saved?.savedAt, now))
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_CACHED_VARIANTS - 1);
  const saved: Saved = { savedAt: now, format: CONTENT_CACHE_FORMAT, data };
  const record: Record_ = { variants: Object.fromEntries([[variant, saved], ...kept]) };
  try {
    store.setItem(contentCacheKey(name), JSON.stringify(record));
  } catch {
    // Storage full: the answer is simply not kept.
  }
}
