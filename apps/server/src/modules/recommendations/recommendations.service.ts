import {
  isEmptiesProduct,
  isSellableOn,
  localDate,
  MARKET_TIME_ZONES,
  rankRecommendations,
  type RecommendationSignals,
} from '@spina/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { column, selectRows } from '../../db/sql-rows';
import type { CatalogueCaller } from '../catalogue/catalogue.caller';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { callerCte } from '../catalogue/catalogue.sql';
import { countedOrdersSql } from './affinities';
import type { RecommendedItemParent } from './recommendations.mappers';

/** Most anchors (selected item plus cart items) one call takes into account. */
export const MAX_RECOMMENDATION_ANCHORS = 100;
/** Best sellers of the customer type (on the caller's price list) considered beside the co-purchases. */
const POPULAR_CANDIDATES = 50;

/** The signals candidatesSql() reads for each candidate. */
const candidateColumns = {
  sku: column<string>(),
  own_pair_orders: column<number>(),
  same_type_pair_orders: column<number>(),
  all_pair_orders: column<number>(),
  own_orders: column<number>(),
  same_type_orders: column<number>(),
  material_type: column<string>(),
  priced: column<boolean>(),
  sellable: column<boolean>(),
  disabled_from: column<string | null>(),
  disabled_to: column<string | null>(),
  time_zone: column<string | null>(),
};

/**
 * The order-history signals of every candidate in one statement: pairs with the anchors in this ship-to's
 * own recent orders (live), pairs among customers of its type and of every type (product_affinities),
 * this ship-to's own purchases (live) and its type's best sellers (product_popularity).
 */
function candidatesSql(caller: CatalogueCaller, anchors: string[]) {
  return sql`with ${callerCte(caller)},
    anchors as (select unnest(${sql.param(anchors)}::text[]) as sku),
    own_lines as (
      select distinct oi.order_id, oi.sku
      from orders o join order_items oi on oi.order_id = o.id
      where o.ship_to_id = ${caller.shipToId} and ${countedOrdersSql}
    ),
    own_pairs as (
      select b.sku, count(distinct b.order_id)::int as orders
      from own_lines a join own_lines b on b.order_id = a.order_id and b.sku <> a.sku
      where a.sku in (select sku from anchors)
      group by b.sku
    ),
    own_counts as (select sku, count(*)::int as orders from own_lines group by sku),
    peer_pairs as (
      select related_sku as sku,
        coalesce(sum(orders) filter (where customer_type = ${caller.customerType}), 0)::int as same_type,
        sum(orders)::int as all_types
      from product_affinities where sku in (select sku from anchors)
      group by related_sku
    ),
    popular as (
      select pp.sku, pp.orders from product_popularity pp
      join caller on true
      join prices pr on pr.price_list_id = caller.price_list_id and pr.sku = pp.sku
      where pp.customer_type = ${caller.customerType}
      order by pp.orders desc, pp.sku limit ${POPULAR_CANDIDATES}
    ),
    candidates as (
      select sku from own_pairs union select sku from own_counts
      union select sku from peer_pairs union select sku from popular
    )
    select c.sku,
      coalesce(op.orders, 0) as own_pair_orders, coalesce(pp.same_type, 0) as same_type_pair_orders,
      coalesce(pp.all_types, 0) as all_pair_orders, coalesce(oc.orders, 0) as own_orders,
      coalesce(pt.orders, 0) as same_type_orders,
      p.material_type, pr.sku is not null as priced, p.sellable,
      to_char(p.disabled_from, 'YYYY-MM-DD') as disabled_from, to_char(p.disabled_to, 'YYYY-MM-DD') as disabled_to,
      caller.time_zone
    from candidates c
    join products p on p.sku = c.sku
    join caller on true
    left join prices pr on pr.price_list_id = caller.price_list_id and pr.sku = c.sku
    left join own_pairs op on op.sku = c.sku
    left join peer_pairs pp on pp.sku = c.sku
    left join own_counts oc on oc.sku = c.sku
    left join product_popularity pt on pt.customer_type = ${caller.customerType} and pt.sku = c.sku`;
}

/** Recommendations (spec 2 §7 recommendItems): two queries, whatever the cart holds. */
export function createRecommendationService(db: Database, catalogue: CatalogueService) {
  return {
    async recommend(
      caller: CatalogueCaller,
      input: { selectedItem: string | null; cartItems: readonly string[] },
    ): Promise<RecommendedItemParent[]> {
      const anchors = [
        ...new Set(
          [input.selectedItem, ...input.cartItems].flatMap((sku) => (sku?.trim() ? [sku.trim()] : [])),
        ),
      ].slice(0, MAX_RECOMMENDATION_ANCHORS);
      const rows = await selectRows(db, candidateColumns, candidatesSql(caller, anchors));
      const date = caller.deliveryDate ?? localDate(new Date(), rows[0]?.time_zone ?? MARKET_TIME_ZONES.IT);
      const bySku = new Map(rows.map((row) => [row.sku, row]));
      const ranked = rankRecommendations({
        candidates: rows.map((row): RecommendationSignals => ({
          sku: row.sku,
          ownPairOrders: row.own_pair_orders,
          sameTypePairOrders: row.same_type_pair_orders,
          allPairOrders: row.all_pair_orders,
          ownOrders: row.own_orders,
          sameTypeOrders: row.same_type_orders,
        })),
        anchors,
        isEligible: (sku) => {
          const row = bySku.get(sku);
          return (
            row !== undefined &&
            row.priced &&
            !isEmptiesProduct(row.material_type) &&
            isSellableOn(
              { sellable: row.sellable, disabledFrom: row.disabled_from, disabledTo: row.disabled_to },
              date,
            )
          );
        },
      });
      const products = new Map(
        (
          await catalogue.productsBySku(
            caller,
            ranked.map((item) => item.sku),
          )
        ).map((product) => [product.sku, product]),
      );
      return ranked.flatMap((item) => {
        const product = products.get(item.sku);
        if (!product) return [];
        return [
          {
            productId: product.sku,
            Priority: item.priority,
            sku: product.sku,
            name: product.name,
            catalog_product_name: product.catalog_product_name,
            url_key: product.url_key,
            your_price: product.your_price,
            your_price_tax: product.your_price_tax,
            favourites: product.favourites,
            packaging: product.packaging,
            volume: product.volume,
            small_image: product.small_image,
            image: product.image,
            thumbnail: product.thumbnail,
            saleability: product.saleability,
            product,
          },
        ];
      });
    },
  };
}
