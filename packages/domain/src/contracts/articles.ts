import * as z from 'zod/mini';
import { CONTENT_LANGUAGES } from './content-names';
import { pagedResponse, pagingQuery } from './paging';

/**
 * REST contracts of news and articles (spec 3 §7 content service "Articles"): the lists with their tag filters,
 * the tag lists and the article items, each for visitors (publicarticles) and for signed-in users with the News
 * & Articles section (articles). Dates are `YYYY-MM-DD` in the article's market.
 */

/** Who a read is for: visitors and users without News & Articles read public articles only (spec 3 §6). */
export type ArticleAudience = 'public' | 'private';

/** Paths under /api/content/v1 of each audience's reads (spec 3 §7); an item is `<item>/<path>`. */
export const ARTICLE_PATHS = {
  private: {
    list: 'articles/GetArticlesNewListPL',
    tags: 'articles/GetArticlesNewListTagsPL',
    item: 'articles',
  },
  public: {
    list: 'publicarticles/GetPublicArticlesNewListPL',
    tags: 'publicarticles/GetPublicArticlesNewListTags',
    item: 'publicarticles',
  },
} as const satisfies Record<ArticleAudience, { list: string; tags: string; item: string }>;

/** Articles per page of the news list unless asked otherwise, and the most one page may hold. */
export const ARTICLE_PAGE_SIZE = 12;
export const ARTICLE_MAX_PAGE_SIZE = 50;
/** The most tags one list may be filtered by, and the longest tag. */
export const ARTICLE_MAX_TAGS = 20;
export const ARTICLE_TAG_MAX_LENGTH = 60;

const TAG_MESSAGE = `A tag is 1 to ${ARTICLE_TAG_MAX_LENGTH} characters of text`;

/** A tag of a filter, trimmed, or null when it is blank, too long or holds control characters. */
function cleanTag(raw: string): string | null {
  const text = raw.trim();
  return text.length >= 1 && text.length <= ARTICLE_TAG_MAX_LENGTH && !/\p{Cc}/u.test(text) ? text : null;
}

/**
 * The repeated `Tags` parameter (spec 3 §7 "with repeated Tags parameters"): one value arrives as text, several
 * as a list; the answer holds the articles carrying any of them. Repeats are dropped.
 */
const tagsParameter = z.optional(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((value: string | string[], context) => {
      const raw = Array.isArray(value) ? value : [value];
      const tags = raw.map(cleanTag);
      if (tags.some((tag) => tag === null)) {
        context.issues.push({ code: 'custom', message: TAG_MESSAGE, input: value });
        return z.NEVER;
      }
      const unique = [...new Set(tags as string[])];
      if (unique.length <= ARTICLE_MAX_TAGS) return unique;
      context.issues.push({
        code: 'custom',
        message: `Filter by at most ${ARTICLE_MAX_TAGS} tags`,
        input: value,
      });
      return z.NEVER;
    }),
  ),
);

/** Query of GetArticlesNewListPL and GetPublicArticlesNewListPL: tags, a page and the language. */
export const articleListQuerySchema = z.object({
  Tags: tagsParameter,
  ...pagingQuery(ARTICLE_PAGE_SIZE, ARTICLE_MAX_PAGE_SIZE),
  lang: z.optional(z.enum(CONTENT_LANGUAGES)),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

/** An article's picture (spec 3 §3 image.link). */
const imageSchema = z.nullable(z.object({ link: z.string() }));

/**
 * An article of a list (spec 3 §3: id, path, title, image.link, tags), with its summary, the day it was
 * published and whether visitors may read it.
 */
export const articleSummarySchema = z.object({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  image: imageSchema,
  tags: z.array(z.string()),
  publishedOn: z.string(),
  isPublic: z.boolean(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** Answer of the article lists: newest first, one page of them and how many match in all. */
export const articleListResponseSchema = pagedResponse(articleSummarySchema);
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

/** A tag of the caller's articles and how many of them carry it. */
export const articleTagSchema = z.object({ name: z.string(), count: z.int() });
export type ArticleTag = z.infer<typeof articleTagSchema>;

/** Answer of the tag lists: the tags of the articles the caller may read, most used first. */
export const articleTagsResponseSchema = z.object({ results: z.array(articleTagSchema) });
export type ArticleTagsResponse = z.infer<typeof articleTagsResponseSchema>;

/** The longest article path: the longest path parameter the server's router takes (its default, 100). */
export const ARTICLE_PATH_MAX_LENGTH = 100;

/**
 * The `{path}` of an article item: the address segment of /news/{path} (spec 1 §2.2), lower-case words joined
 * by hyphens.
 */
export const articlePathParamsSchema = z.object({
  path: z
    .string()
    .check(
      z.maxLength(
        ARTICLE_PATH_MAX_LENGTH,
        `An article path is at most ${ARTICLE_PATH_MAX_LENGTH} characters`,
      ),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'An article path holds lower-case letters, digits and hyphens'),
    ),
});
export type ArticlePathParams = z.infer<typeof articlePathParamsSchema>;

/** An article item: its summary's fields and its body (HTML). */
export const articleSchema = z.extend(articleSummarySchema, { body: z.string() });
export type Article = z.infer<typeof articleSchema>;
