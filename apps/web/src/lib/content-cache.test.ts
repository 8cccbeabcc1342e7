import { CONTENT_CACHE_FORMAT, contentCacheKey, CONTENT_CACHE_LIFETIME_MS } from '@spina/domain';
import { describe, expect, it } from 'vitest';
import { MAX_CACHED_VARIANTS, readContentCache, writeContentCache } from './content-cache';

type Page = { title: string };
const NOW = Date.parse('2026-03-02T10:00:00Z');

// spec 3 §9: "Banner and article caches live in local storage for 2 hours, keys suffixed -cache."
describe('content caches in local storage', () => {
  it('keeps each variant under the cache name suffixed -cache, with the time it was saved', () => {
    writeContentCache('publicArticles', 'it', { title: 'Notizie' }, NOW);
    writeContentCache('publicArticles', 'en', { title: 'News' }, NOW + 1);
    expect(Object.keys(localStorage)).toEqual(['publicArticles-cache']);
    expect(readContentCache<Page>('publicArticles', 'it', NOW)).toEqual({
      savedAt: NOW,
      data: { title: 'Notizie' },
    });
    expect(readContentCache<Page>('publicArticles', 'en', NOW + 1)?.data).toEqual({ title: 'News' });
    expect(readContentCache<Page>('articles', 'it', NOW)).toBeNull();
  });

  it('shows an answer for 2 hours, then no more', () => {
    writeContentCache('articlesEn', 'page', { title: 'News' }, NOW);
    expect(readContentCache<Page>('articlesEn', 'page', NOW + CONTENT_CACHE_LIFETIME_MS - 1)).not.toBeNull();
    expect(readContentCache<Page>('articlesEn', 'page', NOW + CONTENT_CACHE_LIFETIME_MS)).toBeNull();
  });

  it('ignores what another version saved in another format, and storage that is not JSON', () => {
    const older = { savedAt: NOW, format: CONTENT_CACHE_FORMAT - 1, data: { heading: 'Old shape' } };
    localStorage.setItem(contentCacheKey('articles'), JSON.stringify({ variants: { page: older } }));
    expect(readContentCache<Page>('articles', 'page', NOW)).toBeNull();
    const unstamped = { savedAt: NOW, data: { title: 'Saved before formats' } };
    localStorage.setItem(contentCacheKey('articles'), JSON.stringify({ variants: { page: unstamped } }));
    expect(readContentCache<Page>('articles', 'page', NOW)).toBeNull();
    localStorage.setItem('articles-cache', '{not json');
    expect(readContentCache<Page>('articles', 'page', NOW)).toBeNull();
    writeContentCache('articles', 'page', { title: 'Fresh' }, NOW);
    expect(readContentCache<Page>('articles', 'page', NOW)?.data).toEqual({ title: 'Fresh' });
  });

  it('keeps the newest answers up to the cap and drops expired ones when it writes', () => {
    writeContentCache('articles', 'expired', { title: 'x' }, NOW - CONTENT_CACHE_LIFETIME_MS);
    for (let index = 0; index < MAX_CACHED_VARIANTS + 2; index++)
      writeContentCache('articles', `v${index}`, { title: `t${index}` }, NOW + index);
    const variants = Object.keys(JSON.parse(localStorage.getItem('articles-cache')!).variants);
    expect(variants).toHaveLength(MAX_CACHED_VARIANTS);
    expect(variants).not.toContain('expired');
    expect(variants).not.toContain('v0');
    expect(variants).toContain(`v${MAX_CACHED_VARIANTS + 1}`);
  });

  it('keeps nothing, without failing, when the browser refuses to store', () => {
    const refuse = () => {
      throw new Error('QuotaExceededError');
    };
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = refuse;
    try {
      expect(() => writeContentCache('articles', 'page', { title: 'x' }, NOW)).not.toThrow();
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(readContentCache<Page>('articles', 'page', NOW)).toBeNull();
  });
});
