import type { Database } from '../client';
import { run, scalar } from './sql';

/**
 * A number from 0 to 99 fixed by the order, so a rerun on the same orders writes the same documents; the salt
 * keeps the draws of different choices apart.
 */
const draw = (salt: string) => `(abs(hashtext(d.order_id::text || '${salt}')) % 100)`;

/**
 * Adds the documents of every delivered order that has none yet (after addOrders, the bench orders), the way
 * seed/documents-build.ts writes the demo's (decision 0033): a DDT on the delivery day and an invoice the day
 * after with the order's lines and totals, an ADR document for about 8 orders in 100 and a credit note for part
 * of the first line for about 6 in 100. Documents dated after `today` are not issued yet.
 */
export async function addDocuments(db: Database, today: string): Promise<number> {
  const before = await scalar(db, 'select count(*) from documents');
  // Lines are built once per order and read by every document of it; the demo's orders are skipped because
  // they already have theirs.
  await run(
    db,
    `create temp table bench_documented on commit drop as
     select o.id as order_id, o.order_number, coalesce(o.sap_id, o.order_number) as ref, o.ship_to_id, o.company_id,
            o.delivery_date, case when s.country in ('CZ', 'CZE') then 'CZK' else 'EUR' end as currency,
            o.grand_total_cents - coalesce(o.total_tax_cents, 0) as net_cents, coalesce(o.total_tax_cents, 0) as tax_cents,
            o.grand_total_cents as total_cents, l.lines, l.lines_cents, l.first_sku, l.first_name, l.first_quantity,
            l.first_unit_cents
     from orders o join ship_tos s on s.id = o.ship_to_id
     cross join lateral (
       select jsonb_agg(jsonb_build_object('sku', i.sku, 'name', i.name, 'quantity', i.quantity,
                                           'unitCents', i.unit_price_cents, 'totalCents', i.row_total_cents)
                        order by i.line) as lines,
              sum(i.row_total_cents) as lines_cents,
              (array_agg(i.sku order by i.line))[1] as first_sku, (array_agg(i.name order by i.line))[1] as first_name,
              (array_agg(i.quantity order by i.line))[1] as first_quantity,
              (array_agg(i.unit_price_cents order by i.line))[1] as first_unit_cents
       from order_items i where i.order_id = o.id) l
     where o.status in ('DELIVERED', 'PARTIALLY DELIVERED') and not o.is_empties_return
       and o.delivery_date <= '${today}'::date and l.lines is not null
       and not exists (select 1 from documents x where x.order_number = o.order_number)`,
  );
  // Recent documents are partly still open; older ones are processed, now and then not relevant or rejected.
  const status = (date: string, salt: string) =>
    `case when ${date} > '${today}'::date - 14
          then case when ${draw(salt)} < 50 then 'Not Yet Processed' when ${draw(salt)} < 83 then 'Partially Processed'
                    else 'Completely Processed' end
          else case when ${draw(salt)} < 91 then 'Completely Processed' when ${draw(salt)} < 96 then 'Not Relevant'
                    else 'Fully Rejected' end end`;
  const year = `to_char(d.delivery_date, 'YYYY')`;
  // Excise, deposits and discounts are on the order's totals, not its lines: one more line carries them, so the
  // invoice adds up to the order.
  const invoiceLines = `case when d.net_cents = d.lines_cents then d.lines
     else d.lines || jsonb_build_array(jsonb_build_object('sku', '-', 'name', 'Excise, empties deposit and discounts',
            'quantity', 1, 'unitCents', d.net_cents - d.lines_cents, 'totalCents', d.net_cents - d.lines_cents)) end`;
  const credited = `(1 + ${draw('credit quantity')} % least(3, d.first_quantity - 1))`;
  const creditNet = `(-${credited} * d.first_unit_cents)`;
  const creditDate = `d.delivery_date + 5 + ${draw('credit day')} % 16`;
  await run(
    db,
    `insert into documents (id, company_id, ship_to_id, type, number, document_date, order_number, processing_status,
                            currency, net_cents, tax_cents, total_cents, lines)
     select md5('bench-document-' || docs.type || d.order_id)::uuid, d.company_id, d.ship_to_id, docs.type,
            docs.number, docs.document_date, d.order_number, docs.status, d.currency, docs.net_cents, docs.tax_cents,
            docs.total_cents, docs.lines
     from bench_documented d
     cross join lateral (
       select 'DDT' as type, ${year} || '/D' || d.ref as number, d.delivery_date as document_date,
              ${status('d.delivery_date', 'ddt')} as status, null::int as net_cents, null::int as tax_cents,
              null::int as total_cents, d.lines
       union all
       select 'INVOICE', ${year} || '/' || d.ref, d.delivery_date + 1, ${status('d.delivery_date + 1', 'invoice')},
              d.net_cents, d.tax_cents, d.total_cents, ${invoiceLines}
       union all
       select 'ADR', ${year} || '/A' || d.ref, d.delivery_date, ${status('d.delivery_date', 'adr status')}, null, null, null,
              d.lines
       where ${draw('adr')} < 8
       union all
       select 'CREDIT_NOTE', ${year} || '/NC' || d.ref, ${creditDate}, ${status(creditDate, 'credit status')},
              ${creditNet}, round(${creditNet} * 0.22)::int, ${creditNet} + round(${creditNet} * 0.22)::int,
              jsonb_build_array(jsonb_build_object('sku', d.first_sku, 'name', d.first_name || ' (returned)',
                'quantity', ${credited}, 'unitCents', -d.first_unit_cents, 'totalCents', ${creditNet}))
       where d.first_quantity > 1 and ${draw('credit')} < 6) docs
     where docs.document_date <= '${today}'::date
     order by d.ship_to_id, docs.document_date`,
  );
  return (await scalar(db, 'select count(*) from documents')) - before;
}
