import { padShipToId, ROUTES } from '@spina/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { readLocal, LOCAL_KEYS } from '../../../lib/storage';
import { useSessionStore } from '../../auth';
import { loadChangeShipTo } from '../../shipto';
import {
  cancel,
  edit,
  reorder,
  type ActionOrder,
  type CartConflictMode,
  type CartFillAnswer,
  type ReorderFailedItem,
} from '../api/order-actions';
import { orderKeys } from '../api/order-list';

export type OrderAction = 'reorder' | 'edit' | 'cancel';

/** The question on screen: confirm a cancel or edit, or choose what happens to the cart (order in progress). */
export type ActionQuestion =
  | { kind: 'confirm'; action: 'cancel' | 'edit'; order: ActionOrder }
  | { kind: 'choose'; action: 'reorder' | 'edit'; order: ActionOrder };

/** How the last action ended, shown above the list or the order. */
export type ActionOutcome =
  | { kind: 'reordered'; order: ActionOrder; failed: ReorderFailedItem[]; savedOrderId: string | null }
  | { kind: 'cancelled'; message: string; orderNumbers: string[] }
  | { kind: 'failed'; action: OrderAction; error: unknown };

/** The buyer's answer to the cart question: a mode, or 'abort' (closing it is a harmless abort, spec 2 §4). */
export type CartChoice = CartConflictMode | 'abort';

const FILL: Record<
  'reorder' | 'edit',
  (order: ActionOrder, mode: CartConflictMode | null) => Promise<CartFillAnswer>
> = { reorder, edit };

/**
 * Re-order, edit and cancel of a placed order (spec 2 §4), as the history list and the detail screen offer
 * them: cancel and edit ask for confirmation first; re-order and edit ask the order-in-progress question when
 * the server says the cart already holds items, and send the choice again. The cart filled is that of the
 * order's ship-to, which becomes the current one, so /cart shows it; an edit ends on /cart.
 */
export function useOrderActions() {
  const client = useQueryClient();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [question, setQuestion] = useState<ActionQuestion | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [busy, setBusy] = useState<{ action: OrderAction; orderNumber: string } | null>(null);

  const showCartOf = useCallback(
    async (shipToId: string) => {
      const current = readLocal(LOCAL_KEYS.shipToId);
      if (current && padShipToId(current) === padShipToId(shipToId)) return;
      const { changeShipTo } = await loadChangeShipTo();
      const changed = await changeShipTo(store, shipToId);
      if (!changed.ok) console.warn('the order’s ship-to could not be chosen', changed.message);
    },
    [store],
  );

  const refresh = useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['cart'] }),
        client.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
    [client],
  );

  const fill = useCallback(
    async (action: 'reorder' | 'edit', order: ActionOrder, mode: CartConflictMode | null) => {
      setQuestion(null);
      setOutcome(null);
      setBusy({ action, orderNumber: order.orderNumber });
      try {
        const answer = await FILL[action](order, mode);
        if (answer.needsChoice) {
          setQuestion({ kind: 'choose', action, order });
          return;
        }
        await showCartOf(order.shipToId);
        await refresh();
        if (action === 'edit') {
          void navigate(ROUTES.cart.path);
          return;
        }
        setOutcome({ kind: 'reordered', order, failed: answer.failed, savedOrderId: answer.savedOrderId });
      } catch (error) {
        setOutcome({ kind: 'failed', action, error });
      } finally {
        setBusy(null);
      }
    },
    [navigate, refresh, showCartOf],
  );

  const runCancel = useCallback(
    async (order: ActionOrder) => {
      setQuestion(null);
      setOutcome(null);
      setBusy({ action: 'cancel', orderNumber: order.orderNumber });
      try {
        setOutcome({ kind: 'cancelled', ...(await cancel(order)) });
      } catch (error) {
        setOutcome({ kind: 'failed', action: 'cancel', error });
      } finally {
        setBusy(null);
        await refresh();
      }
    },
    [refresh],
  );

  /** Starts an action: re-order at once, cancel and edit after the buyer confirms. */
  const start = useCallback(
    (action: OrderAction, order: ActionOrder) => {
      if (action === 'reorder') void fill('reorder', order, null);
      else setQuestion({ kind: 'confirm', action, order });
    },
    [fill],
  );

  /** The buyer confirmed the cancel or edit on screen. */
  const confirm = useCallback(() => {
    if (question?.kind !== 'confirm') return;
    if (question.action === 'cancel') void runCancel(question.order);
    else void fill('edit', question.order, null);
  }, [question, runCancel, fill]);

  /** The buyer answered the order-in-progress question. */
  const choose = useCallback(
    (choice: CartChoice) => {
      if (question?.kind !== 'choose') return;
      if (choice === 'abort') setQuestion(null);
      else void fill(question.action, question.order, choice);
    },
    [question, fill],
  );

  return {
    question,
    outcome,
    busy,
    start,
    confirm,
    choose,
    dismissQuestion: () => setQuestion(null),
    dismissOutcome: () => setOutcome(null),
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
