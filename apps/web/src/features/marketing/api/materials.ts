import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MARKETING_PAGE_SIZE,
  MARKETING_PATHS,
  marketingBrandsResponseSchema,
  marketingFoldersResponseSchema,
  marketingListResponseSchema,
} from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CONFIG_STALE_TIME_MS } from '../../../lib/query-client';
import { restRequest } from '../../../lib/rest';
import { useMarket } from '../../auth';
import type { MaterialFilters } from '../filters';

const url = (path: string) => `/api/content/v1/${path}` as const;

/**
 * One page of the materials (spec 3 §7): GetAllDMSearch when a title of 3 or more characters is typed, the
 * plain list otherwise, by folder and brand.
 */
export function useMaterials(filters: MaterialFilters) {
  const market = useMarket();
  const { i18n } = useTranslation();
  const searching = filters.title.length >= 3;
  return useQuery({
    queryKey: ['marketing', 'list', filters, market, i18n.language],
    queryFn: ({ signal }) =>
      restRequest(
        url(searching ? MARKETING_PATHS.search : MARKETING_PATHS.list),
        marketingListResponseSchema,
        {
          query: {
            title: searching ? filters.title : null,
            brandId: filters.brandId,
            folder: filters.folder,
            offset: (filters.page - 1) * MARKETING_PAGE_SIZE,
            limit: MARKETING_PAGE_SIZE,
          },
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The brands with materials (GetAllBrandsAsync), for the brand filter. */
export function useMaterialBrands() {
  const market = useMarket();
  return useQuery({
    queryKey: ['marketing', 'brands', market],
    queryFn: ({ signal }) =>
      restRequest(url(MARKETING_PATHS.brands), marketingBrandsResponseSchema, { signal }),
    staleTime: CONFIG_STALE_TIME_MS,
  });
}

/** The folders of the chosen brand, or of all (GetAllDMFolders). */
export function useMaterialFolders(brandId: string | null) {
  const market = useMarket();
  return useQuery({
    queryKey: ['marketing', 'folders', brandId, market],
    queryFn: ({ signal }) =>
      restRequest(url(MARKETING_PATHS.folders), marketingFoldersResponseSchema, {
        query: { brandId },
        signal,
      }),
    staleTime: CONFIG_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}
