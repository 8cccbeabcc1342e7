import { REORDER_MESSAGES, reorderStatus, type CartConflictMode } from '@spina/domain';
import type { AppDeps } from '../../deps';
import type { ResolversParentTypes } from '../../graphql/resolvers.generated';
import { CART_ID_PATTERN } from '../cart/cart.errors';
import type { PreferenceCaller } from '../cart/cart.preferences';
import { cartOf } from '../cart/cart.state';
import { savedOrderNotFound } from '../saved-orders/saved-orders.service';
import { loadSavedOrder, retireSavedOrder } from '../saved-orders/saved-orders.store';
import type { RefillLine, RefillSource } from './order-actions.refill';
import { ActionRefused, orderNotFound, runFill, type FillAnswer } from './order-actions.run';
import { loadOrderGroup, loadOrderLines, type OrderLineRow } from './order-actions.store';

/**
 * Re-order (spec 2 §4 "Re-order", §7 reorderItems, reOrderSavedOrder, deleteSavedOrder): a placed or saved
 * order's lines go into the caller's cart on its ship-to, in one transaction; when none can, nothing changes.
 */

export const SAVED_ORDER_DELETE_MESSAGES = {
  deleted: 'The saved order has been deleted',
} as const;

/** A placed order's line as the cart takes it; a line recorded without counters is loose sales units. */
export function refillLineOf(line: OrderLineRow): RefillLine {
  const counted = line.packages + line.layers + line.pallets > 0;
  return {
    sku: line.sku,
    name: line.name,
    quantity: line.quantity,
    packages: counted ? line.packages : line.quantity,
    layers: line.layers,
    pallets: line.pallets,
  };
}

/** Refuses the whole re-order when not one line could be added: the transaction rolls back. */
function requireAdded<T extends { kind: string; added?: number; failed?: ActionRefused['failed'] }>(
  outcome: T,
) {
  if (outcome.kind === 'filled' && outcome.added === 0)
    throw new ActionRefused('NOTHING_ADDED', REORDER_MESSAGES.none, outcome.failed ?? []);
  return outcome;
}

/** Common answer fields of a fill: the cart, failed lines, whether to ask, the saved old cart. */
function answerOf(answer: FillAnswer) {
  return {
    cart: cartOf(answer.state),
    failed_items: answer.kind === 'needsChoice' ? [] : answer.failed,
    needs_choice: answer.kind === 'needsChoice',
    saved_order_id: answer.kind === 'filled' ? answer.savedOrderId : null,
  };
}

export function createReorder(deps: AppDeps) {
  const { db } = deps;

  /** reorderItems: the order's own lines (not its linked empties return: the buyer says what goes back each time). */
  async function reorderItems(
    owner: PreferenceCaller,
    orderNumber: string,
    mode: CartConflictMode | null,
  ): Promise<ResolversParentTypes['ReorderItemsOutput']> {
    const [order] = await loadOrderGroup(db, owner.shipToId, orderNumber, false);
    if (!order) throw orderNotFound();
    const lines = await loadOrderLines(db, [order.id]);
    const source: RefillSource = {
      lines: lines.map(refillLineOf),
      returned: [],
      shipmentMode: order.isEmptiesReturn ? 1 : 0,
      preferences: null,
    };
    const answer = await runFill(deps, owner, mode, async (_tx, refill) =>
      requireAdded(await refill(source)),
    );
    return {
      ...answerOf(answer),
      userInputErrors: answer.refusal ? [{ ...answer.refusal, path: ['orderNumber'] }] : [],
    };
  }

  /** reOrderSavedOrder: the saved order's lines and returned empties; it is retired once re-ordered. */
  async function reOrderSavedOrder(
    owner: PreferenceCaller,
    id: string,
    mode: CartConflictMode | null,
  ): Promise<ResolversParentTypes['ReOrderSavedOrderOutput']> {
    if (!CART_ID_PATTERN.test(id)) throw savedOrderNotFound();
    const saved = await loadSavedOrder(db, owner, id);
    if (!saved) throw savedOrderNotFound();
    const { order } = saved.header;
    const source: RefillSource = {
      lines: saved.lines.map(({ item, name }) => ({
        sku: item.sku,
        name,
        quantity: item.quantity,
        packages: item.packages,
        layers: item.layers,
        pallets: item.pallets,
      })),
      returned: order.returnedEmpties.map((line) => ({
        sku: line.sku,
        name: saved.emptiesNames.find((known) => known.sku === line.sku)?.name ?? line.sku,
        quantity: line.quantity,
      })),
      shipmentMode: order.shipmentMode,
      preferences: null,
    };
    const answer = await runFill(deps, owner, mode, async (tx, refill) => {
      const outcome = requireAdded(await refill(source));
      // Re-ordered once: a second click (or a concurrent one) finds it gone and adds nothing twice.
      if (outcome.kind === 'filled' && !(await retireSavedOrder(tx, owner, id))) throw savedOrderNotFound();
      return outcome;
    });
    const fields = answerOf(answer);
    if (answer.kind === 'needsChoice')
      return { ...fields, status: 'needs_choice', message: REORDER_MESSAGES.needsChoice };
    if (answer.kind === 'refused') return { ...fields, status: 'failed', message: answer.refusal.message };
    const status = reorderStatus(answer.added, answer.failed.length);
    return {
      ...fields,
      status,
      message: status === 'success' ? REORDER_MESSAGES.added : REORDER_MESSAGES.partial,
    };
  }

  /** deleteSavedOrder: only the caller's own active saved order on the ship-to; anything else changes nothing. */
  async function deleteSavedOrder(owner: PreferenceCaller, id: string) {
    const deleted = CART_ID_PATTERN.test(id) && (await retireSavedOrder(db, owner, id));
    return deleted
      ? { success: true, message: SAVED_ORDER_DELETE_MESSAGES.deleted }
      : { success: false, message: savedOrderNotFound().message };
  }

  return { reorderItems, reOrderSavedOrder, deleteSavedOrder };
}
