import * as z from 'zod/mini';
import { CONTENT_LANGUAGES } from './content-names';
import { pagedResponse, pagingQuery } from './paging';

/**
 * REST contracts of the FAQ and the knowledge base (spec 3 §7 content service "FAQ and knowledge base"):
 * faqpages, faqitems, faqpages/GetNewFQAPagesAsync, knowledgebase and knowledgebase/GetStructuredNewAllKBsAsync.
 * Texts come in the caller's language; answers and bodies are HTML.
 */

/** Paths under /api/content/v1 (names after spec 3 §7). */
export const HELP_CENTER_PATHS = {
  faqPages: 'faqpages',
  faqItems: 'faqitems',
  faqStructured: 'faqpages/GetNewFQAPagesAsync',
  knowledgeBase: 'knowledgebase',
  knowledgeBaseStructured: 'knowledgebase/GetStructuredNewAllKBsAsync',
} as const;

const languageParam = z.optional(z.enum(CONTENT_LANGUAGES));

/** A FAQ page: a topic grouping questions (spec 3 §3 "FAQ items and pages"; spec 1 §3: id, title). */
export const faqPageSchema = z.object({ id: z.string(), title: z.string() });
export type FaqPage = z.infer<typeof faqPageSchema>;

/** A question of a FAQ page and its answer (HTML). */
export const faqItemSchema = z.object({
  id: z.string(),
  pageId: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** Query of faqpages and GetNewFQAPagesAsync: the language. */
export const faqQuerySchema = z.object({ lang: languageParam });

/** Query of faqitems: the questions of one page, or of every page when `pageId` is not sent. */
export const faqItemsQuerySchema = z.object({
  pageId: z.optional(z.uuid('pageId is the id of a FAQ page')),
  lang: languageParam,
});
export type FaqItemsQuery = z.infer<typeof faqItemsQuerySchema>;

/** Answer of faqpages: the pages in their order. */
export const faqPagesResponseSchema = z.object({ results: z.array(faqPageSchema) });
export type FaqPagesResponse = z.infer<typeof faqPagesResponseSchema>;

/** Answer of faqitems: the questions, page by page, each page's in its order. */
export const faqItemsResponseSchema = z.object({ results: z.array(faqItemSchema) });
export type FaqItemsResponse = z.infer<typeof faqItemsResponseSchema>;

/** A FAQ page with its questions, as the FAQ screen shows it. */
export const faqPageWithItemsSchema = z.extend(faqPageSchema, { items: z.array(faqItemSchema) });
export type FaqPageWithItems = z.infer<typeof faqPageWithItemsSchema>;

/** Answer of GetNewFQAPagesAsync: every page with its questions, in their order. */
export const faqStructuredResponseSchema = z.object({ results: z.array(faqPageWithItemsSchema) });
export type FaqStructuredResponse = z.infer<typeof faqStructuredResponseSchema>;

/** A knowledge-base entry (spec 1 §3: id, title, contentImage.link) with its topic and body (HTML). */
export const knowledgeBaseEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  body: z.string(),
  contentImage: z.nullable(z.object({ link: z.string() })),
});
export type KnowledgeBaseEntry = z.infer<typeof knowledgeBaseEntrySchema>;

/** Entries per knowledge-base page unless asked otherwise, and the most one page may hold. */
export const KNOWLEDGE_BASE_PAGE_SIZE = 10;
export const KNOWLEDGE_BASE_MAX_PAGE_SIZE = 50;

/** Query of knowledgebase: one page (spec 3 §7: offset, limit) in a language. */
export const knowledgeBaseQuerySchema = z.object({
  ...pagingQuery(KNOWLEDGE_BASE_PAGE_SIZE, KNOWLEDGE_BASE_MAX_PAGE_SIZE),
  lang: languageParam,
});
export type KnowledgeBaseQuery = z.infer<typeof knowledgeBaseQuerySchema>;

/** Answer of knowledgebase: one page of entries in the knowledge base's order and the total. */
export const knowledgeBasePageSchema = pagedResponse(knowledgeBaseEntrySchema);
export type KnowledgeBasePage = z.infer<typeof knowledgeBasePageSchema>;

/** A topic of the knowledge base with its entries. */
export const knowledgeBaseTopicSchema = z.object({
  category: z.string(),
  entries: z.array(knowledgeBaseEntrySchema),
});
export type KnowledgeBaseTopic = z.infer<typeof knowledgeBaseTopicSchema>;

/** Answer of GetStructuredNewAllKBsAsync: the whole knowledge base by topic. */
export const knowledgeBaseStructuredResponseSchema = z.object({
  results: z.array(knowledgeBaseTopicSchema),
});
export type KnowledgeBaseStructuredResponse = z.infer<typeof knowledgeBaseStructuredResponseSchema>;

/**
 * Groups entries by topic: topics in the order their first entry comes, entries in the order given. Both the
 * structured answer and the screen that reads the knowledge base page by page group the same way.
 */
export function groupKnowledgeBase(entries: readonly KnowledgeBaseEntry[]): KnowledgeBaseTopic[] {
  const topics = new Map<string, KnowledgeBaseEntry[]>();
  for (const entry of entries) {
    const topic = topics.get(entry.category);
    if (topic) topic.push(entry);
    else topics.set(entry.category, [entry]);
  }
  return [...topics].map(([category, grouped]) => ({ category, entries: grouped }));
}
