import { ApiError } from '../../lib/api-errors';
import { CheckoutRefused } from './api/use-checkout';

/**
 * Why an order was not placed: the date passed its cut-off or is no longer offered (shown with the calendar
 * message and a new date), another refusal of the server (its message, an i18n key), or no answer (retry with
 * the same key).
 */
export type PlaceFailure =
  | { kind: 'date'; message: string; firstAvailableDate: string | null }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'network'; message: string };

/** Codes of refusals about the delivery date: a passed cut-off, a date no longer offered or in the past. */
const DATE_CODE = /DATE|CUT_?OFF|CALENDAR|HOLIDAY/i;

/** The failure shown for an error of placeOrder. */
export function placeFailure(error: unknown): PlaceFailure {
  if (error instanceof CheckoutRefused) {
    if (DATE_CODE.test(error.code)) {
      return { kind: 'date', message: error.message, firstAvailableDate: error.firstAvailableDate };
    }
    return { kind: 'refused', code: error.code, message: error.message };
  }
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'server')) {
    return { kind: 'network', message: 'Try again later' };
  }
  return { kind: 'refused', code: 'UNKNOWN', message: 'Something went wrong' };
}
