import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  bannerCacheName,
  bannerLocationOf,
  CONTENT_CACHE_LIFETIME_MS,
  type Banner,
  type BannersResponse,
} from '@spina/domain';
import { readContentCache, writeContentCache } from '../../../lib/content-cache';
import { bannersResponse } from '../../../lib/first-page-schemas';
import { restRequest } from '../../../lib/rest';
import { useMarket, useSession } from '../../auth';

/** A banner the carousel can show: one with a link (spec 3 §2 drops the others). */
export type LinkedBanner = Banner & { link: string };

/** The banners worth showing, in their sort order: those with a link (spec 3 §2). */
export function showableBanners(banners: readonly Banner[]): LinkedBanner[] {
  return banners
    .filter((banner): banner is LinkedBanner => banner.link !== null && banner.link.trim() !== '')
    .sort((a, b) => a.page - b.page);
}

/** Whose banners a read is: the location, for a visitor or a signed-in user, in a market and a language. */
export type BannerScope = { location: string; signedIn: boolean; market: string; language: string };

/** The entry of a scope within its cache: what the answer depends on that the cache name does not say. */
export const variantOf = (scope: BannerScope) =>
  JSON.stringify({ location: scope.location, market: scope.market, language: scope.language });

/** The banners of a scope from their 2-hour cache (spec 3 §9: banner, public-banner, MM-banner), or null. */
export function cachedBanners(scope: BannerScope): LinkedBanner[] | null {
  const cached = readContentCache<BannersResponse>(
    bannerCacheName(scope.location, scope.signedIn),
    variantOf(scope),
  );
  return cached ? showableBanners(cached.data.data.results) : null;
}

/**
 * The banners of a location (spec 3 §7): GET /publicbanners for visitors, /banners once signed in, read from
 * data.results, kept 2 hours. A failure is only logged and leaves the carousel empty (spec 3 §8).
 */
export async function loadBanners(scope: BannerScope, signal?: AbortSignal): Promise<LinkedBanner[]> {
  const cached = cachedBanners(scope);
  if (cached) return cached;
  try {
    const answer = await restRequest(
      scope.signedIn ? '/api/content/v1/banners' : '/api/content/v1/publicbanners',
      bannersResponse,
      { query: { locationId: scope.location }, signal },
    );
    writeContentCache(bannerCacheName(scope.location, scope.signedIn), variantOf(scope), answer);
    return showableBanners(answer.data.results);
  } catch (error) {
    console.warn('banners could not be loaded', error);
    return [];
  }
}

/** The banners of `location` (none when null) for the current session, market and language. */
export function useBanners(location: string | null) {
  const { status } = useSession();
  const market = useMarket();
  const { i18n } = useTranslation();
  const scope: BannerScope | null = location
    ? { location, signedIn: status === 'authenticated', market, language: i18n.language }
    : null;
  return useQuery({
    queryKey: ['banners', scope],
    queryFn: ({ signal }) => loadBanners(scope!, signal),
    // Banners kept by an earlier visit show at once, so the page does not move when they arrive.
    initialData: () => (scope ? (cachedBanners(scope) ?? undefined) : undefined),
    staleTime: CONTENT_CACHE_LIFETIME_MS,
    enabled: scope !== null && status !== 'loading',
    retry: false,
  });
}

/** The banners a route shows, placed by its name (spec 3 §2, §9). */
export function useRouteBanners(routeName: string) {
  const { status } = useSession();
  return useBanners(bannerLocationOf(routeName, status === 'authenticated'));
}
