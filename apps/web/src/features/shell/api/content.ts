import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { menuResponse, portalLinksResponse } from '../../../lib/first-page-schemas';
import { CONFIG_STALE_TIME_MS } from '../../../lib/query-client';
import { restRequest } from '../../../lib/rest';
import { useSession, useMarket } from '../../auth';

/**
 * The header and mobile menu (spec 1 §2.3, §2.5): the public menu for visitors, the permission-filtered
 * page menu once signed in, in the interface language.
 */
export function useMenu() {
  const { status, user } = useSession();
  const { i18n } = useTranslation();
  const audience = status === 'authenticated' ? 'private' : 'public';
  return useQuery({
    // Per user: the private menu depends on who is signed in (staff acting as a customer user included).
    queryKey: ['menu', audience, user?.UID ?? null, i18n.language],
    queryFn: ({ signal }) =>
      restRequest(
        audience === 'private' ? '/api/content/v1/pagemenu' : '/api/content/v1/publicpagemenu',
        menuResponse,
        { signal },
      ),
    select: (menu) => menu.results,
    enabled: status !== 'loading',
    staleTime: CONFIG_STALE_TIME_MS,
    gcTime: CONFIG_STALE_TIME_MS,
  });
}

/** Footer, social and legal links of the caller's market and language (spec 1 §2.8). */
export function usePortalLinks() {
  const { status, user } = useSession();
  const { i18n } = useTranslation();
  const market = useMarket();
  return useQuery({
    queryKey: ['portal-links', status, user?.UID ?? null, market, i18n.language],
    queryFn: ({ signal }) => restRequest('/api/content/v1/portalExtLinks', portalLinksResponse, { signal }),
    select: (links) => links.results,
    enabled: status !== 'loading',
    staleTime: CONFIG_STALE_TIME_MS,
    gcTime: CONFIG_STALE_TIME_MS,
  });
}
