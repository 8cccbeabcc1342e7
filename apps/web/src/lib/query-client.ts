import { QueryClient } from '@tanstack/react-query';
import { isPermanentFailure } from './api-errors';

/** Configuration and menus change rarely: they are reused for five minutes. */
export const CONFIG_STALE_TIME_MS = 5 * 60_000;

/**
 * The app's query client. Data queries follow the spec's "no cache" fetch policy (spec 1 §7): stale at once
 * and dropped as soon as no screen uses them, so every visit shows fresh data. Queries of configuration,
 * menus and links set a longer staleTime themselves. Failures that a retry cannot fix are not retried.
 *
 * Without network (decision 0038): a query still runs once, so that the service worker can answer it with the
 * copy it kept, and only its retries wait for the network. A change (mutation) is never held back to be sent
 * by itself when the network returns, unseen by the buyer: it runs, and is refused or fails in sight.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        gcTime: 0,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isPermanentFailure(error) && failureCount < 2,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
