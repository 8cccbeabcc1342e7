import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** What one search of the overlay found: the results it shows (at most 4) and how many match in all. */
export type Found<T> = { items: T[]; total: number };

/**
 * One search of the overlay as a query keyed by its section, term and language (and whatever else `key`
 * names). A failure is logged (spec 1 §8: search failures are logged) and not retried: the next keystroke
 * searches again anyway.
 */
export function useSearchQuery<T>(
  section: string,
  key: readonly unknown[],
  enabled: boolean,
  search: (signal: AbortSignal) => Promise<Found<T>>,
) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['search', section, i18n.language, ...key],
    queryFn: async ({ signal }) => {
      try {
        return await search(signal);
      } catch (error) {
        if (!signal.aborted) console.warn(`The ${section} search failed`, error);
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}
