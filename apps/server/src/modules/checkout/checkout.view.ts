import { gramsToKg } from '@spina/domain';
import type { CustomerEmpties, PlacedOrder } from '../../graphql/resolvers.generated';
import type { loadCustomerEmpties } from '../cart/cart.customer-empties';
import type { PlacedOrderRow } from './checkout.store';

/** The wire shapes of the checkout (spec 2 §3 Placed order, Customer empties); money in euros, weights in kg. */

export const placedOrderOf = (row: PlacedOrderRow): PlacedOrder => ({
  order_number: row.orderNumber,
  customer_order_number: row.customerOrderNumber,
  note_for_driver: row.noteForDriver,
  sap_id: row.sapId,
  delivery_date: row.deliveryDate,
  order_type: row.orderType,
  is_empties_return: row.isEmptiesReturn,
  linked_order_number: row.linkedOrderNumber,
  grand_total: { value: row.grandTotalCents / 100, currency: 'EUR' },
});

export const customerEmptiesOf = (
  row: Awaited<ReturnType<typeof loadCustomerEmpties>>[number],
): CustomerEmpties => ({
  sku: row.sku,
  material: row.material,
  date: row.date,
  name: row.name,
  weight: gramsToKg(row.grossWeightG),
  small_image: { url: row.smallImageUrl, label: row.name },
  number_of_bottles_gabbie: row.numberOfBottlesGabbie,
  quantity: row.quantity,
});
