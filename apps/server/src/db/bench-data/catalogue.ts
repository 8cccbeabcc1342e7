import type { Database } from '../client';
import { cloneInto, ean13Sql, run } from './sql';

/**
 * Adds `count` products, each a new pack of an existing goods product (new sku from 30000001, its own name,
 * url key and EAN), and prices every one on every price list, a few per cent off its source's price.
 */
export async function addProducts(db: Database, count: number): Promise<number> {
  if (count <= 0) return 0;
  await run(
    db,
    `create temp table bench_product_map on commit drop as
     with src as (select row_number() over (order by sku) - 1 as n, sku from products where material_type <> 'ZQCR'),
          total as (select count(*) as c from src)
     select '3' || lpad(g::text, 7, '0') as sku, g, src.sku as src_sku
     from generate_series(1, ${count}) g cross join total join src on src.n = (g - 1) % total.c`,
  );
  const added = await cloneInto(
    db,
    'products',
    {
      sku: 'm.sku',
      name: `src.name || ' S' || m.g`,
      catalog_product_name: `src.catalog_product_name || ' – serie ' || m.g`,
      url_key: `src.url_key || '-s' || m.g`,
      ean: ean13Sql(`'21' || lpad(m.g::text, 10, '0')`),
      recommended_rank: `10000 + m.g`,
      product_new: 'm.g % 17 = 0',
      product_sale: 'm.g % 23 = 0',
      related_skus: `array[src.sku]`,
    },
    'from bench_product_map m join products src on src.sku = m.src_sku',
  );
  await cloneInto(
    db,
    'prices',
    {
      sku: 'm.sku',
      list_price_cents: `greatest(1, round(src.list_price_cents * (0.92 + (m.g % 13) / 100.0)))::int`,
    },
    'from bench_product_map m join prices src on src.sku = m.src_sku',
  );
  return added;
}
