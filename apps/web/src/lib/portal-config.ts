import { PAGE_CONFIG_ELEMENT_ID } from '@spina/domain';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../gql';
import type { PortalConfigQuery as PortalConfigAnswer } from '../gql/graphql';
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

const PORTAL_CONFIG_KEY = ['portal-config'];

type PortalConfig = PortalConfigAnswer['getPortalConfig'];

function isPortalConfig(value: unknown): value is PortalConfig {
  const config = value as Partial<PortalConfig> | null;
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof config.maintenance === 'boolean' &&
    typeof config.banner_rotation === 'number' &&
    Array.isArray(config.holidays) &&
    Array.isArray(config.sections)
  );
}

/**
 * Takes the configuration the server wrote into the page as the query's answer, so that the first render has it
 * instead of rendering the frame again when it arrives. Kept as long as a fetched one (staleTime); a page without
 * it (or with something else there) leaves the query to fetch as before.
 */
export function seedPortalConfig(queryClient: QueryClient, page: Document = document): void {
  const text = page.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return;
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch {
    return;
  }
  if (!isPortalConfig(config)) return;
  // Kept until a screen uses it: the client's default drops data no screen uses at once.
  queryClient.setQueryDefaults(PORTAL_CONFIG_KEY, { gcTime: Infinity });
  queryClient.setQueryData<PortalConfigAnswer>(PORTAL_CONFIG_KEY, { getPortalConfig: config });
}

/** Portal-wide configuration (spec 1 §7 getPortalConfig): maintenance, banner rotation, holidays, sections. */
export function usePortalConfig() {
  return useQuery({
    queryKey: PORTAL_CONFIG_KEY,
    queryFn: ({ signal }) => graphqlRequest(PortalConfigQuery, {}, { signal }),
    select: (data) => data.getPortalConfig,
    staleTime: CONFIG_STALE_TIME_MS,
    gcTime: Infinity,
  });
}
