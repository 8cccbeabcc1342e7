import { ROUTES } from '@spina/domain';
import type { OrderDetailQuery } from '../../gql/graphql';
import type { ActionOrder } from './api/order-actions';
import type { OrderSummary } from './api/order-list';

export type OrderDetail = OrderDetailQuery['customerOrder'];

/** The order a row of the history acts on. */
export function actionOrderOfSummary(order: OrderSummary): ActionOrder {
  return {
    orderNumber: order.order_number,
    sapId: order.sap_id ?? null,
    shipToId: order.ship_to_id,
    linkedOrderNumber: order.empty_order_number ?? order.beer_order ?? null,
    lines: null,
    itemsCount: order.items_count,
  };
}

/** The order the detail screen acts on, with its lines so a re-order can say what it added. */
export function actionOrderOfDetail(order: OrderDetail): ActionOrder {
  const data = order.additional_data;
  return {
    orderNumber: order.order_number,
    sapId: data.sap_id,
    shipToId: data.ship_to_id,
    linkedOrderNumber: data.empty_order_number ?? data.beer_order,
    lines: order.items.map((item) => ({
      sku: item.product_sku,
      name: item.name,
      quantity: item.quantity_ordered,
    })),
    itemsCount: order.items.length,
  };
}

/** The address of an order's detail screen; the ship-to names the scope it is read in (the outletid header). */
export function orderDetailPath(orderNumber: string, shipToId: string | null): string {
  const path = ROUTES['orders-detail'].path.replace(':orderNumber', encodeURIComponent(orderNumber));
  return shipToId ? `${path}?shipTo=${encodeURIComponent(shipToId)}` : path;
}
