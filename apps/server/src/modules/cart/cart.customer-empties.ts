import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { column, selectRows } from '../../db/sql-rows';

/** What a ship-to holds to return: empties delivered with its beer orders less those returned (spec 2 §3). */
const customerEmptiesColumns = {
  sku: column<string>(),
  material: column<string>(),
  date: column<string>(),
  name: column<string>(),
  grossWeightG: column<number>(),
  smallImageUrl: column<string>(),
  numberOfBottlesGabbie: column<number>(),
  quantity: column<number>(),
};

export function loadCustomerEmpties(db: Database, shipToId: string) {
  const notCancelled: SQL = sql`o.status <> 'CANCELLED'`;
  return selectRows(
    db,
    customerEmptiesColumns,
    sql`
      with delivered as (
        select p.empties_sku as sku, sum(oi.quantity)::bigint as quantity, max(o.delivery_date) as last_date
        from orders o join order_items oi on oi.order_id = o.id join products p on p.sku = oi.sku
        where o.ship_to_id = ${shipToId} and not o.is_empties_return and ${notCancelled}
          and p.empties_sku is not null
        group by p.empties_sku),
      returned as (
        select oi.sku, sum(oi.quantity)::bigint as quantity
        from orders o join order_items oi on oi.order_id = o.id
        where o.ship_to_id = ${shipToId} and o.is_empties_return and ${notCancelled}
        group by oi.sku)
      select e.sku, coalesce(e.pack_material, e.material_type) as material, d.last_date::text as date,
        e.name, e.gross_weight_g as "grossWeightG", e.small_image_url as "smallImageUrl",
        e.number_of_bottles_gabbie as "numberOfBottlesGabbie",
        (d.quantity - coalesce(r.quantity, 0))::int as quantity
      from delivered d join products e on e.sku = d.sku left join returned r on r.sku = d.sku
      where d.quantity - coalesce(r.quantity, 0) > 0
      order by e.name, e.sku`,
  );
}
