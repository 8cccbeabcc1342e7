import type { Database } from '../client';
import { run } from './sql';

/**
 * Adds two supply contracts to every company that has none (after addCustomers, the bench companies), as the
 * demo's (decision 0034): last calendar year's, closed, and this year's, running, both over every ship-to of the
 * company. The commitments are a little more than what the company bought over the last 12 months (+5 %, +10 %,
 * at least 10 hl), by the volume rule of reporting.volume.ts, so progress bars land anywhere from behind to met.
 */
export async function addCustomerContracts(db: Database, today: string): Promise<number> {
  const year = Number(today.slice(0, 4));
  const rows = await run<{ n: number }>(
    db,
    `with uncovered as (
       select c.id, array_agg(s.id order by s.id) as ship_to_ids from companies c join ship_tos s on s.company_id = c.id
       where not exists (select 1 from customer_contracts k where k.company_id = c.id) group by c.id),
     bought as (
       select o.company_id, sum(i.quantity::bigint * p.number_of_items_in_box * p.volume_ml)::float8 / 100000 as hl
       from orders o join order_items i on i.order_id = o.id join products p on p.sku = i.sku
       where o.company_id in (select id from uncovered) and o.status <> 'CANCELLED' and i.material_type <> 'ZQCR'
         and o.delivery_date between '${today}'::date - 365 and '${today}'::date
       group by o.company_id),
     inserted as (
       insert into customer_contracts (id, contract_number, company_id, ship_to_ids, period_start, period_end,
                                       committed_hl)
       select md5('bench-contract-' || y.year || c.id)::uuid, 'CTR-' || y.year || '-B' || c.id, c.id, c.ship_to_ids,
              make_date(y.year, 1, 1), make_date(y.year, 12, 31),
              round(greatest(10, round(coalesce(b.hl, 0))) * y.factor)::int
       from uncovered c left join bought b on b.company_id = c.id
       cross join (values (${year - 1}, 1.05), (${year}, 1.1)) y(year, factor)
       returning 1)
     select count(*)::int as n from inserted`,
  );
  return Number(rows[0]?.n ?? 0);
}
