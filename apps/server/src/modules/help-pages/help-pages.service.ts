import { asc } from 'drizzle-orm';
import type { ContentLanguage, HelpPage } from '@spina/domain';
import type { Database } from '../../db/client';
import { helpPages, type Localized } from '../../db/schema';

const localize = (text: Localized, lang: ContentLanguage) => text[lang] || text.it;

export type HelpPagesService = ReturnType<typeof createHelpPagesService>;

export function createHelpPagesService(db: Database) {
  /**
   * The help pages a caller may see, section by section and page by page, in their language (spec 3 §3 "Help
   * page"). `visible` says whether the caller may be shown a page needing a section permission.
   */
  async function list(options: {
    lang: ContentLanguage;
    visible: (permission: string | null) => boolean;
  }): Promise<HelpPage[]> {
    const rows = await db
      .select()
      .from(helpPages)
      .orderBy(asc(helpPages.sectionPosition), asc(helpPages.page), asc(helpPages.id));
    return rows
      .filter((row) => options.visible(row.permission))
      .map((row) => ({
        id: row.id,
        name: localize(row.name, options.lang),
        section: localize(row.section, options.lang),
        page: row.page,
        body: localize(row.body, options.lang),
        fileLink: row.fileUrl,
        newCapability: row.newCapability,
        lastModified: row.updatedAt.toISOString(),
      }));
  }

  return { list };
}
