import { useQuery } from '@tanstack/react-query';
import { graphql } from '../gql';
import { graphqlRequest } from './graphql';
import { CONFIG_STALE_TIME_MS } from './query-client';

const PortalConfigQuery = graphql(`
  query PortalConfig {
    getPortalConfig {
      maintenance
      banner_rotation
      holidays
      sections {
        label
        value
      }
    }
  }
`);

/** Portal-wide configuration (spec 1 §7 getPortalConfig): maintenance, banner rotation, holidays, sections. */
export function usePortalConfig() {
  return useQuery({
    queryKey: ['portal-config'],
    queryFn: ({ signal }) => graphqlRequest(PortalConfigQuery, {}, { signal }),
    select: (data) => data.getPortalConfig,
    staleTime: CONFIG_STALE_TIME_MS,
    gcTime: Infinity,
  });
}
