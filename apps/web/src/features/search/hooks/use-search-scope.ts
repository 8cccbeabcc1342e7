import { useMemo } from 'react';
import { usePortalConfig } from '../../../lib/portal-config';
import { useSession } from '../../auth';
import { useCurrentShipToId } from '../../../lib/ship-to/current-ship-to';
import { searchScope, type SearchScope } from '../search-scope';

/** The searches the current session may run on the chosen ship-to (see searchScope). */
export function useSearchScope(): SearchScope {
  const { status, user } = useSession();
  const shipToId = useCurrentShipToId();
  const sections = usePortalConfig().data?.sections;
  return useMemo(
    () =>
      searchScope({
        user: status === 'authenticated' ? user : null,
        shipToId,
        portalSections: sections ?? [],
      }),
    [status, user, shipToId, sections],
  );
}
