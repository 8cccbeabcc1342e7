import { useSyncExternalStore } from 'react';

/**
 * What the cart's toast says: a product added to or updated in the cart (spec 1 §2.7), or why a cart action
 * failed (a user_error's message, whose English text is its i18n key).
 */
export type CartToast =
  | { id: number; kind: 'added' | 'updated'; productName: string }
  | { id: number; kind: 'error'; message: string };

type CartToastContent = CartToast extends infer T ? (T extends CartToast ? Omit<T, 'id'> : never) : never;

let current: CartToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Shows a toast, replacing the one shown. */
export function showCartToast(content: CartToastContent): void {
  current = { ...content, id: nextId++ } as CartToast;
  notify();
}

/** Hides the toast `id` (a newer one stays). */
export function dismissCartToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast shown, or null. */
export function useCartToast(): CartToast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
