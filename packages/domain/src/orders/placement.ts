import { CAPACITY_MESSAGES } from '../capacity/capacity';
import {
  addWorkingDays,
  DELIVERY_MESSAGES,
  deliveryCalendar,
  earliestOffset,
  isDeliverable,
  isWorkingDay,
  type CalendarInput,
  type DeliveryCalendar,
} from '../calendar/delivery-calendar';
import type { IsoDate } from '../calendar/dates';
import { paymentTerm } from '../payment/payment-terms';
import type { OrderType } from './order-types';

/**
 * The rules of placing a cart as an order (spec 2 §5 "Order rules", §9; spec 3 §5), re-checked by the server
 * at the moment of placing. Messages are their i18n keys.
 */
export const PLACEMENT_MESSAGES = {
  termsNotAccepted: 'Accept the Master Purchase Agreement and the guidelines to order',
  cartEmpty: 'The cart is Empty',
  notPermitted: 'You cannot order for this ship-to',
  paymentMissing: 'Choose a payment term',
  paymentNotAllowed: 'This payment term is not available to your company',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible characters',
} as const;

/** Master Purchase Agreement and guidelines: both must be accepted to order (spec 2 §5, spec 3 §5). */
export function termsAccepted(input: { masterPurchaseAgreement: boolean; guidelines: boolean }): boolean {
  return input.masterPurchaseAgreement === true && input.guidelines === true;
}

/** Why a delivery date cannot be placed now, or null when it can. */
export type DeliveryDateRefusal = 'empty' | 'cutOffPassed' | 'notAvailable';

/**
 * The earliest date the order type would allow today had today's cut-off hour not passed (spec 2 §5, §9): the
 * days from there up to the calendar's earliest date were closed by the cut-off.
 */
export function earliestBeforeCutOff(calendar: DeliveryCalendar): IsoDate {
  const today = { isWorkingDay: isWorkingDay(calendar.today, calendar.holidays), hour: 0 };
  return addWorkingDays(calendar.today, earliestOffset(calendar.orderType, today), calendar.holidays);
}

/**
 * Checks the cart's date at the moment of placing (spec 2 §5 "Delivery date valid only if", §9 cut-off hours).
 * 'cutOffPassed' when the date would still be deliverable had the order been placed before today's cut-off
 * (the buyer chose it in time but placed after 12:00 / 16:00 in the market's zone); else 'notAvailable'.
 */
export function deliveryDateRefusal(
  input: CalendarInput & { date: string | null },
): DeliveryDateRefusal | null {
  const date = input.date?.trim() ?? '';
  if (date === '') return 'empty';
  const calendar = deliveryCalendar(input);
  if (!calendar) return 'notAvailable';
  if (isDeliverable(calendar, date)) return null;
  const beforeCutOff = earliestBeforeCutOff(calendar);
  return beforeCutOff < calendar.earliest && isDeliverable({ ...calendar, earliest: beforeCutOff }, date)
    ? 'cutOffPassed'
    : 'notAvailable';
}

/** The message of a date refusal: the delivery bar's (spec 2 §5), which is shown with a new date offered. */
export function deliveryDateMessage(refusal: DeliveryDateRefusal): string {
  return refusal === 'empty' ? DELIVERY_MESSAGES.dateEmpty : DELIVERY_MESSAGES.dateNotAvailable;
}

export type PaymentTermChoice = { ok: true; code: string } | { ok: false; reason: 'missing' | 'notAllowed' };

/**
 * The payment term of an order (spec 2 §9): the one chosen on the cart, else the payer's default (the first of
 * its terms); it must be one of the payer's terms and a known code.
 */
export function choosePaymentTerm(
  selected: string | null | undefined,
  payerTerms: readonly string[],
): PaymentTermChoice {
  const wanted = selected?.trim().toUpperCase() || payerTerms[0]?.trim().toUpperCase() || '';
  if (wanted === '') return { ok: false, reason: 'missing' };
  const allowed = payerTerms.some((code) => code.trim().toUpperCase() === wanted);
  return allowed && paymentTerm(wanted) ? { ok: true, code: wanted } : { ok: false, reason: 'notAllowed' };
}

/**
 * The order type of the empties a beer order returns (decision 0016): a Truck takes them back as an Empty
 * truck, every smaller delivery as an Empty small, as the ERP's document codes pair them (YSOR/YSER, YDOR/YDER).
 */
export function emptiesOrderTypeOf(beerOrderType: OrderType): OrderType {
  return beerOrderType === 'flatrate_flatrate'
    ? 'emptiesfulltruck_emptiesfulltruck'
    : 'emptiespickup_emptiespickup';
}

const MAXIMUM_MESSAGES: readonly string[] = [
  CAPACITY_MESSAGES.palletMaximumExceeded,
  CAPACITY_MESSAGES.weightMaximumExceeded,
  CAPACITY_MESSAGES.reduceQuantity,
  CAPACITY_MESSAGES.onPremiseMaximumExceeded,
];

/** The user-error code of a capacity refusal: over a maximum, or under a minimum (spec 2 §5). */
export function capacityErrorCode(
  message: string,
): 'CAPACITY_MAXIMUM_EXCEEDED' | 'CAPACITY_MINIMUM_NOT_REACHED' {
  return MAXIMUM_MESSAGES.includes(message) ? 'CAPACITY_MAXIMUM_EXCEEDED' : 'CAPACITY_MINIMUM_NOT_REACHED';
}

/** An Idempotency-Key header value: 1 to 200 visible ASCII characters (decision 0016). */
export function isIdempotencyKey(value: string): boolean {
  return /^[\x21-\x7e]{1,200}$/.test(value);
}
