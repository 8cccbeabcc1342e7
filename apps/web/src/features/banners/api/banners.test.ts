import { describe, expect, it, vi } from 'vitest';
import { bannerCacheName, CONTENT_CACHE_LIFETIME_MS, type Banner } from '@spina/domain';
import { writeContentCache } from '../../../lib/content-cache';
import { cachedBanners, loadBanners, showableBanners, variantOf } from './banners';

const banner = (id: string, link: string | null, page: number): Banner => ({
  id,
  url: `/media/${id}.svg`,
  link,
  image: { link: `/media/${id}.svg`, name: id },
  body: null,
  textAlignment: 'top',
  page,
});

describe('showable banners (spec 3 §2)', () => {
  it('drops banners with a null or empty link and keeps the sort order', () => {
    const shown = showableBanners([
      banner('b', '/news', 2),
      banner('x', null, 0),
      banner('a', 'https://x.example', 1),
      banner('y', ' ', 3),
    ]);
    expect(shown.map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('banner caches (spec 3 §9: 2 hours, banner / public-banner / MM-banner)', () => {
  const answer = { data: { results: [banner('a', '/news', 1), banner('x', null, 0)] } };
  const scope = { location: 'marketingMaterials', signedIn: true, market: 'IT', language: 'it' };

  it('keeps a signed-in marketing page’s banners under MM-banner-cache, links only', () => {
    localStorage.clear();
    writeContentCache(bannerCacheName(scope.location, true), variantOf(scope), answer);
    expect(localStorage.getItem('MM-banner-cache')).not.toBeNull();
    expect(cachedBanners(scope)?.map((item) => item.id)).toEqual(['a']);
    expect(cachedBanners({ ...scope, signedIn: false })).toBeNull();
  });

  it('asks again after 2 hours', () => {
    localStorage.clear();
    const saved = Date.now() - CONTENT_CACHE_LIFETIME_MS - 1;
    writeContentCache('public-banner', variantOf({ ...scope, signedIn: false }), answer, saved);
    expect(cachedBanners({ ...scope, signedIn: false })).toBeNull();
  });

  it('leaves the carousel empty when the banners cannot be loaded, logging it (spec 3 §8)', async () => {
    localStorage.clear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await expect(loadBanners({ ...scope, location: 'news', signedIn: false })).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith('banners could not be loaded', expect.anything());
    expect(localStorage.getItem('public-banner-cache')).toBeNull();
    vi.restoreAllMocks();
  });
});
