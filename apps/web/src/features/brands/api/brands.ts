import { useQuery } from '@tanstack/react-query';
import { BRAND_PATHS, brandDetailsResponseSchema, brandListResponseSchema } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CONFIG_STALE_TIME_MS } from '../../../lib/query-client';
import { restRequest } from '../../../lib/rest';

const url = (path: string) => `/api/content/v1/${path}` as const;

/** The producer's brands (ourbrand), in the interface language. */
export function useBrands() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['brands', 'list', i18n.language],
    queryFn: async ({ signal }) =>
      (await restRequest(url(BRAND_PATHS.list), brandListResponseSchema, { signal })).results,
    staleTime: CONFIG_STALE_TIME_MS,
  });
}

/** The page of one brand (GetAllOurBrandsDetails with brandId); a 404 means no such brand. */
export function useBrandDetails(brandId: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['brands', 'details', i18n.language, brandId],
    queryFn: async ({ signal }) => {
      const { results } = await restRequest(url(BRAND_PATHS.details), brandDetailsResponseSchema, {
        query: { brandId },
        signal,
      });
      return results[0] ?? null;
    },
  });
}
