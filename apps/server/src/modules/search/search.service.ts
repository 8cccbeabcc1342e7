import type {
  ArticleHit,
  ContentLanguage,
  FaqPageHit,
  KnowledgeBaseHit,
  MarketingMaterialHit,
} from '@spina/domain';
import { marketingFileLink } from '@spina/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { column, selectRows } from '../../db/sql-rows';
import { articleMarketSql, type ArticleMarket } from '../articles/articles.scope';
import { localizedSql } from '../catalogue/catalogue.sql';

/** Word similarity from which a title counts as a match despite typos ('birar' finds 'birra'). */
export const TITLE_SIMILARITY = 0.5;

/** One content search: the cleaned title text (3+ characters), the cap and the language. */
export type TitleSearch = { term: string; limit: number; lang: ContentLanguage };

/**
 * How a localized title matches a term, without regard to case or accents: containing it, or close to it
 * word by word. Titles starting with the term come first, then those containing it, then near misses.
 */
export function titleMatch(title: SQL, term: string) {
  const text = sql`spina_unaccent(lower(${title}))`;
  const wanted = sql`spina_unaccent(lower(${term}::text))`;
  const pattern = sql`spina_unaccent(lower(${term.replace(/[\\%_]/g, '\\$&')}::text))`;
  return {
    where: sql`(${text} like '%' || ${pattern} || '%' or word_similarity(${wanted}, ${text}) >= ${TITLE_SIMILARITY})`,
    rank: sql`(case when ${text} like ${pattern} || '%' then 2 when ${text} like '%' || ${pattern} || '%' then 1 else 0 end
      + word_similarity(${wanted}, ${text}))`,
  };
}

type Found<T> = { results: T[]; total: number };

/** Runs a ranked title search whose rows carry `hit` (the answer entry) and `total` (all matches). */
async function ranked<T>(db: Database, query: SQL): Promise<Found<T>> {
  const rows = await selectRows(db, { hit: column<T>(), total: column<number>() }, query);
  return { results: rows.map((row) => row.hit), total: rows[0]?.total ?? 0 };
}

/** The content searches of the search overlay's tabs (spec 1 §2.6): best match first, capped. */
export function createContentSearchService(db: Database) {
  return {
    /** Materials of the caller's market; each links to its scoped download (marketingFileLink). */
    async marketingMaterials(
      search: TitleSearch & { market: ArticleMarket },
    ): Promise<Found<MarketingMaterialHit>> {
      const name = localizedSql(sql`m.name`, search.lang);
      const match = titleMatch(name, search.term);
      const found = await ranked<Omit<MarketingMaterialHit, 'file'> & { mimeType: string }>(
        db,
        sql`select json_build_object('id', m.id, 'name', ${name}, 'mimeType', m.mime_type) as hit,
            count(*) over ()::int as total
          from marketing_materials m where ${articleMarketSql(search.market, sql`m`)} and ${match.where}
          order by ${match.rank} desc, m.published_at desc, m.id limit ${search.limit}`,
      );
      return {
        total: found.total,
        results: found.results.map(({ id, name: title, mimeType }) => ({
          id,
          name: title,
          file: { link: marketingFileLink(id), metadata: { mimeType } },
        })),
      };
    },

    /** Articles of the market; `publicOnly` leaves out those reserved to the News & Articles section. */
    articles(
      search: TitleSearch & { market: ArticleMarket; publicOnly: boolean },
    ): Promise<Found<ArticleHit>> {
      const title = localizedSql(sql`a.title`, search.lang);
      const match = titleMatch(title, search.term);
      return ranked(
        db,
        sql`select json_build_object('id', a.id, 'path', a.path, 'title', ${title},
            'image', case when a.image_url is null then null else json_build_object('link', a.image_url) end) as hit,
            count(*) over ()::int as total
          from articles a
          where ${articleMarketSql(search.market)} and a.published_at <= now()
            and (a.is_public or not ${search.publicOnly}) and ${match.where}
          order by ${match.rank} desc, a.published_at desc, a.id limit ${search.limit}`,
      );
    },

    knowledgeBase(search: TitleSearch): Promise<Found<KnowledgeBaseHit>> {
      const title = localizedSql(sql`k.title`, search.lang);
      const match = titleMatch(title, search.term);
      return ranked(
        db,
        sql`select json_build_object('id', k.id, 'title', ${title}, 'contentImage',
            case when k.content_image_url is null then null else json_build_object('link', k.content_image_url) end) as hit,
            count(*) over ()::int as total
          from knowledge_base k where ${match.where}
          order by ${match.rank} desc, k.position, k.id limit ${search.limit}`,
      );
    },

    faqPages(search: TitleSearch): Promise<Found<FaqPageHit>> {
      const title = localizedSql(sql`f.title`, search.lang);
      const match = titleMatch(title, search.term);
      return ranked(
        db,
        sql`select json_build_object('id', f.id, 'title', ${title}) as hit, count(*) over ()::int as total
          from faq_pages f where ${match.where}
          order by ${match.rank} desc, f.position, f.id limit ${search.limit}`,
      );
    },
  };
}
