import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { PRODUCT_CACHE_LIFETIME_MS } from '@spina/domain';
import type { TypedDocumentString } from '../../../gql/graphql';
import { isPermanentFailure } from '../../../lib/api-errors';
import { graphqlRequest } from '../../../lib/graphql';
import { isScopeCurrent, sameButForDate, type CatalogueScope } from './catalogue-scope';
import { productCacheKey, readProductCache, writeProductCache } from './product-cache';

/** The first part of the query key of every product query: all of a scope's product data. */
export const CATALOGUE_QUERY_ROOT = 'catalogue';

/** The query key of all product data of a scope (favourite changes rewrite them). */
export function catalogueScopeQueryKey(scopeKey: string): QueryKey {
  return [CATALOGUE_QUERY_ROOT, scopeKey];
}

/**
 * The ship-to, language or delivery date changed while an answer was on its way: it belongs to another
 * scope and is dropped; the screen asks again under the new one.
 */
export class ScopeChangedError extends Error {
  override name = 'ScopeChangedError';
}

type CachedProductQuery<TData> = {
  scope: CatalogueScope | null;
  /** Names the answer in the cache, with the variables. */
  name: string;
  variables: unknown;
  /** Asks the server; called only while the scope is current. */
  load: (signal: AbortSignal) => Promise<TData>;
  enabled?: boolean;
};

/** The load function of a single GraphQL operation. */
export function loadOperation<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables>,
  variables: TVariables,
): (signal: AbortSignal) => Promise<TData> {
  return (signal) => graphqlRequest(document, variables, { signal });
}

/**
 * The answer as it came. TanStack Query shares the parts of a *selected* answer that equal the screen's last one,
 * the answer of the previous key kept on screen while this one loaded; without a select it shares only with the
 * same key's earlier answer. So a list asked again for the first available date a moment after it showed keeps
 * its unchanged products' objects, and its 25 cards (some 540 components) do not render again.
 */
const asAnswered = <TData>(data: TData): TData => data;

/**
 * A product query reused for the product cache lifetime (DESIGN §6: 2 hours) within its scope, across
 * visits: answers are kept in local storage with their time stamp and shown at once on the next visit.
 * While another page, filter or delivery date loads, the previous answer stays on screen; never one of another
 * ship-to, language or order mode.
 */
export function useCachedProductQuery<TData>({
  scope,
  name,
  variables,
  load,
  enabled = true,
}: CachedProductQuery<TData>) {
  const storageKey = scope ? productCacheKey(scope.key, name, variables) : '';
  return useQuery({
    queryKey: [CATALOGUE_QUERY_ROOT, scope?.key ?? null, name, variables],
    queryFn: async ({ signal }) => {
      if (!scope || !isScopeCurrent(scope)) throw new ScopeChangedError();
      const data = await load(signal);
      if (!isScopeCurrent(scope)) throw new ScopeChangedError();
      writeProductCache(storageKey, data);
      return data;
    },
    select: asAnswered<TData>,
    enabled: enabled && scope !== null,
    initialData: () => (scope ? readProductCache<TData>(storageKey)?.data : undefined),
    initialDataUpdatedAt: () => (scope ? readProductCache<TData>(storageKey)?.savedAt : undefined),
    staleTime: PRODUCT_CACHE_LIFETIME_MS,
    gcTime: PRODUCT_CACHE_LIFETIME_MS,
    placeholderData: (previous, previousQuery) => {
      const previousScope = previousQuery?.queryKey[1];
      const keep =
        scope !== null &&
        typeof previousScope === 'string' &&
        sameButForDate(previousScope, scope.key) &&
        previousQuery?.queryKey[2] === name;
      return keep ? keepPreviousData(previous) : undefined;
    },
    retry: (failures, error) =>
      !(error instanceof ScopeChangedError) && !isPermanentFailure(error) && failures < 2,
  });
}
