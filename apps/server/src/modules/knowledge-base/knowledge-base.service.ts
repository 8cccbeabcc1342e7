import {
  groupKnowledgeBase,
  type ContentLanguage,
  type KnowledgeBaseEntry,
  type KnowledgeBasePage,
  type KnowledgeBaseTopic,
} from '@spina/domain';
import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knowledgeBase, type Localized } from '../../db/schema';

const localize = (text: Localized, lang: ContentLanguage) => text[lang] || text.it;

const ORDER = [asc(knowledgeBase.position), asc(knowledgeBase.id)];

function entryOf(row: typeof knowledgeBase.$inferSelect, lang: ContentLanguage): KnowledgeBaseEntry {
  return {
    id: row.id,
    title: localize(row.title, lang),
    category: row.category,
    body: localize(row.body, lang),
    contentImage: row.contentImageUrl ? { link: row.contentImageUrl } : null,
  };
}

export type KnowledgeBaseService = ReturnType<typeof createKnowledgeBaseService>;

/** The knowledge base of the support area (spec 3 §7 "FAQ and knowledge base"), in its order. */
export function createKnowledgeBaseService(db: Database) {
  /** One page of entries and how many there are in all (spec 3 §7: offset, limit, total). */
  async function page(options: {
    offset: number;
    limit: number;
    lang: ContentLanguage;
  }): Promise<KnowledgeBasePage> {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(knowledgeBase)
        .orderBy(...ORDER)
        .offset(options.offset)
        .limit(options.limit),
      db.select({ total: count() }).from(knowledgeBase),
    ]);
    return {
      results: rows.map((row) => entryOf(row, options.lang)),
      total: counted?.total ?? 0,
      offset: options.offset,
      limit: options.limit,
    };
  }

  /** The whole knowledge base by topic (GetStructuredNewAllKBsAsync). */
  async function structured(lang: ContentLanguage): Promise<KnowledgeBaseTopic[]> {
    const rows = await db
      .select()
      .from(knowledgeBase)
      .orderBy(...ORDER);
    return groupKnowledgeBase(rows.map((row) => entryOf(row, lang)));
  }

  return { page, structured };
}
