import { sql, type SQL } from 'drizzle-orm';
import type { OrderHistoryQuery } from '@spina/domain';
import { genericPlans, type Database } from '../../db/client';
import { column, selectRows } from '../../db/sql-rows';

/**
 * Reads of placed orders for the history and the detail. Every read names the ship-tos it may see in the same
 * statement, so an order of another ship-to is never read. One statement per call: the history page with its
 * total, or the orders asked for with their lines and status changes.
 */

/** The start of a text that matches a prefix under the "C" collation: the prefix with its last character raised. */
export function prefixUpperBound(prefix: string): string | null {
  const characters = [...prefix];
  const last = characters.pop();
  if (last === undefined) return null;
  const code = last.codePointAt(0)!;
  if (code >= 0x10ffff) return null;
  return characters.join('') + String.fromCodePoint(code + 1);
}

/**
 * A prefix condition the indexes (ship_to_id, <text> collate "C") answer as a range, in a generic plan too
 * (a LIKE on a parameter is only a filter there).
 */
function startsWith(expression: SQL, prefix: string): SQL {
  const upper = prefixUpperBound(prefix);
  const from = sql`${expression} >= ${prefix}`;
  return upper === null ? from : sql`${from} and ${expression} < ${upper}`;
}

const SORT_KEYS: Record<OrderHistoryQuery['sort'], SQL> = {
  created_at: sql.raw('m.created_at'),
  delivery_date: sql.raw('m.delivery_date'),
  order_number: sql.raw('m.order_number'),
  grand_total: sql.raw('m.grand_total_cents'),
};

/** The history's filters on `orders o` joined to its ship-to's scope `s` (which holds the market's time zone). */
function historyFilters(query: OrderHistoryQuery): SQL[] {
  const filters: SQL[] = [];
  // Days of creation are the market's calendar days (DESIGN §5), turned into instants so the index reads a range.
  if (query.from)
    filters.push(sql`o.created_at >= (${query.from}::date::timestamp at time zone s.time_zone)`);
  if (query.to)
    filters.push(sql`o.created_at < ((${query.to}::date + 1)::timestamp at time zone s.time_zone)`);
  if (query.orderNumber) filters.push(startsWith(sql`(o.order_number collate "C")`, query.orderNumber));
  if (query.customerOrderNumber)
    filters.push(
      startsWith(sql`(lower(o.customer_order_number) collate "C")`, query.customerOrderNumber.toLowerCase()),
    );
  if (query.deliveryStatus) filters.push(sql`o.status = ${query.deliveryStatus}`);
  if (query.processingStatus) filters.push(sql`o.processing_status = ${query.processingStatus}`);
  if (query.kind) filters.push(sql`o.is_empties_return = ${query.kind === 'empties'}`);
  return filters;
}

const summaryColumns = {
  total: column<number>(),
  order_number: column<string | null>(),
  sap_id: column<string | null>(),
  created_at: column<Date | string | null>(),
  delivery_date: column<string | null>(),
  grand_total_cents: column<number | null>(),
  status: column<string | null>(),
  processing_status: column<string | null>(),
  customer_order_number: column<string | null>(),
  ship_to_id: column<string | null>(),
  ship_to_name: column<string | null>(),
  is_empties_return: column<boolean | null>(),
  order_type: column<string | null>(),
  linked_number: column<string | null>(),
  linked_is_empties: column<boolean | null>(),
  items_count: column<number | null>(),
};

/** One order of a history page, with its ship-to's name, its linked order and its line count. */
export type OrderSummaryRow = {
  orderNumber: string;
  sapId: string | null;
  createdAt: Date;
  deliveryDate: string;
  grandTotalCents: number;
  status: string;
  processingStatus: string;
  customerOrderNumber: string | null;
  shipToId: string;
  shipToName: string;
  isEmptiesReturn: boolean;
  orderType: string;
  linked: { orderNumber: string; isEmptiesReturn: boolean } | null;
  itemsCount: number;
};

/**
 * The statement of one history page with its total: the matching orders are read once (their keys only),
 * counted, and the page is sorted from them; only the page's rows are then joined to their ship-to, linked order
 * and line count. A page past the end still gives the total (one row without an order).
 */
export function orderHistoryStatement(shipToIds: readonly string[], query: OrderHistoryQuery): SQL {
  const where = historyFilters(query);
  const direction = sql.raw(query.dir === 'asc' ? 'asc' : 'desc');
  const order = sql`${SORT_KEYS[query.sort]} ${direction}, (m.order_number collate "C") ${direction}`;
  return sql`
    with s as materialized (
      select st.id, st.name, mk.time_zone from ship_tos st
      join companies c on c.id = st.company_id join markets mk on mk.code = c.market_code
      where st.id = any(${sql.param([...shipToIds])}::text[])),
    m as materialized (
      select o.id, o.created_at, o.delivery_date, o.order_number, o.grand_total_cents
      from s join orders o on o.ship_to_id = s.id
      ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}),
    page as (
      select m.id, row_number() over (order by ${order}) as position from m
      order by ${order} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize})
    select t.total, p.* from (select count(*)::int as total from m) t
    left join lateral (
      select o.order_number, o.sap_id, o.created_at, o.delivery_date::text as delivery_date, o.grand_total_cents,
             o.status, o.processing_status, o.customer_order_number, o.ship_to_id, s.name as ship_to_name,
             o.is_empties_return, o.order_type, l.order_number as linked_number,
             l.is_empties_return as linked_is_empties,
             (select count(*)::int from order_items i where i.order_id = o.id) as items_count, page.position
      from page join orders o on o.id = page.id join s on s.id = o.ship_to_id
      left join orders l on l.id = o.linked_order_id) p on true
    order by p.position`;
}

/** One page of the history of the given ship-tos and how many orders match in all, in one statement. */
export async function listOrderHistory(
  db: Database,
  shipToIds: readonly string[],
  query: OrderHistoryQuery,
): Promise<{ rows: OrderSummaryRow[]; total: number }> {
  if (shipToIds.length === 0) return { rows: [], total: 0 };
  const statement = orderHistoryStatement(shipToIds, query);
  const rows = await selectRows(genericPlans(db), summaryColumns, statement);
  const total = rows[0]?.total ?? 0;
  return {
    total,
    rows: rows
      .filter((row) => row.order_number !== null)
      .map((row) => ({
        orderNumber: row.order_number!,
        sapId: row.sap_id,
        createdAt: new Date(row.created_at!),
        deliveryDate: row.delivery_date!,
        grandTotalCents: row.grand_total_cents!,
        status: row.status!,
        processingStatus: row.processing_status!,
        customerOrderNumber: row.customer_order_number,
        shipToId: row.ship_to_id!,
        shipToName: row.ship_to_name!,
        isEmptiesReturn: row.is_empties_return!,
        orderType: row.order_type!,
        linked:
          row.linked_number === null
            ? null
            : { orderNumber: row.linked_number, isEmptiesReturn: row.linked_is_empties === true },
        itemsCount: row.items_count ?? 0,
      })),
  };
}

/** A postal address as the order's ship-to and payer hold it. */
export type AddressRow = {
  id: string;
  name: string;
  street: string | null;
  city: string | null;
  postalCode: string | null;
  province: string | null;
  country: string;
};

/** A line of a placed order, with its product's image when the product is still known. */
export type OrderLineRow = {
  line: number;
  sku: string;
  name: string;
  material_type: string;
  quantity: number;
  packages: number;
  layers: number;
  pallets: number;
  unit_price_cents: number;
  row_total_cents: number;
  image_url: string | null;
};

/** One row of order_status_history. */
export type StatusChangeRow = {
  field: string;
  from: string | null;
  to: string | null;
  source: string;
  changed_at: string;
};

const detailColumns = {
  id: column<string>(),
  order_number: column<string>(),
  sap_id: column<string | null>(),
  created_at: column<Date | string>(),
  delivery_date: column<string>(),
  order_type: column<string>(),
  status: column<string>(),
  processing_status: column<string>(),
  payment_method: column<string | null>(),
  customer_order_number: column<string | null>(),
  delivery_message: column<string | null>(),
  note_for_driver: column<string | null>(),
  is_empties_return: column<boolean>(),
  flexible_delivery: column<boolean>(),
  total_your_price_cents: column<number>(),
  total_empties_deposit_cents: column<number>(),
  total_tax_cents: column<number>(),
  grand_total_cents: column<number>(),
  linked_number: column<string | null>(),
  linked_is_empties: column<boolean | null>(),
  ship_to: column<AddressRow>(),
  payer: column<AddressRow>(),
  items: column<OrderLineRow[]>(),
  history: column<StatusChangeRow[]>(),
};

/** A placed order with everything its detail shows. */
export type OrderDetailRow = Omit<
  { [K in keyof typeof detailColumns]: (typeof detailColumns)[K]['type'] },
  'created_at'
> & { created_at: Date };

const addressJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'street', ${alias}.street,
    'city', ${alias}.city, 'postalCode', ${alias}.postal_code, 'province', ${alias}.province,
    'country', ${alias}.country)`);

/**
 * The order of that number on one of the given ship-tos, and, with `withLinked`, its linked order when that one
 * is on one of them too; the order asked for comes first. One statement, lines and status changes included
 * (the changes oldest first; changes of one instant in the order status, processing, message, SAP id).
 */
export async function loadOrdersByNumber(
  db: Database,
  shipToIds: readonly string[],
  orderNumber: string,
  withLinked: boolean,
): Promise<OrderDetailRow[]> {
  if (shipToIds.length === 0) return [];
  const visible = sql`o.ship_to_id = any(${sql.param([...shipToIds])}::text[])`;
  const asked = withLinked
    ? sql`o.order_number = ${orderNumber} or o.id = (select a.linked_order_id from orders a
        where a.order_number = ${orderNumber} and a.ship_to_id = any(${sql.param([...shipToIds])}::text[]))`
    : sql`o.order_number = ${orderNumber}`;
  const rows = await selectRows(
    genericPlans(db),
    detailColumns,
    sql`
      select o.id, o.order_number, o.sap_id, o.created_at, o.delivery_date::text as delivery_date, o.order_type,
             o.status, o.processing_status, o.payment_method, o.customer_order_number, o.delivery_message,
             o.note_for_driver, o.is_empties_return, o.flexible_delivery, o.total_your_price_cents,
             o.total_empties_deposit_cents, o.total_tax_cents, o.grand_total_cents,
             l.order_number as linked_number, l.is_empties_return as linked_is_empties,
             ${addressJson('st')} as ship_to, ${addressJson('c')} as payer,
             coalesce((select json_agg(json_build_object('line', i.line, 'sku', i.sku, 'name', i.name,
                 'material_type', i.material_type, 'quantity', i.quantity, 'packages', i.packages,
                 'layers', i.layers, 'pallets', i.pallets, 'unit_price_cents', i.unit_price_cents,
                 'row_total_cents', i.row_total_cents, 'image_url', p.small_image_url) order by i.line)
               from order_items i left join products p on p.sku = i.sku where i.order_id = o.id), '[]') as items,
             coalesce((select json_agg(json_build_object('field', h.field, 'from', h.from_value,
                 'to', h.to_value, 'source', h.source, 'changed_at', h.changed_at)
                 order by h.changed_at, array_position(array['status', 'processing_status', 'delivery_message',
                   'sap_id'], h.field), h.id)
               from order_status_history h where h.order_id = o.id), '[]') as history
      from orders o join ship_tos st on st.id = o.ship_to_id join companies c on c.id = o.company_id
      left join orders l on l.id = o.linked_order_id
      where (${asked}) and ${visible}
      order by (o.order_number = ${orderNumber}) desc`,
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}
