import {
  allowedOrderType,
  capacityErrorCode,
  checkOrderCapacity,
  choosePaymentTerm,
  deliveryDateMessage,
  deliveryDateRefusal,
  EMPTIES_MANAGEMENT_ROLES,
  firstAvailableDate,
  isEmptiesProduct,
  isIdempotencyKey,
  isOrderType,
  isSellableOn,
  isSuspended,
  normaliseShipmentMode,
  orderTypeOptions,
  parsePermissions,
  PLACEMENT_MESSAGES,
  SHIP_TO_MESSAGES,
  termsAccepted,
  type OrderType,
} from '@spina/domain';
import type { PlaceOrderInput } from '../../graphql/resolvers.generated';
import { calendarInputOf } from '../delivery/delivery.calendar';
import { CART_ID_PATTERN, cartNotFound } from '../cart/cart.errors';
import { CART_MESSAGES, type CartUserError } from '../cart/cart.lines';
import {
  CUSTOMER_ORDER_NUMBER_MAX,
  NOTE_FOR_DRIVER_MAX,
  PREFERENCE_MESSAGES,
} from '../cart/cart.preferences';
import type { CartLineRow } from '../cart/cart.store';
import type { draftOrders } from './checkout.orders';
import type { PlacedOrderRow, PlacementContext } from './checkout.store';

/**
 * The rules placeOrder re-checks at the moment of placing (spec 2 §5 Order rules, §9; spec 3 §5), each a small
 * step that answers a refusal (a user_error, nothing written) or null.
 */

/** What the caller asks: the cart, the order's texts, the accepted terms and the Idempotency-Key header. */
export type PlaceOrderRequest = PlaceOrderInput & { idempotencyKey: string | null };

export type PlacementResult = {
  orders: PlacedOrderRow[];
  user_errors: CartUserError[];
  /** With a refused delivery date: the first date that can be ordered now. */
  first_available_date: string | null;
};

export const refusal = (code: string, message: string, sku: string | null = null): PlacementResult => ({
  orders: [],
  user_errors: [{ code, message, sku }],
  first_available_date: null,
});
export const placed = (orders: PlacedOrderRow[]): PlacementResult => ({
  orders,
  user_errors: [],
  first_available_date: null,
});

/** The texts of the order: the ones sent with placeOrder, else the ones stored on the cart. */
export function orderTexts(request: PlaceOrderRequest, context: PlacementContext) {
  const text = (sent: string | null | undefined, stored: string | null) =>
    (sent === undefined || sent === null ? stored : sent)?.trim() || null;
  return {
    customerOrderNumber: text(request.customerordernumber, context.cart.customerOrderNumber),
    noteForDriver: text(request.notefordriver, context.cart.noteForDriver),
  };
}

/** Checks that need no database: the accepted terms (spec 3 §5) and the Idempotency-Key's form. */
export function checkRequest(request: PlaceOrderRequest): PlacementResult | null {
  if (!CART_ID_PATTERN.test(request.cart_id)) return refusal('CART_NOT_FOUND', cartNotFound().message);
  if (request.idempotencyKey !== null && !isIdempotencyKey(request.idempotencyKey))
    return refusal('IDEMPOTENCY_KEY_INVALID', PLACEMENT_MESSAGES.idempotencyKeyInvalid);
  const accepted = termsAccepted({
    masterPurchaseAgreement: request.accept_master_purchase_agreement,
    guidelines: request.accept_guidelines,
  });
  return accepted ? null : refusal('TERMS_NOT_ACCEPTED', PLACEMENT_MESSAGES.termsNotAccepted);
}

/** The caller's rights on the ship-to as they are now: Catalogue to order, Empties Management to return. */
export function grantOf(context: PlacementContext) {
  const permissions = parsePermissions(context.grant?.permissions.join(',') ?? '');
  return {
    catalogue: permissions.some((permission) => permission.includes('Catalogue')),
    emptiesManagement:
      permissions.includes('Empties Management') ||
      (context.grant?.roles ?? []).some((role) => EMPTIES_MANAGEMENT_ROLES.includes(role.trim())),
  };
}

export function checkShipTo(context: PlacementContext): PlacementResult | null {
  if (!grantOf(context).catalogue) return refusal('NOT_PERMITTED', PLACEMENT_MESSAGES.notPermitted);
  if (isSuspended({ shipToStatus: context.shipTo.status }))
    return refusal('SHIP_TO_SUSPENDED', SHIP_TO_MESSAGES.suspended);
  return null;
}

export function checkTexts(texts: ReturnType<typeof orderTexts>): PlacementResult | null {
  if (texts.customerOrderNumber && [...texts.customerOrderNumber].length > CUSTOMER_ORDER_NUMBER_MAX)
    return refusal('CUSTOMER_ORDER_NUMBER_TOO_LONG', PREFERENCE_MESSAGES.customerOrderNumberTooLong);
  if (texts.noteForDriver && [...texts.noteForDriver].length > NOTE_FOR_DRIVER_MAX)
    return refusal('NOTE_TOO_LONG', PREFERENCE_MESSAGES.noteTooLong);
  return null;
}

/** The cart's order type, offered for its shipment mode (an empties return needs Empties Management). */
export function checkOrderType(context: PlacementContext): { orderType: OrderType } | PlacementResult {
  const { emptiesManagement } = grantOf(context);
  if (context.cart.shipmentMode === 1 && !emptiesManagement)
    return refusal('EMPTIES_NOT_ALLOWED', PREFERENCE_MESSAGES.emptiesNotAllowed);
  const options = orderTypeOptions({
    hasEmptiesManagement: emptiesManagement,
    shipmentMode: normaliseShipmentMode(context.cart.shipmentMode, emptiesManagement),
  });
  const orderType = isOrderType(context.cart.orderType) ? context.cart.orderType : null;
  if (!orderType || allowedOrderType(orderType, options) !== orderType)
    return refusal('ORDER_TYPE_NOT_OFFERED', PREFERENCE_MESSAGES.orderTypeNotOffered);
  return { orderType };
}

/** The cart holds lines, goods for a beer order and empties for an empties return (spec 2 §4). */
export function checkContents(
  context: PlacementContext,
  lines: readonly CartLineRow[],
): PlacementResult | null {
  if (lines.length === 0) return refusal('CART_EMPTY', PLACEMENT_MESSAGES.cartEmpty);
  const emptiesCart = context.cart.shipmentMode === 1;
  const stray = lines.find((line) => isEmptiesProduct(line.product.materialType) !== emptiesCart);
  if (!stray) return null;
  return emptiesCart
    ? refusal('EMPTIES_ONLY', CART_MESSAGES.emptiesOnly, stray.product.sku)
    : refusal('GOODS_ONLY', CART_MESSAGES.goodsOnly, stray.product.sku);
}

/** The date against the calendar, holidays and cut-off in the market's zone now (spec 2 §5, §9). */
export function checkDeliveryDate(
  context: PlacementContext,
  orderType: OrderType,
  holidays: string[][],
  now: Date,
): PlacementResult | null {
  const { input: calendar } = calendarInputOf(
    { marketCode: context.marketCode, deliveryConfig: context.shipTo.deliveryConfig },
    orderType,
    { holidays },
    now,
  );
  const refused = deliveryDateRefusal({ ...calendar, date: context.cart.deliveryDate });
  if (refused === null) return null;
  const code = {
    empty: 'DELIVERY_DATE_EMPTY',
    cutOffPassed: 'DELIVERY_DATE_CUT_OFF_PASSED',
    notAvailable: 'DELIVERY_DATE_NOT_AVAILABLE',
  }[refused];
  return {
    ...refusal(code, deliveryDateMessage(refused)),
    first_available_date: firstAvailableDate(calendar),
  };
}

/** Every line on the ship-to's price list and saleable on the delivery date (spec 2 §3 saleability). */
export function checkLines(lines: readonly CartLineRow[], date: string): PlacementResult | null {
  for (const line of lines) {
    if (!line.price)
      return refusal('PRODUCT_UNAVAILABLE', CART_MESSAGES.productUnavailable, line.product.sku);
    if (!isSellableOn(line.product, date))
      return refusal('PRODUCT_NOT_SALEABLE', CART_MESSAGES.productNotSaleable, line.product.sku);
  }
  return null;
}

export function checkCapacity(
  evaluated: ReturnType<typeof draftOrders>['evaluated'],
): PlacementResult | null {
  const verdict = checkOrderCapacity(evaluated.capacity);
  return verdict.ok ? null : refusal(capacityErrorCode(verdict.message), verdict.message);
}

export function checkPaymentTerm(context: PlacementContext): { paymentTerm: string } | PlacementResult {
  const choice = choosePaymentTerm(context.cart.paymentCode, context.company.paymentTerms);
  if (choice.ok) return { paymentTerm: choice.code };
  return choice.reason === 'missing'
    ? refusal('PAYMENT_TERM_MISSING', PLACEMENT_MESSAGES.paymentMissing)
    : refusal('PAYMENT_NOT_ALLOWED', PLACEMENT_MESSAGES.paymentNotAllowed);
}

export const isRefusal = (value: object): value is PlacementResult => 'user_errors' in value;
