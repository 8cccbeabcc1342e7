import { EMPTIES_MATERIAL_TYPE } from '@spina/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CategoryTree } from '../../graphql/resolvers.generated';
import type { EqualFilter } from './catalogue.filters';
import { categoryUid } from './catalogue.ids';
import { categoryIdsSql, localizedSql } from './catalogue.sql';
import { queryRows } from './sql-rows';

/** The `filters` argument of categoryList. */
export type CategoryFilters = {
  name?: { match?: string | null } | null;
  url_key?: EqualFilter | null;
  url_path?: EqualFilter | null;
  ids?: EqualFilter | null;
};

type CategoryRow = {
  id: number;
  parent_id: number | null;
  name: string;
  url_key: string;
  url_path: string;
  level: number;
  position: number;
  product_count: number;
  name_matches: boolean;
};

const listOf = (filter: EqualFilter | null | undefined) =>
  filter ? [...(filter.in ?? []), ...(filter.eq ? [filter.eq] : [])] : null;

/**
 * The category tree (spec 2 §3, §7 categoryList): the categories matching every filter given (top-level ones
 * without filters), each with its children two levels deep and product counts over its whole subtree. One
 * query: the tree is small and read whole.
 */
export async function categoryList(
  db: Database,
  filters: CategoryFilters | null | undefined,
  lang: 'it' | 'en',
): Promise<CategoryTree[]> {
  const match = filters?.name?.match?.trim() || null;
  const [result] = await queryRows<{ categories: CategoryRow[] }>(
    db,
    sql`
    with counts as (
      select category.id, count(*)::int as products
      from products p
      left join categories c1 on c1.id = p.category_id
      left join categories c2 on c2.id = c1.parent_id
      cross join unnest(${categoryIdsSql}) as category(id)
      where p.material_type <> ${EMPTIES_MATERIAL_TYPE}
      group by category.id
    )
    select coalesce(json_agg(json_build_object(
      'id', c.id, 'parent_id', c.parent_id, 'name', ${localizedSql(sql`c.name`, lang)}, 'url_key', c.url_key,
      'url_path', c.url_path, 'level', c.level, 'position', c.position,
      'product_count', coalesce(counts.products, 0),
      'name_matches', ${match}::text is null
        or spina_unaccent(lower(${localizedSql(sql`c.name`, lang)})) like '%' || spina_unaccent(lower(${match}::text)) || '%'
    ) order by c.level, c.position, c.id), '[]'::json) as categories
    from categories c left join counts on counts.id = c.id`,
  );
  const rows = result?.categories ?? [];
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const tree = (row: CategoryRow): CategoryTree => {
    const below = children.get(row.id) ?? [];
    return {
      id: row.id,
      uid: categoryUid(row.id),
      name: row.name,
      url_key: row.url_key,
      url_path: row.url_path,
      level: row.level,
      position: row.position,
      children_count: below.length,
      product_count: row.product_count,
      children: below.map(tree),
    };
  };
  const keys = listOf(filters?.url_key);
  const paths = listOf(filters?.url_path);
  const ids = listOf(filters?.ids);
  const filtered = match !== null || keys !== null || paths !== null || ids !== null;
  return rows
    .filter((row) =>
      filtered
        ? row.name_matches &&
          (keys === null || keys.includes(row.url_key)) &&
          (paths === null || paths.includes(row.url_path)) &&
          (ids === null || ids.includes(String(row.id)))
        : row.parent_id === null,
    )
    .map(tree);
}
