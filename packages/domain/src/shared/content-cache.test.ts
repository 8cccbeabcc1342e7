import { describe, expect, it } from 'vitest';
import {
  articlesCacheName,
  CONTENT_CACHE_LIFETIME_MS,
  CONTENT_CACHE_NAMES,
  contentCacheKey,
  isContentCacheFresh,
  PUBLIC_CONTENT_CACHES,
} from './content-cache';

// spec 3 §9: "Banner and article caches live in local storage for 2 hours, keys suffixed -cache. Cache names:
// articles, publicArticles, articlesEn, banner, public-banner, MM-banner, becomeSustainable."
describe('content caches', () => {
  it("has the spec's seven names, each kept under <name>-cache", () => {
    expect(Object.values(CONTENT_CACHE_NAMES).map(contentCacheKey)).toEqual([
      'articles-cache',
      'articlesEn-cache',
      'publicArticles-cache',
      'banner-cache',
      'public-banner-cache',
      'MM-banner-cache',
      'becomeSustainable-cache',
    ]);
  });

  it('lives 2 hours', () => {
    const savedAt = Date.parse('2026-03-02T10:00:00Z');
    expect(CONTENT_CACHE_LIFETIME_MS).toBe(7_200_000);
    expect(isContentCacheFresh(savedAt, savedAt)).toBe(true);
    expect(isContentCacheFresh(savedAt, savedAt + CONTENT_CACHE_LIFETIME_MS - 1)).toBe(true);
    expect(isContentCacheFresh(savedAt, savedAt + CONTENT_CACHE_LIFETIME_MS)).toBe(false);
    // Saved in the future (a clock moved back) or unreadable: never fresh.
    expect(isContentCacheFresh(savedAt + 1, savedAt)).toBe(false);
    expect(isContentCacheFresh(Number.NaN, savedAt)).toBe(false);
  });

  it('keeps public articles under publicArticles, and a signed-in reader’s by language', () => {
    expect(articlesCacheName('public', 'it')).toBe('publicArticles');
    expect(articlesCacheName('public', 'en')).toBe('publicArticles');
    expect(articlesCacheName('private', 'it')).toBe('articles');
    expect(articlesCacheName('private', 'en')).toBe('articlesEn');
  });

  it('names the public caches a log-out keeps', () => {
    expect(PUBLIC_CONTENT_CACHES).toEqual(['publicArticles', 'public-banner', 'becomeSustainable']);
  });
});
