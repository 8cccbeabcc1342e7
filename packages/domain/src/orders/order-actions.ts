/**
 * The answers of the actions on a placed or saved order (spec 2 §4 "Edit order", "Cancel order from history",
 * "Re-order"; spec 2 §8): their English text is the message id the web translates.
 */

/** What to do with what the cart already holds when an order's lines come into it (spec 2 §4). */
export const CART_CONFLICT_MODES = ['CONTINUE', 'START_NEW', 'START_NEW_SAVE'] as const;
export type CartConflictMode = (typeof CART_CONFLICT_MODES)[number];

export const REORDER_MESSAGES = {
  added: 'The products have been added to the cart',
  partial: 'One or more products could not be added to the cart',
  none: 'Re-order cannot proceed, some items not available',
  needsChoice: 'Your cart already holds products: continue that order or start a new one',
} as const;

export const CANCEL_MESSAGES = {
  cancelled: 'Your order has been cancelled.',
  cancelledWithLinked: 'Your beer order and associated empty order have been cancelled.',
} as const;

/** The cancel call's status codes (spec 2 §4): D the order is cancelled (deleted at the ERP), E refused. */
export const CANCEL_STATUS = { cancelled: 'D', refused: 'E' } as const;

/** Why a line of a re-order or an edit could not go into the cart; the message is the i18n key. */
export const REORDER_FAILURES = {
  discontinued: { code: 'DISCONTINUED', message: 'The product is no longer sold' },
  notEmpties: { code: 'NOT_EMPTIES', message: 'Only empties (crates and kegs) can be returned' },
} as const;

/**
 * Whether an order's lines must ask the buyer first (spec 2 §4 order-in-progress): the cart holds goods or
 * returned empties and the buyer has not said whether to continue it or start a new order.
 */
export function needsCartChoice(cartHoldsItems: boolean, mode: CartConflictMode | null | undefined): boolean {
  return cartHoldsItems && !mode;
}

/** The re-order's outcome from how many lines were added and how many were not. */
export function reorderStatus(added: number, failed: number): 'success' | 'partial' | 'failed' {
  if (added === 0) return 'failed';
  return failed === 0 ? 'success' : 'partial';
}
