import { useQuery } from '@tanstack/react-query';
import { soldToResponseSchema } from '@spina/domain';
import { restRequest } from '../../../lib/rest';

/** GET soldtos/{id} (spec 3 §7): one of the user's companies with its ship-tos and sales contacts. */
export function useSoldTo(companyId: string | null) {
  return useQuery({
    queryKey: ['profile', 'sold-to', companyId],
    queryFn: ({ signal }) =>
      restRequest(`/api/general/v1/soldtos/${encodeURIComponent(companyId ?? '')}`, soldToResponseSchema, {
        signal,
      }),
    enabled: companyId !== null,
  });
}
