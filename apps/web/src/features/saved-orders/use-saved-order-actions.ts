import { useState } from 'react';
import type { CartConflictMode } from '../../gql/graphql';
import { ApiError } from '../../lib/api-errors';
import {
  useDeleteSavedOrder,
  useReOrderSavedOrder,
  type ReOrderAnswer,
  type SavedOrder,
} from './api/use-saved-orders';

/** What the last action on a saved order came to, shown above the list or the details. */
export type ActionOutcome =
  | { kind: 'reordered'; answer: ReOrderAnswer }
  | { kind: 'deleted' }
  | { kind: 'failed'; action: 'reorder' | 'delete'; gone: boolean };

/** A saved order that is no longer there (re-ordered, deleted, never the caller's) answers 'not found'. */
export const isGone = (error: unknown) =>
  error instanceof ApiError && (error.code === 'SAVED_ORDER_NOT_FOUND' || error.kind === 'not-found');

/**
 * Re-order and delete of saved orders (spec 2 §4, §7): a re-order into a cart that holds products first asks
 * the order-in-progress question (continue, start new, or start new saving the cart); a delete first asks for
 * confirmation. `onDone` hears of a saved order that has left the list, so a details view can close.
 */
export function useSavedOrderActions(onDone: (id: string) => void) {
  const reOrder = useReOrderSavedOrder();
  const remove = useDeleteSavedOrder();
  const [asking, setAsking] = useState<SavedOrder | null>(null);
  const [confirming, setConfirming] = useState<SavedOrder | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  const reorder = (order: SavedOrder, mode: CartConflictMode | null = null) => {
    setOutcome(null);
    reOrder.mutate(
      { id: order.id, mode },
      {
        onSuccess: (answer) => {
          if (answer.needs_choice) {
            setAsking(order);
            return;
          }
          setOutcome({ kind: 'reordered', answer });
          // A re-ordered saved order leaves the list; one that could not be re-ordered stays.
          if (answer.status !== 'failed') onDone(order.id);
        },
        onError: (error) => setOutcome({ kind: 'failed', action: 'reorder', gone: isGone(error) }),
      },
    );
  };

  /** The answer to the order-in-progress question; closing it changes nothing (spec 2 §4). */
  const answerConflict = (mode: CartConflictMode | 'cancel') => {
    const order = asking;
    setAsking(null);
    if (order && mode !== 'cancel') reorder(order, mode);
  };

  const confirmDelete = () => {
    const order = confirming;
    if (!order) return;
    setOutcome(null);
    remove.mutate(order.id, {
      onSuccess: (answer) => {
        setConfirming(null);
        setOutcome(answer.success ? { kind: 'deleted' } : { kind: 'failed', action: 'delete', gone: true });
        if (answer.success) onDone(order.id);
      },
      onError: (error) => {
        setConfirming(null);
        setOutcome({ kind: 'failed', action: 'delete', gone: isGone(error) });
      },
    });
  };

  return {
    reorder,
    /** The saved order being re-ordered, while a call is under way. */
    reordering: reOrder.isPending ? (reOrder.variables?.id ?? null) : null,
    asking,
    answerConflict,
    askDelete: (order: SavedOrder) => {
      setOutcome(null);
      setConfirming(order);
    },
    confirming,
    deleting: remove.isPending,
    confirmDelete,
    cancelDelete: () => setConfirming(null),
    outcome,
    dismissOutcome: () => setOutcome(null),
  };
}

export type SavedOrderActions = ReturnType<typeof useSavedOrderActions>;
