import { useCallback, useRef, useState } from 'react';
import type { OrderChange, OrderChangeChoice } from '@spina/domain';

/** The answer to the order-in-progress question; 'cancel' is a harmless abort (spec 2 §4). */
export type OrderChangeAnswer = OrderChangeChoice | 'cancel';

/**
 * The keep-or-new question of spec 1 §4.5: `ask` holds the pending change until the user answers, and
 * resolves with 'continue' (keep the current order), 'new' (start a new order) or 'cancel'.
 */
export function useOrderChangeQuestion() {
  const [pending, setPending] = useState<OrderChange | null>(null);
  const resolver = useRef<((answer: OrderChangeAnswer) => void) | null>(null);

  const ask = useCallback((change: OrderChange) => {
    // A question still open is cancelled: only the latest change is pending.
    resolver.current?.('cancel');
    setPending(change);
    return new Promise<OrderChangeAnswer>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = useCallback((choice: OrderChangeAnswer) => {
    resolver.current?.(choice);
    resolver.current = null;
    setPending(null);
  }, []);

  return { pending, ask, answer };
}
