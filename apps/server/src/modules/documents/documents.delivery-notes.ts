import type { DeliveryStatus } from '@spina/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { column, executeRows } from '../../db/sql-rows';

/**
 * The delivery statuses at which the goods have left the warehouse (the goods issue is posted): from then on the
 * order has its delivery note (DDT), which travels with the goods. NOT DELIVERED and DELIVERY NOT AVAILABLE are
 * left out: reached straight from the warehouse they mean nothing was shipped (decision 0035).
 */
export const SHIPPED_STATUSES: readonly DeliveryStatus[] = [
  'AWAITING DELIVERY',
  'PARTIALLY DELIVERED',
  'DELIVERED',
];

export const isShipped = (status: string) => (SHIPPED_STATUSES as readonly string[]).includes(status);

/**
 * Writes the delivery note of each order given that is shipped and has none yet (issue 14: "new orders get their
 * delivery note when the ERP marks them shipped"; decision 0035), in one statement, inside the caller's
 * transaction so the note exists exactly when the status does. Numbered as the seeded notes are
 * (`seed/documents-build.ts`): `YYYY/D<reference>`, the year of the delivery date and the order's ERP id, else
 * its portal number; dated the day it is written in the market's time zone; the order's lines with how they were
 * entered (packages, layers, pallets). Idempotent: an order that already has a note (by its number, whatever SAP
 * id it carried then) gets no second one, and a number already taken is left alone. Empties returns get none,
 * as in the seed. Answers how many notes were written.
 */
export async function issueDeliveryNotes(
  tx: Transaction,
  orderIds: readonly string[],
  now: Date,
): Promise<number> {
  if (orderIds.length === 0) return 0;
  const written = await executeRows(
    tx,
    { id: column<string>() },
    sql`insert into documents (company_id, ship_to_id, type, number, document_date, order_number,
        processing_status, currency, lines)
      select o.company_id, o.ship_to_id, 'DDT',
        to_char(o.delivery_date, 'YYYY') || '/D' || coalesce(o.sap_id, o.order_number),
        (${now.toISOString()}::timestamptz at time zone m.time_zone)::date,
        o.order_number, o.processing_status, m.currency,
        coalesce((select jsonb_agg(jsonb_build_object('sku', i.sku, 'name', i.name, 'quantity', i.quantity,
            'unitCents', i.unit_price_cents, 'totalCents', i.row_total_cents, 'packages', i.packages,
            'layers', i.layers, 'pallets', i.pallets) order by i.line)
          from order_items i where i.order_id = o.id), '[]'::jsonb)
      from orders o
      join companies c on c.id = o.company_id
      join markets m on m.code = c.market_code
      where o.id = any(${sql.param([...orderIds])}::uuid[])
        and o.status = any(${sql.param([...SHIPPED_STATUSES])}::text[])
        and not o.is_empties_return
        -- by ship-to first: documents are indexed by ship-to, not by order number
        and not exists (select 1 from documents d
          where d.ship_to_id = o.ship_to_id and d.type = 'DDT' and d.order_number = o.order_number)
      on conflict (type, number) do nothing
      returning id`,
  );
  return written.length;
}
