import * as z from 'zod/mini';
import { SEARCH_LIMITS } from '../shared/search';
import { checkTabSearchTerm } from '../catalogue/search-terms';
import { CONTENT_LANGUAGES } from './content-names';

/**
 * REST contracts of the search overlay's content tabs (spec 1 §2.6, §3 "Search results", spec 3 §7
 * "Search"): marketing materials, articles, knowledge-base items and FAQ pages found by title. In zod's
 * 'mini' flavour, like the other contracts, to keep the web app's first page small.
 */

/** Most results one content search returns. The overlay asks for 4 (spec 1 §9). */
export const CONTENT_SEARCH_MAX_LIMIT = 20;

/** Query of every content search: the title text (3 characters or more, spec 1 §5), a cap and the language. */
export const contentSearchQuerySchema = z.object({
  title: z.pipe(
    z.string(),
    z.transform((raw: string, context) => {
      const check = checkTabSearchTerm(raw);
      if (check.ok) return check.term;
      context.issues.push({ code: 'custom', message: check.message, input: raw });
      return z.NEVER;
    }),
  ),
  limit: z._default(
    z.pipe(
      z.coerce.number(),
      z
        .int('limit must be a whole number')
        .check(
          z.minimum(1, 'limit must be 1 or more'),
          z.maximum(CONTENT_SEARCH_MAX_LIMIT, `limit must be at most ${CONTENT_SEARCH_MAX_LIMIT}`),
        ),
    ),
    SEARCH_LIMITS.resultsPerBlock,
  ),
  lang: z.optional(z.enum(CONTENT_LANGUAGES)),
});
export type ContentSearchQuery = z.infer<typeof contentSearchQuerySchema>;

/**
 * Query of the article search: adds the logged-in flag of spec 1 §7. The server narrows to public articles
 * for visitors whatever the flag says; a signed-in caller may ask for public ones only with `false`.
 */
export const articleSearchQuerySchema = z.extend(contentSearchQuerySchema, {
  isLoggedIn: z.optional(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((value: 'true' | 'false') => value === 'true'),
    ),
  ),
});
export type ArticleSearchQuery = z.infer<typeof articleSearchQuerySchema>;

/** A marketing material found by title (spec 1 §3: id, name, file.link, file.metadata.mimeType). */
export const marketingMaterialHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  file: z.object({ link: z.string(), metadata: z.object({ mimeType: z.string() }) }),
});
export type MarketingMaterialHit = z.infer<typeof marketingMaterialHitSchema>;

/** An article found by title (spec 1 §3: id, path, title, image.link). */
export const articleHitSchema = z.object({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  image: z.nullable(z.object({ link: z.string() })),
});
export type ArticleHit = z.infer<typeof articleHitSchema>;

/** A knowledge-base item found by title (spec 1 §3: id, title, contentImage.link). */
export const knowledgeBaseHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  contentImage: z.nullable(z.object({ link: z.string() })),
});
export type KnowledgeBaseHit = z.infer<typeof knowledgeBaseHitSchema>;

/** A FAQ page found by title (spec 1 §3: id, title). */
export const faqPageHitSchema = z.object({ id: z.string(), title: z.string() });
export type FaqPageHit = z.infer<typeof faqPageHitSchema>;

/** A content search answer: the best matches first, at most `limit`, and how many match in all. */
const searchResponse = <T extends z.ZodMiniType>(hit: T) =>
  z.object({ results: z.array(hit), total: z.int() });

export const marketingMaterialSearchResponseSchema = searchResponse(marketingMaterialHitSchema);
export type MarketingMaterialSearchResponse = z.infer<typeof marketingMaterialSearchResponseSchema>;
export const articleSearchResponseSchema = searchResponse(articleHitSchema);
export type ArticleSearchResponse = z.infer<typeof articleSearchResponseSchema>;
export const knowledgeBaseSearchResponseSchema = searchResponse(knowledgeBaseHitSchema);
export type KnowledgeBaseSearchResponse = z.infer<typeof knowledgeBaseSearchResponseSchema>;
export const faqPageSearchResponseSchema = searchResponse(faqPageHitSchema);
export type FaqPageSearchResponse = z.infer<typeof faqPageSearchResponseSchema>;

/** Paths of the content searches under /api/content/v1 (names after spec 3 §7). */
export const CONTENT_SEARCH_PATHS = {
  marketingMaterials: 'downloadmaterial/GetMarketingMaterialsSearch',
  articles: 'articles/search',
  knowledgeBase: 'knowledgebase/search',
  faqPages: 'faqpages/search',
} as const;
