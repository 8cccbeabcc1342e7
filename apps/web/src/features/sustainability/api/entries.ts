import { useQuery } from '@tanstack/react-query';
import {
  CONTENT_CACHE_LIFETIME_MS,
  CONTENT_CACHE_NAMES,
  SUSTAINABILITY_PATHS,
  sustainabilityEntriesResponseSchema,
  sustainabilitySubcontentResponseSchema,
} from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { $ZodType, output } from 'zod/v4/core';
import { readContentCache, writeContentCache } from '../../../lib/content-cache';
import { restRequest } from '../../../lib/rest';
import { useMarket } from '../../auth';

const CACHE = CONTENT_CACHE_NAMES.becomeSustainable;

/** What a read depends on: the language, the market and, for a category, its path. */
type Read<Schema extends $ZodType> = {
  path: `/api/${string}`;
  query: Record<string, string>;
  schema: Schema;
  variant: string;
};

/**
 * One read of the section through the spec's `becomeSustainable` cache (spec 3 §9): shown from local storage
 * for 2 hours after it was fetched, then asked again. A failed read (a 404 included) is not kept.
 */
function useCachedRead<Schema extends $ZodType>(read: Read<Schema>, key: unknown[]) {
  return useQuery<output<Schema>>({
    queryKey: ['sustainability', ...key],
    queryFn: async ({ signal }) => {
      const cached = readContentCache<output<Schema>>(CACHE, read.variant);
      if (cached) return cached.data;
      const data = await restRequest(read.path, read.schema, { query: read.query, signal });
      writeContentCache(CACHE, read.variant, data);
      return data;
    },
    initialData: () => readContentCache<output<Schema>>(CACHE, read.variant)?.data,
    initialDataUpdatedAt: () => readContentCache<output<Schema>>(CACHE, read.variant)?.savedAt,
    staleTime: CONTENT_CACHE_LIFETIME_MS,
  });
}

const url = (path: string) => `/api/content/v1/${path}` as const;

/** The section's entries of the reader's market and language (GetBecameMoreSustainable). */
export function useSustainabilityEntries() {
  const { i18n } = useTranslation();
  const market = useMarket();
  const language = i18n.language;
  return useCachedRead(
    {
      path: url(SUSTAINABILITY_PATHS.entries),
      query: {},
      schema: sustainabilityEntriesResponseSchema,
      variant: JSON.stringify({ read: 'entries', language, market }),
    },
    ['entries', language, market],
  );
}

/** A category with its subcontent (GetBecameMoreSustainableSubcontent); a 404 means none of that path. */
export function useSustainabilityCategory(path: string) {
  const { i18n } = useTranslation();
  const market = useMarket();
  const language = i18n.language;
  return useCachedRead(
    {
      path: url(SUSTAINABILITY_PATHS.subcontent),
      query: { path },
      schema: sustainabilitySubcontentResponseSchema,
      variant: JSON.stringify({ read: 'subcontent', language, market, path }),
    },
    ['category', language, market, path],
  );
}
