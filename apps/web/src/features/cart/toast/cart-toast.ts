import { createSingleToast } from '../../../lib/single-toast';

type CartToastContent =
  | { kind: 'added' | 'updated'; productName: string }
  | { kind: 'error'; message: string }
  | { kind: 'offline' };

/**
 * What the cart's toast says: a product added to or updated in the cart (spec 1 §2.7), or why a cart action
 * failed (a user_error's message, whose English text is its i18n key), or that it was not sent for want of
 * a connection.
 */
export type CartToast = CartToastContent & { id: number };

const toast = createSingleToast<CartToastContent>();

/** Shows a toast, replacing the one shown. */
export const showCartToast = toast.show;
/** Hides the toast `id` (a newer one stays). */
export const dismissCartToast = toast.dismiss;
/** The toast shown, or null. */
export const useCartToast = toast.use;
