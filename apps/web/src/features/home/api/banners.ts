import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bannersResponseSchema, type Banner } from '@spina/domain';
import { restRequest } from '../../../lib/rest';
import { useSession, useMarket } from '../../auth';

/** A banner the carousel can show: one with a link (spec 3 §2 drops the others). */
export type LinkedBanner = Banner & { link: string };

/** The banners worth showing, in their sort order: those with a link (spec 3 §2). */
export function showableBanners(banners: readonly Banner[]): LinkedBanner[] {
  return banners
    .filter((banner): banner is LinkedBanner => banner.link !== null && banner.link.trim() !== '')
    .sort((a, b) => a.page - b.page);
}

/**
 * The banners of a location (spec 3 §7): public ones for visitors, private ones once signed in. A failure
 * is only logged and the carousel stays empty (spec 3 §8).
 */
export function useBanners(location: string) {
  const { status } = useSession();
  const market = useMarket();
  const { i18n } = useTranslation();
  const signedIn = status === 'authenticated';
  return useQuery({
    queryKey: ['banners', location, signedIn, market, i18n.language],
    queryFn: async ({ signal }) => {
      try {
        const answer = await restRequest(
          signedIn ? '/api/content/v1/banners' : '/api/content/v1/publicbanners',
          bannersResponseSchema,
          { query: { locationId: location }, signal },
        );
        return showableBanners(answer.data.results);
      } catch (error) {
        console.warn('banners could not be loaded', error);
        return [];
      }
    },
    enabled: status !== 'loading',
    retry: false,
  });
}
