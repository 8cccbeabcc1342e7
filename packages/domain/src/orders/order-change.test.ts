import { describe, expect, it } from 'vitest';
import { cartAfterChoice, needsOrderChangeConfirmation } from './order-change';

describe('order-in-progress confirmation (spec 2 §4)', () => {
  it.each([
    ['shipTo', 3, undefined, true],
    ['shipmentMode', 1, undefined, true],
    ['deliveryDate', 2, false, true],
    ['deliveryDate', 2, true, false], // "A first-available-date change skips the confirmation."
    ['shipTo', 0, undefined, false],
  ] as const)(
    '%s with %i items (first available %s) → %s',
    (change, cartItemCount, toFirstAvailableDate, expected) => {
      expect(needsOrderChangeConfirmation({ change, cartItemCount, toFirstAvailableDate })).toBe(expected);
    },
  );

  // spec 2 §4: "keep the current order, or start a new order with the new choice (cart products removed)"
  it('continue keeps the cart and drops the change; new empties the cart and applies it', () => {
    expect(cartAfterChoice('continue')).toEqual({ keepCart: true, applyChange: false });
    expect(cartAfterChoice('new')).toEqual({ keepCart: false, applyChange: true });
  });
});
