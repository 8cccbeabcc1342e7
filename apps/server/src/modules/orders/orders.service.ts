import { ORDER_CHANGE_REFUSALS, type OrderHistoryQuery, type OrderHistoryResponse } from '@spina/domain';
import type { AppDeps } from '../../deps';
import type { CustomerOrder } from '../../graphql/resolvers.generated';
import type { Principal } from '../../http/access';
import { forbidden, HttpError } from '../../http/errors';
import { myOrdersShipTos } from './orders.scope';
import { listOrderHistory, loadOrdersByNumber } from './orders.store';
import { customerOrderOf, orderSummaryOf } from './orders.view';

/**
 * Another customer's order, one on a ship-to without My Orders and a missing one all get this same answer
 * (spec 2 §8 'Non-existent or blocked order'), so that an order's existence is never revealed.
 */
export const orderNotFound = () => new HttpError(404, 'ORDER_NOT_FOUND', ORDER_CHANGE_REFUSALS.missing);

/** What an order number may look like; anything else cannot be an order and is answered as a missing one. */
const ORDER_NUMBER = /^[0-9A-Za-z-]{1,40}$/;

export function createOrdersService(deps: Pick<AppDeps, 'db' | 'sections'>) {
  const { db } = deps;
  const readableShipTos = async (principal: Principal) => myOrdersShipTos(principal, await deps.sections());

  /**
   * GET orders (spec 2 §7): one page of the history of the caller's ship-tos with My Orders, or of the one
   * asked for, which must be among them (403 otherwise).
   */
  async function history(principal: Principal, query: OrderHistoryQuery): Promise<OrderHistoryResponse> {
    const readable = await readableShipTos(principal);
    if (query.shipTo && !readable.includes(query.shipTo))
      throw forbidden('You cannot read the orders of this ship-to');
    const { rows, total } = await listOrderHistory(db, query.shipTo ? [query.shipTo] : readable, query);
    return { sopList: rows.map(orderSummaryOf), total };
  }

  /** customerOrders (spec 2 §7): the order of that number and its linked order, those the caller may read. */
  async function ordersByNumber(
    principal: Principal,
    number: string,
    lang: 'it' | 'en',
  ): Promise<CustomerOrder[]> {
    const wanted = number.trim();
    if (!ORDER_NUMBER.test(wanted)) return [];
    const rows = await loadOrdersByNumber(db, await readableShipTos(principal), wanted, true);
    return rows.map((row) => customerOrderOf(row, lang));
  }

  /** customerOrder: one order for the detail screen, or 'Non-existent or blocked order'. */
  async function orderByNumber(
    principal: Principal,
    number: string,
    lang: 'it' | 'en',
  ): Promise<CustomerOrder> {
    const wanted = number.trim();
    if (!ORDER_NUMBER.test(wanted)) throw orderNotFound();
    const [row] = await loadOrdersByNumber(db, await readableShipTos(principal), wanted, false);
    if (!row) throw orderNotFound();
    return customerOrderOf(row, lang);
  }

  return { history, ordersByNumber, orderByNumber };
}
