import type { Database } from '../client';
import { run } from './sql';

/** Days of order history the bench data spreads orders over (18 months, like the demo seed). */
export const HISTORY_DAYS = 548;

/**
 * Indexes of the order tables that are not constraints: dropped before the bulk load and built again after,
 * which is much faster than keeping them current row by row.
 */
async function secondaryIndexes(db: Database): Promise<{ name: string; definition: string }[]> {
  return run<{ name: string; definition: string }>(
    db,
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename in ('orders', 'order_items')
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
}

/**
 * Adds `count` orders (numbers from 200000001) spread evenly over the 18 months before `today`, 3 to 7 lines
 * each (5 on average). Each ship-to keeps to a set of products; wholesale depots order whole pallets. Lines
 * are priced from the ship-to's price list and every order's totals are the sums of its lines.
 */
export async function addOrders(
  db: Database,
  count: number,
  today: string,
): Promise<{ orders: number; items: number }> {
  if (count <= 0) return { orders: 0, items: 0 };
  await run(
    db,
    `create temp table bench_ship_tos on commit drop as
     select row_number() over (order by s.id) - 1 as n, s.id, s.company_id, s.price_list_id, s.is_full_truck,
            s.customer_type, s.delivery_type, c.payment_terms[1] as payment_method
     from ship_tos s join companies c on c.id = s.company_id where s.status = 'ACTIVE'`,
  );
  await run(
    db,
    `create temp table bench_goods on commit drop as
     select row_number() over (order by sku) - 1 as n, sku, catalog_product_name as name, material_type, packaging,
            gross_weight_g, number_of_items_on_pallet, number_of_products_on_layer
     from products where material_type <> 'ZQCR' and sellable`,
  );
  await run(
    db,
    `create temp table bench_orders on commit drop as
     with totals as (select (select count(*) from bench_ship_tos) as ship_tos),
     placed as (
       select g, md5('bench-order-' || g)::uuid as order_id, s.n as ship_n, s.id as ship_to_id, s.company_id,
              s.price_list_id, s.is_full_truck, s.delivery_type, s.payment_method,
              ('${today}'::date - ${HISTORY_DAYS} + ((g - 1)::bigint * ${HISTORY_DAYS} / ${count})::int) as created_day
       from generate_series(1, ${count}) g cross join totals
       join bench_ship_tos s on s.n = (g::bigint * 2654435761) % totals.ship_tos)
     select p.*, p.created_day + interval '6 hours' + (p.g % 660) * interval '1 minute' as created_at,
            case when p.is_full_truck or (p.delivery_type is not null and p.delivery_type <> 'Franco Destino')
                 then 'flatrate_flatrate' when p.g % 7 = 0 then 'selfpickup_selfpickup'
                 else 'freeshipping_freeshipping' end as order_type,
            p.created_day + 2 + (p.g % 3)::int
              + case extract(isodow from p.created_day + 2 + (p.g % 3)::int) when 6 then 2 when 7 then 1 else 0 end
              as delivery_date
     from placed p`,
  );
  await run(
    db,
    `create temp table bench_company_users on commit drop as
     select distinct on (company_id) company_id, id as user_id from users
     where status = 'Active' and company_id is not null order by company_id, id`,
  );
  await run(
    db,
    `create temp table bench_items on commit drop as
     with goods as (select count(*) as c from bench_goods)
     select o.order_id, l as line, p.sku, p.name, p.material_type,
            case when o.is_full_truck then 0 else q.quantity end as packages,
            case when o.is_full_truck then q.pallets else 0 end as pallets,
            case when o.is_full_truck then q.pallets * p.number_of_items_on_pallet else q.quantity end as quantity,
            pr.list_price_cents - pr.discount_cents - pr.high_markets_discount_cents + pr.excise_cents as unit_price_cents,
            pr.deposit_cents, pr.vat_rate_bp, p.gross_weight_g
     from bench_orders o cross join goods
     cross join lateral generate_series(1, 3 + (o.g % 5)::int) l
     join bench_goods p on p.n = (o.ship_n * 13 + (o.g % 12) * 7 + l * 29) % goods.c
     join prices pr on pr.price_list_id = o.price_list_id and pr.sku = p.sku
     cross join lateral (select case when p.packaging in ('keg', 'tank') then 1 + (o.g + l) % 4
                                     else 1 + (o.g + 3 * l) % 12 end as quantity,
                                4 + (o.g + l) % 3 as pallets) q`,
  );
  const dropped = await secondaryIndexes(db);
  for (const index of dropped) await run(db, `drop index "${index.name}"`);
  const orders = await run<{ n: number }>(
    db,
    `with lines as (
       select order_id, sum(unit_price_cents::bigint * quantity) as your_price,
              sum(round(unit_price_cents::numeric * quantity * vat_rate_bp / 10000)) as tax,
              sum(deposit_cents::bigint * quantity) as deposit, sum(gross_weight_g::bigint * quantity) as weight
       from bench_items group by order_id),
     inserted as (
       insert into orders (id, order_number, sap_id, ship_to_id, company_id, user_id, created_at, delivery_date,
                           order_type, status, processing_status, payment_method, is_empties_return,
                           total_your_price_cents, total_tax_cents, total_empties_deposit_cents, grand_total_cents,
                           total_weight_g)
       select o.order_id, (200000000 + o.g)::text, '005' || lpad(o.g::text, 7, '0'), o.ship_to_id, o.company_id,
              u.user_id, o.created_at, o.delivery_date, o.order_type,
              case when o.g % 25 = 0 then 'CANCELLED' when o.delivery_date < '${today}'::date then 'DELIVERED'
                   else 'AWAITING SHIPMENT' end,
              case when o.g % 25 = 0 then 'Fully Rejected' when o.delivery_date < '${today}'::date
                   then 'Completely Processed' else 'Not Yet Processed' end,
              o.payment_method, false, t.your_price, t.tax, t.deposit, t.your_price + t.tax + t.deposit, t.weight
       from bench_orders o join lines t on t.order_id = o.order_id
       left join bench_company_users u on u.company_id = o.company_id
       returning 1)
     select count(*)::int as n from inserted`,
  );
  const items = await run<{ n: number }>(
    db,
    `with inserted as (
       insert into order_items (order_id, line, sku, name, material_type, quantity, packages, layers, pallets,
                                unit_price_cents, row_total_cents)
       select order_id, line, sku, name, material_type, quantity, packages, 0, pallets, unit_price_cents,
              unit_price_cents * quantity
       from bench_items order by order_id, line returning 1)
     select count(*)::int as n from inserted`,
  );
  for (const index of dropped) await run(db, index.definition);
  return { orders: orders[0]?.n ?? 0, items: items[0]?.n ?? 0 };
}
