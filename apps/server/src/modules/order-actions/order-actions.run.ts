import { ORDER_CHANGE_REFUSALS, type CartConflictMode } from '@spina/domain';
import type { AppDeps } from '../../deps';
import type { Transaction } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { PreferenceCaller } from '../cart/cart.preferences';
import { readCartState, type CartState } from '../cart/cart.state';
import { openCartId } from '../cart/cart.store';
import {
  refillCart,
  transactionDeps,
  type FailedItem,
  type RefillOutcome,
  type RefillSource,
} from './order-actions.refill';

/** An unknown order, another ship-to's or another customer's: all answer alike (spec 2 §8). */
export const orderNotFound = () => new HttpError(404, 'ORDER_NOT_FOUND', ORDER_CHANGE_REFUSALS.missing);

/** A refusal met inside the transaction: thrown to roll back everything it did, then answered. */
export class ActionRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly failed: FailedItem[] = [],
  ) {
    super(message);
  }
}

/** The outcome of an action that fills the cart, as its resolver answers it. */
export type FillAnswer =
  | (RefillOutcome & { refusal: null })
  | { kind: 'refused'; state: CartState; failed: FailedItem[]; refusal: { code: string; message: string } };

/**
 * Runs an action that brings an order's lines into the owner's cart, in one transaction: `step` does the action's
 * own work around the refill (locking and withdrawing the order for an edit) and may throw ActionRefused, which
 * rolls everything back. The open cart is made sure of before the transaction, so a refusal can show it.
 */
export async function runFill(
  deps: AppDeps,
  owner: PreferenceCaller,
  mode: CartConflictMode | null,
  step: (tx: Transaction, refill: (source: RefillSource) => Promise<RefillOutcome>) => Promise<RefillOutcome>,
): Promise<FillAnswer> {
  const cartId = await openCartId(deps.db, owner);
  const settings = await deps.portal.settings();
  const now = deps.now();
  try {
    const outcome = await deps.db.transaction((tx) => {
      const bound = transactionDeps(deps, tx, settings);
      return step(tx, (source) => refillCart(bound, tx, { owner, cartId, source, mode, settings, now }));
    });
    return { ...outcome, refusal: null };
  } catch (error) {
    if (!(error instanceof ActionRefused)) throw error;
    return {
      kind: 'refused',
      state: await readCartState(deps, cartId, owner),
      failed: error.failed,
      refusal: { code: error.code, message: error.message },
    };
  }
}
