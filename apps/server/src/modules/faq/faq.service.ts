import type { ContentLanguage, FaqItem, FaqPage, FaqPageWithItems } from '@spina/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faqItems, faqPages, type Localized } from '../../db/schema';

const localize = (text: Localized, lang: ContentLanguage) => text[lang] || text.it;

export type FaqService = ReturnType<typeof createFaqService>;

/** The FAQ of the support area (spec 3 §7 "FAQ and knowledge base"): pages and their questions, in order. */
export function createFaqService(db: Database) {
  async function pages(lang: ContentLanguage): Promise<FaqPage[]> {
    const rows = await db.select().from(faqPages).orderBy(asc(faqPages.position), asc(faqPages.id));
    return rows.map((row) => ({ id: row.id, title: localize(row.title, lang) }));
  }

  /** The questions of one page, or of every page in the pages' order when `pageId` is null. */
  async function items(pageId: string | null, lang: ContentLanguage): Promise<FaqItem[]> {
    const rows = await db
      .select({ item: faqItems })
      .from(faqItems)
      .innerJoin(faqPages, eq(faqPages.id, faqItems.pageId))
      .where(pageId === null ? undefined : eq(faqItems.pageId, pageId))
      .orderBy(asc(faqPages.position), asc(faqPages.id), asc(faqItems.position), asc(faqItems.id));
    return rows.map(({ item }) => ({
      id: item.id,
      pageId: item.pageId,
      question: localize(item.question, lang),
      answer: localize(item.answer, lang),
    }));
  }

  /** Every page with its questions (GetNewFQAPagesAsync), read in two statements whatever the page count. */
  async function structured(lang: ContentLanguage): Promise<FaqPageWithItems[]> {
    const [allPages, allItems] = await Promise.all([pages(lang), items(null, lang)]);
    return allPages.map((page) => ({ ...page, items: allItems.filter((item) => item.pageId === page.id) }));
  }

  return { pages, items, structured };
}
