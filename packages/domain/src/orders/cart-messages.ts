/**
 * The server's refusals of a cart preference change (order type, shipment mode, empties returned, payment term,
 * customer order number, note). The spec quotes none of these; like its own messages, the English text is the
 * message id the web translates (DESIGN §6).
 */
export const CART_PREFERENCE_MESSAGES = {
  transportTypeSaved: 'Transport type saved',
  orderTypeNotOffered: 'This order type is not offered for this ship-to',
  shipToMismatch: 'The cart belongs to another ship-to',
  emptiesNotAllowed: 'Empties returns need the Empties Management permission',
  orderInProgress: 'Empty the cart or keep the current order before changing the shipment mode',
  notEmpties: 'Only empties (crates and kegs) can be returned',
  emptiesNotHeld: 'You cannot return more empties than you hold',
  paymentNotAllowed: 'This payment term is not available to your company',
  customerOrderNumberTooLong: 'The customer order number has at most 40 characters',
  noteTooLong: 'The note for the driver has at most 240 characters',
} as const;

/** The server's refusals of a cart line (add, update, re-order); the English text is the message id. */
export const CART_LINE_MESSAGES = {
  productUnavailable: 'The product is not available on your price list',
  productNotSaleable: 'The product cannot be ordered for the chosen delivery date',
  unitNotOrderable: 'This product cannot be ordered in this unit',
  quantityRequired: 'Enter a quantity',
  emptiesOnly: 'An empties return order holds empties only',
  goodsOnly: 'Empties are returned with the empties of the cart, not as products',
  itemNotFound: 'The cart item no longer exists',
} as const;
