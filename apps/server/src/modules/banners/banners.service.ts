import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Banner, ContentLanguage } from '@spina/domain';
import type { Database } from '../../db/client';
import { banners, type Localized } from '../../db/schema';

/** Who a banner list is for: visitors get public banners, signed-in users private ones (spec 3 §6). */
export type BannerAudience = 'public' | 'private';

const localize = (text: Localized, lang: ContentLanguage) => text[lang] || text.it;

export type BannersService = ReturnType<typeof createBannersService>;

export function createBannersService(db: Database) {
  /**
   * The banners of one location for one audience and market, in their sort order and language. Banners
   * without a link are kept: the spec has the client drop them (spec 3 §2).
   */
  async function list(options: {
    locationId: string;
    audience: BannerAudience;
    market: string;
    lang: ContentLanguage;
  }): Promise<Banner[]> {
    const rows = await db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.location, options.locationId),
          inArray(banners.audience, [options.audience]),
          eq(banners.marketCode, options.market),
        ),
      )
      .orderBy(asc(banners.position), asc(banners.id));
    return rows.map((row) => ({
      id: row.id,
      url: row.imageUrl,
      link: row.link,
      image: { link: row.imageUrl, name: localize(row.title, options.lang) },
      body: row.body ? localize(row.body, options.lang) : null,
      textAlignment: row.textAlignment,
      page: row.position,
    }));
  }

  return { list };
}
