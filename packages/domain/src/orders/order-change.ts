/** A delivery-preference change that may clash with the cart (spec 2 §4). */
export type OrderChange = 'shipTo' | 'shipmentMode' | 'deliveryDate';

/** The two answers of the order-in-progress confirmation: keep the cart, or start a new order. */
export type OrderChangeChoice = 'continue' | 'new';

/** Text of a confirmation the user dismissed; a harmless abort (spec 2 §4). */
export const USER_CANCELED = 'User canceled the action';

/**
 * True when a change must be confirmed first (spec 2 §4): changing the ship-to, the shipment mode or
 * the delivery date while the cart holds items, unless the date change only moves to the first
 * available date.
 */
export function needsOrderChangeConfirmation(input: {
  change: OrderChange;
  cartItemCount: number;
  toFirstAvailableDate?: boolean;
}): boolean {
  if (input.cartItemCount <= 0) return false;
  return !(input.change === 'deliveryDate' && input.toFirstAvailableDate === true);
}

/** What a confirmed change does to the cart: 'continue' keeps it as it is, 'new' empties it. */
export function cartAfterChoice(choice: OrderChangeChoice): { keepCart: boolean; applyChange: boolean } {
  return choice === 'new' ? { keepCart: false, applyChange: true } : { keepCart: true, applyChange: false };
}
