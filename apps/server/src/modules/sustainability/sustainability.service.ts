import type { ContentLanguage, SustainabilityEntry, SustainabilitySubcontentResponse } from '@spina/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { column, selectRows } from '../../db/sql-rows';
import { localizedSql } from '../catalogue/catalogue.sql';
import { articleMarketSql, type ArticleMarket } from '../articles/articles.scope';

/** An entry `e` as the contract's JSON, in `lang`. */
function entryJson(lang: ContentLanguage): SQL {
  return sql`json_build_object('id', e.id, 'path', e.path, 'location', e.location, 'position', e.position,
    'title', ${localizedSql(sql`e.title`, lang)}, 'summary', ${localizedSql(sql`e.summary`, lang)},
    'body', coalesce(${localizedSql(sql`e.body`, lang)}, ''),
    'image', case when e.image_url is null then null else json_build_object('link', e.image_url) end)`;
}

// The landing page first, then the categories, then the checklist; by position within each (spec 3 §3).
const LOCATION_ORDER = sql`array_position(array['LandingPage', 'Category', 'Checklist'], e.location)`;

export type SustainabilityService = ReturnType<typeof createSustainabilityService>;

/** The reads of the sustainability section (spec 3 §7 "Sustainability"), for the caller's market. */
export function createSustainabilityService(db: Database) {
  /** Every top-level entry of `market`: landing page, categories and checklist, each by position. */
  async function entries(market: ArticleMarket, lang: ContentLanguage): Promise<SustainabilityEntry[]> {
    const rows = await selectRows(
      db,
      { entry: column<SustainabilityEntry>() },
      sql`select ${entryJson(lang)} as entry from sustainability_entries e
        where e.parent_id is null and ${articleMarketSql(market, sql`e`)}
        order by ${LOCATION_ORDER}, e.position, e.id`,
    );
    return rows.map((row) => row.entry);
  }

  /** The category at `path` of `market` with its subcontent by position, or null when there is none. */
  async function subcontent(
    market: ArticleMarket,
    path: string,
    lang: ContentLanguage,
  ): Promise<SustainabilitySubcontentResponse | null> {
    const rows = await selectRows(
      db,
      { entry: column<SustainabilityEntry>(), isCategory: column<boolean>() },
      sql`with category as (
          select c.id from sustainability_entries c
          where c.path = ${path} and c.location = 'Category' and c.parent_id is null
            and ${articleMarketSql(market, sql`c`)})
        select ${entryJson(lang)} as entry, (e.parent_id is null) as "isCategory"
        from sustainability_entries e join category c on e.id = c.id or e.parent_id = c.id
        order by e.parent_id is not null, e.position, e.id`,
    );
    const [category, ...tips] = rows;
    if (!category?.isCategory) return null;
    return { entry: category.entry, results: tips.map((row) => row.entry) };
  }

  return { entries, subcontent };
}
