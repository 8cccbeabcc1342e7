import { CONTENT_CACHE_LIFETIME_MS } from '@spina/domain';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { MAX_CACHED_VARIANTS, readContentCache, writeContentCache } from './content-cache';

const schema = z.object({ title: z.string() });
const NOW = Date.parse('2026-03-02T10:00:00Z');

// spec 3 §9: "Banner and article caches live in local storage for 2 hours, keys suffixed -cache."
describe('content caches in local storage', () => {
  it('keeps each variant under the cache name suffixed -cache, with the time it was saved', () => {
    writeContentCache('publicArticles', 'it', { title: 'Notizie' }, NOW);
    writeContentCache('publicArticles', 'en', { title: 'News' }, NOW + 1);
    expect(Object.keys(localStorage)).toEqual(['publicArticles-cache']);
    expect(readContentCache('publicArticles', 'it', schema, NOW)).toEqual({
      savedAt: NOW,
      data: { title: 'Notizie' },
    });
    expect(readContentCache('publicArticles', 'en', schema, NOW + 1)?.data).toEqual({ title: 'News' });
    expect(readContentCache('articles', 'it', schema, NOW)).toBeNull();
  });

  it('shows an answer for 2 hours, then no more', () => {
    writeContentCache('articlesEn', 'page', { title: 'News' }, NOW);
    expect(
      readContentCache('articlesEn', 'page', schema, NOW + CONTENT_CACHE_LIFETIME_MS - 1),
    ).not.toBeNull();
    expect(readContentCache('articlesEn', 'page', schema, NOW + CONTENT_CACHE_LIFETIME_MS)).toBeNull();
  });

  it('ignores what another version saved in another shape, and storage that is not JSON', () => {
    writeContentCache('articles', 'page', { heading: 'Old shape' }, NOW);
    expect(readContentCache('articles', 'page', schema, NOW)).toBeNull();
    localStorage.setItem('articles-cache', '{not json');
    expect(readContentCache('articles', 'page', schema, NOW)).toBeNull();
    writeContentCache('articles', 'page', { title: 'Fresh' }, NOW);
    expect(readContentCache('articles', 'page', schema, NOW)?.data).toEqual({ title: 'Fresh' });
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
    expect(readContentCache('articles', 'page', schema, NOW)).toBeNull();
  });
});
