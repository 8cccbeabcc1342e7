import {
  marketingFileLink,
  materialFileName,
  type ContentLanguage,
  type MarketingMaterial,
} from '@spina/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { column, selectRows } from '../../db/sql-rows';
import { articleMarketSql, type ArticleMarket } from '../articles/articles.scope';
import { localizedSql } from '../catalogue/catalogue.sql';
import { titleMatch } from '../search/search.service';

/** Whose materials a call covers: the caller's market (as articles: their companies' market when signed in). */
export type MaterialScope = { market: ArticleMarket; lang: ContentLanguage };

/** Filters of the list: a folder, a brand, a title text, a page. */
export type MaterialFilters = {
  folder?: string | undefined;
  brandId?: string | undefined;
  title?: string | undefined;
  offset: number;
  limit: number;
};

/** A material's file ready to send: its download name, type and bytes. */
export type MaterialFile = { fileName: string; mimeType: string; bytes: Buffer };

/** A selected material as the ZIP needs it: where its bytes are, their exact size, and its names. */
export type SelectedMaterial = {
  id: string;
  brandName: string | null;
  fileName: string;
  mediaPath: string;
  size: number;
  publishedAt: Date;
};

/** The media path of a material's stored file (its file_url without the /media/ prefix). */
const mediaPathSql = sql`substr(m.file_url, 8)`;
const decodedSizeSql = sql`(case f.encoding when 'base64' then octet_length(decode(f.body, 'base64')) else octet_length(f.body) end)`;

export type MarketingService = ReturnType<typeof createMarketingService>;

/** The marketing materials of the caller's market (spec 3 §7 "Marketing materials (downloadmaterial)"). */
export function createMarketingService(db: Database) {
  const inScope = (scope: MaterialScope) => articleMarketSql(scope.market, sql`m`);

  function filtersSql(scope: MaterialScope, filters: Omit<MaterialFilters, 'offset' | 'limit'>): SQL {
    const conditions = [inScope(scope)];
    if (filters.folder) conditions.push(sql`m.folder = ${filters.folder}`);
    if (filters.brandId) conditions.push(sql`m.brand_id = ${filters.brandId}`);
    if (filters.title)
      conditions.push(titleMatch(localizedSql(sql`m.name`, scope.lang), filters.title).where);
    return sql.join(conditions, sql` and `);
  }

  /** One page of materials, newest first (best title match first when searching), and how many match. */
  async function list(
    scope: MaterialScope,
    filters: MaterialFilters,
  ): Promise<{ results: MarketingMaterial[]; total: number; offset: number; limit: number }> {
    const name = localizedSql(sql`m.name`, scope.lang);
    const rank = filters.title ? sql`${titleMatch(name, filters.title).rank} desc,` : sql``;
    const rows = await selectRows(
      db,
      {
        id: column<string>(),
        name: column<string>(),
        folder: column<string>(),
        brand_id: column<string | null>(),
        brand_name: column<string | null>(),
        mime_type: column<string>(),
        size_bytes: column<number>(),
        published_on: column<string>(),
        total: column<number>(),
      },
      sql`select m.id, ${name} as name, m.folder, m.brand_id, b.name as brand_name, m.mime_type, m.size_bytes,
            to_char(m.published_at, 'YYYY-MM-DD') as published_on, count(*) over ()::int as total
          from marketing_materials m left join brands b on b.id = m.brand_id
          where ${filtersSql(scope, filters)}
          order by ${rank} m.published_at desc, m.id
          offset ${filters.offset} limit ${filters.limit}`,
    );
    const total = rows[0]?.total ?? (filters.offset > 0 ? await count(scope, filters) : 0);
    return {
      results: rows.map((row) => ({
        id: row.id,
        name: row.name,
        folder: row.folder,
        brand: row.brand_id && row.brand_name ? { id: row.brand_id, name: row.brand_name } : null,
        publishedAt: row.published_on,
        file: {
          link: marketingFileLink(row.id),
          metadata: {
            mimeType: row.mime_type,
            size: row.size_bytes,
            fileName: materialFileName(row.name, row.mime_type),
          },
        },
      })),
      total,
      offset: filters.offset,
      limit: filters.limit,
    };
  }

  /** How many materials match, for a page past the end, which has no row to carry the total. */
  async function count(scope: MaterialScope, filters: Omit<MaterialFilters, 'offset' | 'limit'>) {
    const [row] = await selectRows(
      db,
      { n: column<number>() },
      sql`select count(*)::int as n from marketing_materials m where ${filtersSql(scope, filters)}`,
    );
    return row?.n ?? 0;
  }

  /** The brands with materials in scope, in the catalogue's brand order, with how many each has. */
  function brands(scope: MaterialScope) {
    return selectRows(
      db,
      { id: column<string>(), name: column<string>(), count: column<number>() },
      sql`select b.id, b.name, count(*)::int as count
          from marketing_materials m join brands b on b.id = m.brand_id
          where ${inScope(scope)} group by b.id, b.name, b.position order by b.position, b.name`,
    );
  }

  /** The folders holding materials in scope (of one brand when given), by name, with how many each holds. */
  function folders(scope: MaterialScope, brandId: string | undefined) {
    return selectRows(
      db,
      { name: column<string>(), count: column<number>() },
      sql`select m.folder as name, count(*)::int as count from marketing_materials m
          where ${filtersSql(scope, { brandId })} group by m.folder order by m.folder`,
    );
  }

  /** One material's file, or null when it does not exist or is out of the caller's scope. */
  async function file(scope: MaterialScope, id: string): Promise<MaterialFile | null> {
    const [row] = await selectRows(
      db,
      {
        name: column<string>(),
        mime_type: column<string>(),
        body: column<string>(),
        encoding: column<string>(),
      },
      sql`select ${localizedSql(sql`m.name`, scope.lang)} as name, m.mime_type, f.body, f.encoding
          from marketing_materials m join media f on f.path = ${mediaPathSql}
          where m.id = ${id} and ${inScope(scope)}`,
    );
    if (!row) return null;
    return {
      fileName: materialFileName(row.name, row.mime_type),
      mimeType: row.mime_type,
      bytes: Buffer.from(row.body, row.encoding === 'base64' ? 'base64' : 'utf8'),
    };
  }

  /**
   * The selected materials in the order asked, with their exact sizes; `missing` lists the ids that do not
   * exist or are out of the caller's scope, told apart from nothing so a foreign id learns nothing more.
   */
  async function selection(
    scope: MaterialScope,
    ids: readonly string[],
  ): Promise<{ found: SelectedMaterial[]; missing: string[] }> {
    const rows = await selectRows(
      db,
      {
        id: column<string>(),
        name: column<string>(),
        brand_name: column<string | null>(),
        mime_type: column<string>(),
        media_path: column<string>(),
        size: column<number>(),
        published_at: column<string>(),
      },
      sql`select m.id, ${localizedSql(sql`m.name`, scope.lang)} as name, b.name as brand_name, m.mime_type,
            f.path as media_path, ${decodedSizeSql}::int as size, m.published_at::text as published_at
          from marketing_materials m
            join media f on f.path = ${mediaPathSql}
            left join brands b on b.id = m.brand_id
          where m.id::text in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and ${inScope(scope)}`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const found = ids.flatMap((id) => {
      const row = byId.get(id);
      return row
        ? [
            {
              id,
              brandName: row.brand_name,
              fileName: materialFileName(row.name, row.mime_type),
              mediaPath: row.media_path,
              size: row.size,
              publishedAt: new Date(row.published_at),
            },
          ]
        : [];
    });
    return { found, missing: ids.filter((id) => !byId.has(id)) };
  }

  /** The bytes of a stored file, read one at a time while a ZIP is written. */
  async function bytesOf(mediaPath: string): Promise<Buffer | null> {
    const [row] = await selectRows(
      db,
      { body: column<string>(), encoding: column<string>() },
      sql`select f.body, f.encoding from media f where f.path = ${mediaPath}`,
    );
    return row ? Buffer.from(row.body, row.encoding === 'base64' ? 'base64' : 'utf8') : null;
  }

  return { list, brands, folders, file, selection, bytesOf };
}
