import {
  CANCEL_MESSAGES,
  CANCEL_STATUS,
  ORDER_CHANGE_REFUSALS,
  orderChangeRefusal,
  REORDER_MESSAGES,
  type CartConflictMode,
  type OrderChangeRefusal,
  type SetOrderCancelledResponse,
} from '@spina/domain';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/client';
import type { CancelOrderOutput, ResolversParentTypes } from '../../graphql/resolvers.generated';
import { HttpError } from '../../http/errors';
import type { CartOwner } from '../cart/cart.store';
import type { PreferenceCaller } from '../cart/cart.preferences';
import { cartOf } from '../cart/cart.state';
import { refillLineOf } from './order-actions.reorder';
import { ActionRefused, orderNotFound, runFill } from './order-actions.run';
import { cancelOrders, loadOrderGroup, loadOrderLines, type OrderRow } from './order-actions.store';

/**
 * Withdrawing a placed order (spec 2 §4 "Cancel order from history", "Edit order"; decision 0021, 0022): the
 * order and its linked beer or empties order go together, in one transaction that locks their rows, only while
 * orderChangeRefusal allows every one of them; a refusal changes nothing.
 */

/**
 * Why the group may not change, or null: the asked order's own refusal first (a cancelled one is gone), then any
 * linked order's that is not cancelled already.
 */
export function groupRefusal(group: readonly OrderRow[]): OrderChangeRefusal | null {
  const [asked, ...linked] = group;
  if (!asked) return ORDER_CHANGE_REFUSALS.missing;
  const own = orderChangeRefusal(asked.status, asked.processingStatus);
  if (own) return own;
  for (const order of linked) {
    if (order.status === 'CANCELLED') continue;
    const refusal = orderChangeRefusal(order.status, order.processingStatus);
    if (refusal) return refusal;
  }
  return null;
}

const refusedAnswer = (message: string, group: readonly OrderRow[]): CancelOrderOutput => ({
  message,
  status: CANCEL_STATUS.refused,
  stand_alone_order: group.length <= 1,
  cancelled_order_numbers: [],
});

export function createOrderWithdrawal(deps: AppDeps) {
  const { db } = deps;

  /** Locks the named order's group and cancels it when allowed; answers the group and the refusal, if any. */
  async function cancelGroup(tx: Database, owner: CartOwner, key: string, reason: 'cancel' | 'edit') {
    const group = await loadOrderGroup(tx, owner.shipToId, key, true);
    const refusal = groupRefusal(group);
    if (refusal) return { group, refusal, cancelled: [] };
    const cancelled = await cancelOrders(tx, group, { userId: owner.userId, reason, at: deps.now() });
    return { group, refusal: null, cancelled };
  }

  /** cancelOrder (spec 2 §4): 'D' with the orders cancelled, or 'E' with the spec 2 §8 refusal. */
  async function cancelOrder(owner: CartOwner, sapId: string): Promise<CancelOrderOutput> {
    const { group, refusal, cancelled } = await db.transaction((tx) =>
      cancelGroup(tx, owner, sapId, 'cancel'),
    );
    if (refusal) return refusedAnswer(refusal, group);
    const together = group.length > 1;
    return {
      message: together ? CANCEL_MESSAGES.cancelledWithLinked : CANCEL_MESSAGES.cancelled,
      status: CANCEL_STATUS.cancelled,
      stand_alone_order: !together,
      cancelled_order_numbers: cancelled.map((order) => order.orderNumber),
    };
  }

  /**
   * SetOrderCancelled (spec 2 §4 "when status is 'D' a second call marks the order cancelled"): cancelOrder has
   * already cancelled it, so this answers its state; an order still cancellable is cancelled now. Repeating it is
   * harmless. An order that may no longer be cancelled is a 409 with the refusal.
   */
  async function setOrderCancelled(owner: CartOwner, sapId: string): Promise<SetOrderCancelledResponse> {
    const { group, refusal } = await db.transaction(async (tx) => {
      const [asked] = await loadOrderGroup(tx, owner.shipToId, sapId, true);
      if (asked?.status === 'CANCELLED') return { group: [asked], refusal: null };
      return cancelGroup(tx, owner, sapId, 'cancel');
    });
    const asked = group[0];
    if (!asked) throw orderNotFound();
    if (refusal) throw new HttpError(409, 'ORDER_NOT_CANCELLABLE', refusal);
    return { status: 'CANCELLED', order_number: asked.orderNumber };
  }

  /**
   * editOrder (spec 2 §4 "Edit order"): the order and its linked order are withdrawn (cancelled, history noting
   * the edit) and their lines and returned empties go back into the cart with the order's type, date (while it
   * can still be delivered), texts; what the cart held is discarded or saved for later as the buyer chose. With
   * items in the cart and no choice, or when nothing could go back, nothing changes.
   */
  async function editOrder(
    owner: PreferenceCaller,
    orderNumber: string,
    mode: CartConflictMode | null,
  ): Promise<ResolversParentTypes['EditOrderOutput']> {
    const known = await loadOrderGroup(db, owner.shipToId, orderNumber, false);
    if (known.length === 0) throw orderNotFound();
    let withdrawn: string[] = [];
    const answer = await runFill(deps, owner, mode, async (tx, refill) => {
      const group = await loadOrderGroup(tx, owner.shipToId, orderNumber, true);
      const refusal = groupRefusal(group);
      if (refusal) throw new ActionRefused('ORDER_NOT_CHANGEABLE', refusal);
      const open = group.filter((order) => order.status !== 'CANCELLED');
      const beer = open.find((order) => !order.isEmptiesReturn);
      const main = beer ?? open[0]!;
      const lines = await loadOrderLines(
        tx,
        open.map((order) => order.id),
      );
      const linesOf = (orders: readonly OrderRow[]) =>
        lines.filter((line) => orders.some((order) => order.id === line.orderId)).map(refillLineOf);
      const outcome = await refill({
        // A beer order's empties orders come back as the empties the cart returns; an empties return alone is the
        // cart's own lines in empties mode.
        lines: linesOf(beer ? [beer] : open),
        returned: beer
          ? linesOf(open.filter((order) => order.isEmptiesReturn)).map((line) => ({
              sku: line.sku,
              name: line.name,
              quantity: line.quantity,
            }))
          : [],
        shipmentMode: beer ? 0 : 1,
        preferences: {
          orderType: main.orderType,
          deliveryDate: main.deliveryDate,
          flexibleDelivery: main.flexibleDelivery,
          customerOrderNumber: main.customerOrderNumber,
          noteForDriver: main.noteForDriver,
        },
      });
      if (outcome.kind === 'needsChoice') return outcome;
      if (outcome.added === 0)
        throw new ActionRefused('NOTHING_ADDED', REORDER_MESSAGES.none, outcome.failed);
      const cancelled = await cancelOrders(tx, open, {
        userId: owner.userId,
        reason: 'edit',
        at: deps.now(),
      });
      withdrawn = cancelled.map((order) => order.orderNumber);
      return outcome;
    });
    return {
      cart: cartOf(answer.state),
      userInputErrors: answer.refusal ? [{ ...answer.refusal, path: ['orderNumber'] }] : [],
      needs_choice: answer.kind === 'needsChoice',
      saved_order_id: answer.kind === 'filled' ? answer.savedOrderId : null,
      failed_items: answer.kind === 'needsChoice' ? [] : answer.failed,
      withdrawn_order_numbers: withdrawn,
    };
  }

  return { cancelOrder, setOrderCancelled, editOrder };
}
