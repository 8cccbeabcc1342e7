import { EMPTIES_MATERIAL_TYPE } from '@spina/domain';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema';
import { column, jsonObjectSql, precompiled, selectRows, type RowOf } from '../../db/sql-rows';
import type {
  CategoryFilterInput,
  CategoryTree,
  FilterEqualTypeInput,
} from '../../graphql/resolvers.generated';
import { categoryUid } from './catalogue.ids';
import { categoryIdsSql, localizedSql } from './catalogue.sql';

const c = alias(categories, 'c');

/** What the tree needs of a category, over `c` and its subtree's product `counts`. */
function categoryColumns(lang: 'it' | 'en') {
  return {
    id: c.id,
    parent_id: c.parentId,
    // Every category has its Italian name, the fallback of localizedSql.
    name: sql<string>`${localizedSql(sql`c.name`, lang)}`,
    url_key: c.urlKey,
    url_path: c.urlPath,
    level: c.level,
    position: c.position,
    product_count: sql<number>`coalesce(counts.products, 0)`,
  };
}
const categoryJson = {
  it: precompiled(jsonObjectSql(categoryColumns('it'))),
  en: precompiled(jsonObjectSql(categoryColumns('en'))),
};

/** Whether the category's name contains the text matched, without regard to case or accents. */
const matchColumns = (lang: 'it' | 'en', match: string | null) => ({
  name_matches: sql<boolean>`${match}::text is null
    or spina_unaccent(lower(${localizedSql(sql`c.name`, lang)})) like '%' || spina_unaccent(lower(${match}::text)) || '%'`,
});

type CategoryRow = RowOf<ReturnType<typeof categoryColumns>> & RowOf<ReturnType<typeof matchColumns>>;

const listOf = (filter: FilterEqualTypeInput | null | undefined) =>
  filter ? [...(filter.in ?? []), ...(filter.eq ? [filter.eq] : [])] : null;

/**
 * The category tree (spec 2 §3, §7 categoryList): the categories matching every filter given (top-level ones
 * without filters), each with its children two levels deep and product counts over its whole subtree. One
 * query: the tree is small and read whole.
 */
export async function categoryList(
  db: Database,
  filters: CategoryFilterInput | null | undefined,
  lang: 'it' | 'en',
): Promise<CategoryTree[]> {
  const match = filters?.name?.match?.trim() || null;
  const [result] = await selectRows(
    db,
    { categories: column<CategoryRow[]>() },
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
    select coalesce(json_agg(${categoryJson[lang]} || ${jsonObjectSql(matchColumns(lang, match))}
      order by c.level, c.position, c.id), '[]'::json) as categories
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
