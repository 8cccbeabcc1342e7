import { isSuspended, shipToHasCatalogue, type PermissionSchemaEntry } from '@spina/domain';

/** Why an action is not offered: a text of the orders catalogue, or a server message (spec 2 §8) by its English text. */
export type ActionReason = { key: string } | { message: string };

/** Whether an action may be taken on an order now, and why not. */
export type ActionState = { allowed: true } | { allowed: false; reason: ActionReason };

export type OrderActionStates = { reorder: ActionState; edit: ActionState; cancel: ActionState };

const ALLOWED: ActionState = { allowed: true };
const refused = (reason: ActionReason): ActionState => ({ allowed: false, reason });

/**
 * What the buyer may do with a placed order (spec 2 §4, issue 12 contract), checked again by the server:
 * every change needs the order's ship-to open (not SUSPENDED); re-order and edit fill the cart, so they need
 * Catalogue on it; cancel and edit only while the server's change_refusal is null (decision 0021).
 */
export function orderActionStates(order: {
  status: string;
  changeRefusal: string | null;
  shipTo: PermissionSchemaEntry | null;
}): OrderActionStates {
  const { shipTo } = order;
  if (!shipTo || isSuspended(shipTo)) {
    const closed = refused({ key: 'actions.why.suspended' });
    return { reorder: closed, edit: closed, cancel: closed };
  }
  const canFillCart = shipToHasCatalogue(shipTo);
  let change: ActionState = ALLOWED;
  if (order.status === 'CANCELLED') change = refused({ key: 'actions.why.cancelled' });
  else if (order.changeRefusal) change = refused({ message: order.changeRefusal });
  const noCatalogue = refused({ key: 'actions.why.noCatalogue' });
  return {
    reorder: canFillCart ? ALLOWED : noCatalogue,
    edit: !canFillCart && change.allowed ? noCatalogue : change,
    cancel: change,
  };
}
