import { PALLET_EMPTIES_SKU } from '../seed/data/empties';
import type { Database } from '../client';
import { run, scalar } from './sql';

/**
 * Adds the empties account movements of every delivered order that has none yet (after addOrders, the bench
 * orders), as the demo's are booked (decision 0032): a delivery brings its empties and pallets to the customer
 * (XD, or XS from a distributor's depot) and the ship-to's next delivery takes them all back (XR, XC), so no
 * balance goes below zero and each ship-to holds about one delivery's empties. Each ship-to gets one of the
 * demo's depots of its country.
 */
export async function addEmptiesMovements(db: Database, today: string): Promise<number> {
  const before = await scalar(db, 'select count(*) from empties_movements');
  await run(
    db,
    `create temp table bench_empties_units on commit drop as
     with delivered as (
       select o.id from orders o
       where o.status in ('DELIVERED', 'PARTIALLY DELIVERED') and not o.is_empties_return
         and o.delivery_date <= '${today}'::date
         and not exists (select 1 from empties_movements m where m.order_id = o.id))
     select order_id, material, sum(quantity)::int as quantity from (
       select i.order_id, p.empties_sku as material, i.quantity from delivered d
       join order_items i on i.order_id = d.id join products p on p.sku = i.sku where p.empties_sku is not null
       union all
       select i.order_id, '${PALLET_EMPTIES_SKU}', i.pallets from delivered d
       join order_items i on i.order_id = d.id where i.pallets > 0) units
     group by order_id, material`,
  );
  await run(
    db,
    `create temp table bench_empties_orders on commit drop as
     select o.id as order_id, o.ship_to_id, o.delivery_date,
            to_char(o.delivery_date, 'YYYY') || '/' || coalesce(o.sap_id, o.order_number) as invoice,
            lead(o.id) over next_delivery as next_order_id, lead(o.delivery_date) over next_delivery as next_date,
            lead(to_char(o.delivery_date, 'YYYY') || '/' || coalesce(o.sap_id, o.order_number)) over next_delivery
              as next_invoice
     from orders o where o.id in (select order_id from bench_empties_units)
     window next_delivery as (partition by o.ship_to_id order by o.delivery_date, o.order_number)`,
  );
  await run(
    db,
    `create temp table bench_depots on commit drop as
     select row_number() over (partition by s.country order by m.depot) - 1 as n, s.country, m.depot,
            bool_or(m.movement_type = 'XS') as distributor
     from empties_movements m join ship_tos s on s.id = m.ship_to_id
     where m.movement_type in ('XD', 'XS') group by s.country, m.depot`,
  );
  await run(
    db,
    `insert into empties_movements (id, ship_to_id, material, movement_date, movement_type, quantity, depot,
                                    delivery_point, invoice, order_id)
     select md5('bench-empties-' || m.kind || e.order_id || u.material)::uuid, e.ship_to_id, u.material, m.day,
            m.code, m.quantity, dp.depot, s.id || ' ' || s.name || ', ' || s.city, m.invoice, m.order_id
     from bench_empties_units u join bench_empties_orders e on e.order_id = u.order_id
     join ship_tos s on s.id = e.ship_to_id
     join bench_depots dp on dp.country = s.country
       and dp.n = abs(hashtext(s.id)) % (select count(*) from bench_depots c where c.country = s.country)
     cross join lateral (values
       ('in', e.delivery_date, case when dp.distributor then 'XS' else 'XD' end, u.quantity, e.invoice, e.order_id),
       ('out', e.next_date, case when dp.distributor then 'XC' else 'XR' end, -u.quantity, e.next_invoice,
        e.next_order_id)) m(kind, day, code, quantity, invoice, order_id)
     where m.day is not null
     order by e.ship_to_id, m.day`,
  );
  return (await scalar(db, 'select count(*) from empties_movements')) - before;
}
