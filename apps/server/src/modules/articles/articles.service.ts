import type {
  Article,
  ArticleAudience,
  ArticleListResponse,
  ArticleSummary,
  ArticleTag,
  ContentLanguage,
} from '@spina/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { column, selectRows } from '../../db/sql-rows';
import { localizedSql } from '../catalogue/catalogue.sql';
import { articleMarketSql, type ArticleMarket } from './articles.scope';

/** Whose articles a read covers and who reads them. */
export type ArticleReader = { market: ArticleMarket; audience: ArticleAudience };

/**
 * The articles `reader` may read (spec 3 §6): of their market, already published, and public ones only for the
 * public audience. Over `articles a`.
 */
function readableSql(reader: ArticleReader): SQL {
  const publicOnly = reader.audience === 'public';
  return sql`${articleMarketSql(reader.market)} and a.published_at <= now() and (a.is_public or not ${publicOnly})`;
}

/** Articles carrying any of `tags` (spec 3 §7 repeated Tags); no condition without tags. */
function taggedSql(tags: readonly string[]): SQL {
  if (tags.length === 0) return sql`true`;
  const list = sql.join(
    tags.map((tag) => sql`${tag}`),
    sql`, `,
  );
  return sql`a.tags && array[${list}]::text[]`;
}

/** The fields of an article list entry as JSON, over `a` joined to its market `m`. */
function summaryJson(lang: ContentLanguage): SQL {
  return sql`json_build_object('id', a.id, 'path', a.path, 'title', ${localizedSql(sql`a.title`, lang)},
    'summary', ${localizedSql(sql`a.summary`, lang)},
    'image', case when a.image_url is null then null else json_build_object('link', a.image_url) end,
    'tags', a.tags, 'publishedOn', to_char(a.published_at at time zone m.time_zone, 'YYYY-MM-DD'),
    'isPublic', a.is_public)`;
}

export type ArticlesService = ReturnType<typeof createArticlesService>;

/** The reads of news and articles (spec 3 §7 content service "Articles"). */
export function createArticlesService(db: Database) {
  /** One page of the articles `reader` may read, newest first, with any of `tags` when some are given. */
  async function list(
    reader: ArticleReader,
    options: { tags: readonly string[]; offset: number; limit: number; lang: ContentLanguage },
  ): Promise<ArticleListResponse> {
    const rows = await selectRows(
      db,
      { article: column<ArticleSummary>(), total: column<number>() },
      sql`select ${summaryJson(options.lang)} as article, count(*) over ()::int as total
        from articles a join markets m on m.code = a.market_code
        where ${readableSql(reader)} and ${taggedSql(options.tags)}
        order by a.published_at desc, a.id
        offset ${options.offset} limit ${options.limit}`,
    );
    // A page past the end has no rows to carry the total: count once more for it.
    const total = rows[0]?.total ?? (options.offset > 0 ? await count(reader, options.tags) : 0);
    return { results: rows.map((row) => row.article), total, offset: options.offset, limit: options.limit };
  }

  async function count(reader: ArticleReader, tags: readonly string[]): Promise<number> {
    const [row] = await selectRows(
      db,
      { total: column<number>() },
      sql`select count(*)::int as total from articles a where ${readableSql(reader)} and ${taggedSql(tags)}`,
    );
    return row?.total ?? 0;
  }

  /** The tags of the articles `reader` may read, most used first, then by name. */
  function tags(reader: ArticleReader): Promise<ArticleTag[]> {
    return selectRows(
      db,
      { name: column<string>(), count: column<number>() },
      sql`select t.name, count(*)::int as count
        from articles a cross join lateral unnest(a.tags) as t(name)
        where ${readableSql(reader)}
        group by t.name order by count(*) desc, t.name`,
    );
  }

  /** The article at `path` if `reader` may read it, else null (unknown, private or of another market alike). */
  async function item(reader: ArticleReader, path: string, lang: ContentLanguage): Promise<Article | null> {
    const [row] = await selectRows(
      db,
      { article: column<Article>() },
      sql`select (${summaryJson(lang)}::jsonb || jsonb_build_object('body', ${localizedSql(sql`a.body`, lang)})) as article
        from articles a join markets m on m.code = a.market_code
        where a.path = ${path} and ${readableSql(reader)}`,
    );
    return row?.article ?? null;
  }

  return { list, tags, item };
}
