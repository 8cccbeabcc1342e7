import { contentCacheKey, isContentCacheFresh, type ContentCacheName } from '@spina/domain';
import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';

/**
 * The content caches of spec 3 §9: content kept in local storage for 2 hours under `<name>-cache`. One cache
 * holds several answers, one per variant (a language, a filter, a page), each with the time it was saved. An
 * answer is shown again only while fresh and only if it still has the shape its schema describes, so content
 * saved by an older version of the portal is asked for again rather than shown wrong. Storage that refuses a
 * write (private mode, quota) only means the next visit asks the server again.
 */

/** Answers one cache keeps at most; the oldest go first. A page of articles is a few kilobytes. */
export const MAX_CACHED_VARIANTS = 12;

type Saved = { savedAt: number; data: unknown };
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

/** A fresh answer of `variant` in cache `name` that `schema` accepts, with the time it was saved, or null. */
export function readContentCache<Schema extends $ZodType>(
  name: ContentCacheName,
  variant: string,
  schema: Schema,
  now = Date.now(),
): { savedAt: number; data: output<Schema> } | null {
  const store = storage();
  if (!store) return null;
  const saved = readRecord(store, name).variants[variant];
  if (!saved || typeof saved.savedAt !== 'number' || !isContentCacheFresh(saved.savedAt, now)) return null;
  const parsed = safeParse(schema, saved.data);
  return parsed.success ? { savedAt: saved.savedAt, data: parsed.data } : null;
}

/** Saves the answer of `variant` in cache `name` at `now`, dropping expired answers and the oldest beyond the cap. */
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
  const record: Record_ = { variants: Object.fromEntries([[variant, { savedAt: now, data }], ...kept]) };
  try {
    store.setItem(contentCacheKey(name), JSON.stringify(record));
  } catch {
    // Storage full: the answer is simply not kept.
  }
}
