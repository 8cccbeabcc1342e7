import { isProductCacheFresh } from '@spina/domain';

/**
 * Product data kept in local storage for the product cache lifetime (DESIGN §6: 2 hours), each answer with
 * the time stamp it was saved at (spec 1 §3 "a product-cache time stamp"). Keys start with PREFIX and carry
 * the catalogue scope, so sign-out clears them with the rest of the user's storage. Storage that refuses a
 * write (private mode, quota) only means the next visit asks the server again.
 */
const PREFIX = 'products-cache:';
/** Answers kept at most; the oldest go first. A products page with its facets is about 30 KB. */
export const MAX_CACHED_ANSWERS = 40;

type Saved<T> = { savedAt: number; data: T };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function cachedKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

function readRaw(store: Storage, key: string): Saved<unknown> | null {
  try {
    const parsed = JSON.parse(store.getItem(key) ?? 'null') as Saved<unknown> | null;
    return parsed && typeof parsed.savedAt === 'number' && 'data' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

/** The storage key of a cached answer. */
export function productCacheKey(scopeKey: string, name: string, variables: unknown): string {
  return `${PREFIX}${scopeKey}|${name}|${JSON.stringify(variables ?? null)}`;
}

/** A saved answer still within its lifetime, or null; an expired one is removed. */
export function readProductCache<T>(key: string, now = Date.now()): Saved<T> | null {
  const store = storage();
  if (!store) return null;
  const saved = readRaw(store, key);
  if (saved && isProductCacheFresh(saved.savedAt, now)) return saved as Saved<T>;
  if (saved) store.removeItem(key);
  return null;
}

/** Removes expired answers and, beyond `keep`, the oldest ones. */
function prune(store: Storage, now: number, keep: number): void {
  const entries = cachedKeys(store).map((key) => ({ key, savedAt: readRaw(store, key)?.savedAt ?? NaN }));
  const fresh = entries.filter((entry) => isProductCacheFresh(entry.savedAt, now));
  for (const entry of entries) if (!fresh.includes(entry)) store.removeItem(entry.key);
  fresh.sort((a, b) => b.savedAt - a.savedAt);
  for (const entry of fresh.slice(keep)) store.removeItem(entry.key);
}

/** Saves an answer with the time stamp `now`. */
export function writeProductCache(key: string, data: unknown, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  const text = JSON.stringify({ savedAt: now, data } satisfies Saved<unknown>);
  try {
    prune(store, now, MAX_CACHED_ANSWERS - 1);
    store.setItem(key, text);
  } catch {
    // Storage full: make room by half and try once more; failing again, the answer is simply not kept.
    try {
      prune(store, now, Math.floor(MAX_CACHED_ANSWERS / 2));
      store.setItem(key, text);
    } catch {
      store.removeItem(key);
    }
  }
}

/**
 * Rewrites every cached answer of a scope with `update`, keeping its time stamp: a change the user made
 * (a favourite) shows in every list and product kept, without making old data look fresh.
 */
export function updateProductCache(scopeKey: string, update: (data: unknown) => unknown): void {
  const store = storage();
  if (!store) return;
  for (const key of cachedKeys(store)) {
    if (!key.startsWith(`${PREFIX}${scopeKey}|`)) continue;
    const saved = readRaw(store, key);
    if (!saved) continue;
    try {
      store.setItem(key, JSON.stringify({ savedAt: saved.savedAt, data: update(saved.data) }));
    } catch {
      store.removeItem(key);
    }
  }
}
