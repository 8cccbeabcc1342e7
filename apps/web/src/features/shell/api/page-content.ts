import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PAGE_PATH_PATTERN, pageContentSchema } from '@spina/domain';
import { ApiError } from '../../../lib/api-errors';
import { CONFIG_STALE_TIME_MS } from '../../../lib/query-client';
import { restRequest } from '../../../lib/rest';
import { useMarket } from '../../auth';

/**
 * An internal page of the portal by path (pagecontent): terms of use, cookies, privacy. Not asked for a path that
 * cannot be one; a 404 is not retried.
 */
export function usePageContent(path: string) {
  const { i18n } = useTranslation();
  const market = useMarket();
  return useQuery({
    queryKey: ['page-content', path, market, i18n.language],
    queryFn: ({ signal }) =>
      restRequest('/api/content/v1/pagecontent', pageContentSchema, { query: { path }, signal }),
    enabled: PAGE_PATH_PATTERN.test(path),
    staleTime: CONFIG_STALE_TIME_MS,
    retry: (count, error) => !(error instanceof ApiError && error.kind === 'not-found') && count < 2,
  });
}
