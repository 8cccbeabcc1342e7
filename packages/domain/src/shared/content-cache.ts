import { isFreshWithin } from './freshness';

/**
 * Content kept in the browser's local storage (spec 3 §9): "Banner and article caches live in local storage
 * for 2 hours, keys suffixed -cache. Cache names: articles, publicArticles, articlesEn, banner, public-banner,
 * MM-banner, becomeSustainable."
 */

/** The spec's cache names, by what each keeps. */
export const CONTENT_CACHE_NAMES = {
  /** Articles of a signed-in user, in Italian. */
  articles: 'articles',
  /** Articles of a signed-in user, in English. */
  articlesEn: 'articlesEn',
  /** Public articles, for visitors. */
  publicArticles: 'publicArticles',
  banner: 'banner',
  publicBanner: 'public-banner',
  marketingBanner: 'MM-banner',
  becomeSustainable: 'becomeSustainable',
} as const;
export type ContentCacheName = (typeof CONTENT_CACHE_NAMES)[keyof typeof CONTENT_CACHE_NAMES];

/**
 * The format of the answers the content caches keep: an answer saved in another format (by an older version of
 * the portal) is asked for again. Raised whenever the contract of a cached answer changes: the banners, the
 * article lists and the sustainability section (content-cache-format.test.ts fails until it is).
 */
export const CONTENT_CACHE_FORMAT = 1;

/** How long cached content may be shown: 2 hours (spec 3 §9). */
export const CONTENT_CACHE_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The local-storage key of a cache: its name suffixed -cache (spec 3 §9). */
export const contentCacheKey = (name: ContentCacheName): string => `${name}-cache`;

/**
 * Caches of public content, which a log-out keeps (spec 1 §4.2, spec 3 §4: "some cached public content");
 * the others hold what a signed-in user may read and go with the session.
 */
export const PUBLIC_CONTENT_CACHES: readonly ContentCacheName[] = [
  CONTENT_CACHE_NAMES.publicArticles,
  CONTENT_CACHE_NAMES.publicBanner,
  // The sustainability pages are public (spec 3 §2): the same for every visitor of a market and language.
  CONTENT_CACHE_NAMES.becomeSustainable,
];

/** True while content saved at `savedAt` (epoch ms) may still be shown at `now` (see isFreshWithin). */
export function isContentCacheFresh(savedAt: number, now: number): boolean {
  return isFreshWithin(savedAt, now, CONTENT_CACHE_LIFETIME_MS);
}

/** The cache of an article list: by audience, and for signed-in users by language (spec 3 §9). */
export function articlesCacheName(audience: 'public' | 'private', language: string): ContentCacheName {
  if (audience === 'public') return CONTENT_CACHE_NAMES.publicArticles;
  return language === 'en' ? CONTENT_CACHE_NAMES.articlesEn : CONTENT_CACHE_NAMES.articles;
}
