import { orderChangeRefusal, paymentTermLabel, type OrderSummary } from '@spina/domain';
import type { CustomerOrder, OrderStatusChange } from '../../graphql/resolvers.generated';
import { postalAddressOf } from '../../lib/postal-address';
import type { OrderDetailRow, OrderSummaryRow, StatusChangeRow } from './orders.store';

/** The wire shapes of placed orders (spec 2 §3 Submitted order): money in euros, instants in ISO 8601. */

const money = (cents: number) => ({ value: cents / 100, currency: 'EUR' });

/** The linked order's number as the spec names it: the empties order of a beer order, or the beer order. */
function linkedNumbers(linked: { orderNumber: string; isEmptiesReturn: boolean } | null) {
  return {
    empty_order_number: linked?.isEmptiesReturn ? linked.orderNumber : null,
    beer_order: linked && !linked.isEmptiesReturn ? linked.orderNumber : null,
  };
}

export const orderSummaryOf = (row: OrderSummaryRow): OrderSummary => ({
  order_number: row.orderNumber,
  sap_id: row.sapId,
  created_at: row.createdAt.toISOString(),
  delivery_date: row.deliveryDate,
  grand_total: row.grandTotalCents / 100,
  status: row.status,
  processing_status: row.processingStatus,
  customer_order_number: row.customerOrderNumber,
  ship_to_id: row.shipToId,
  ship_to_name: row.shipToName,
  empty_return: row.isEmptiesReturn,
  ...linkedNumbers(row.linked),
  type_of_transport: row.orderType,
  items_count: row.itemsCount,
  change_refusal: orderChangeRefusal(row.status, row.processingStatus),
});

/**
 * The order's timeline, oldest first (decision 0021): its placing, then every recorded change. Orders imported
 * without history have no rows, so their placing is told from the order itself: at its creation, into the
 * status it held before its first recorded status change (its current status when none was recorded).
 */
export function statusHistoryOf(order: OrderDetailRow): OrderStatusChange[] {
  const changes = order.history.map((change: StatusChangeRow) => ({
    field: change.field,
    from: change.from,
    to: change.to,
    source: change.source,
    changed_at: new Date(change.changed_at).toISOString(),
  }));
  const first = changes[0];
  if (first?.field === 'status' && first.from === null) return changes;
  const firstStatus = changes.find((change) => change.field === 'status');
  const placing = {
    field: 'status',
    from: null,
    to: firstStatus ? firstStatus.from : order.status,
    source: 'portal',
    changed_at: order.created_at.toISOString(),
  };
  return [placing, ...changes];
}

export function customerOrderOf(order: OrderDetailRow, lang: 'it' | 'en'): CustomerOrder {
  const shipTo = postalAddressOf(order.ship_to);
  return {
    id: order.id,
    order_number: order.order_number,
    created_at: order.created_at.toISOString(),
    grand_total: money(order.grand_total_cents),
    total_tax: money(order.total_tax_cents),
    status: order.status,
    processing_status: order.processing_status,
    customer_order_number: order.customer_order_number,
    note_for_driver: order.note_for_driver,
    flexible_delivery: order.flexible_delivery,
    items: order.items.map((item) => ({
      line: item.line,
      product_sku: item.sku,
      name: item.name,
      material_type: item.material_type,
      image: { url: item.image_url ?? '', label: item.name },
      quantity_ordered: item.quantity,
      number_of_packages: item.packages,
      number_of_layer: item.layers,
      number_of_pallet: item.pallets,
      price: money(item.unit_price_cents),
      row_total: money(item.row_total_cents),
    })),
    additional_data: {
      ...linkedNumbers(
        order.linked_number === null
          ? null
          : { orderNumber: order.linked_number, isEmptiesReturn: order.linked_is_empties === true },
      ),
      delivery_date: order.delivery_date,
      delivery_message: order.delivery_message,
      empty_return: order.is_empties_return,
      ship_to_name: shipTo.name,
      ship_to_id: shipTo.sap_id,
      total_empties_deposit: money(order.total_empties_deposit_cents),
      total_your_price: money(order.total_your_price_cents),
      payment_method: order.payment_method,
      payment_method_title: order.payment_method ? paymentTermLabel(order.payment_method, lang) : null,
      type_of_transport: order.order_type,
      sap_id: order.sap_id,
    },
    shipping_address: shipTo,
    billing_address: postalAddressOf(order.payer),
    status_history: statusHistoryOf(order),
    change_refusal: orderChangeRefusal(order.status, order.processing_status),
  };
}
