import { EMPTIES_MATERIAL_TYPE } from '@spina/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { column, executeRows, selectRows } from '../../db/sql-rows';

/** How far back the order history counts for recommendations. */
export const AFFINITY_HISTORY_MONTHS = 12;
/** Partners kept per product and customer type: more than a carousel can show. */
export const AFFINITY_PARTNERS_KEPT = 50;
/** The tables are rebuilt when older than this. */
export const AFFINITY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// Any number works as long as every process uses the same one: one rebuild runs at a time.
const REFRESH_LOCK = 727_100_017;

/** Orders that count as buying behaviour: goods orders, not cancelled, within the history window. */
export const countedOrdersSql = sql`not o.is_empties_return and o.status <> 'CANCELLED'
  and o.created_at >= now() - make_interval(months => ${AFFINITY_HISTORY_MONTHS})`;

export type AffinityRefresh = { refreshed: boolean; orders: number; pairs: number; durationMs: number };

/**
 * Rebuilds product_affinities (products ordered together, per customer type, the strongest partners of each
 * product kept) and product_popularity from the recent order history, in one transaction so readers see the
 * old tables until the new ones are complete. Skips when another process is already rebuilding.
 */
export async function refreshProductAffinities(db: Database): Promise<AffinityRefresh> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    const [lock] = await selectRows(
      tx,
      { locked: column<boolean>() },
      sql`select pg_try_advisory_xact_lock(${REFRESH_LOCK}) as locked`,
    );
    if (!lock?.locked) return { refreshed: false, orders: 0, pairs: 0, durationMs: 0 };
    await tx.execute(sql`delete from product_affinities`);
    await tx.execute(sql`delete from product_popularity`);
    const [counts] = await executeRows(
      tx,
      { orders: column<number>(), pairs: column<number>() },
      sql`with lines as (
          select distinct o.id as order_id, st.customer_type, oi.sku
          from orders o
          join ship_tos st on st.id = o.ship_to_id
          join order_items oi on oi.order_id = o.id
          where ${countedOrdersSql} and oi.material_type <> ${EMPTIES_MATERIAL_TYPE}
        ),
        pairs as (
          select a.sku, a.customer_type, b.sku as related_sku, count(*)::int as orders
          from lines a join lines b on b.order_id = a.order_id and b.sku <> a.sku
          group by a.sku, a.customer_type, b.sku
        ),
        kept as (
          insert into product_affinities (sku, customer_type, related_sku, orders)
          select sku, customer_type, related_sku, orders from (
            select pairs.*, row_number() over (partition by sku, customer_type order by orders desc, related_sku) as rank
            from pairs) ranked
          where rank <= ${AFFINITY_PARTNERS_KEPT}
          returning 1
        ),
        popular as (
          insert into product_popularity (customer_type, sku, orders)
          select customer_type, sku, count(*)::int from lines group by customer_type, sku
          returning 1
        )
        select (select count(distinct order_id) from lines)::int as orders,
          (select count(*) from kept)::int as pairs,
          (select count(*) from popular)::int as popular`,
    );
    const durationMs = Math.round(performance.now() - started);
    await tx.execute(sql`insert into recommendation_refreshes (id, refreshed_at, orders_since, order_count, duration_ms)
      values ('affinities', now(), now() - make_interval(months => ${AFFINITY_HISTORY_MONTHS}), ${counts?.orders ?? 0}, ${durationMs})
      on conflict (id) do update set refreshed_at = excluded.refreshed_at, orders_since = excluded.orders_since,
        order_count = excluded.order_count, duration_ms = excluded.duration_ms`);
    return { refreshed: true, orders: counts?.orders ?? 0, pairs: counts?.pairs ?? 0, durationMs };
  });
}

/** Whether the tables were never built or are older than AFFINITY_MAX_AGE_MS. */
export async function affinitiesStale(db: Database): Promise<boolean> {
  const [row] = await selectRows(
    db,
    { age_ms: column<number | null>() },
    sql`select (extract(epoch from now() - refreshed_at) * 1000)::float8 as age_ms
      from recommendation_refreshes where id = 'affinities'`,
  );
  return row?.age_ms === undefined || row.age_ms === null || row.age_ms > AFFINITY_MAX_AGE_MS;
}
