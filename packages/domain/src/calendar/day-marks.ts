import {
  dateRange,
  dayCodeOf,
  formatDayLabel,
  isIsoDate,
  isWeekend,
  zonedDateTime,
  type IsoDate,
} from './dates';
import {
  deliveryCalendar,
  isWorkingDay,
  type CalendarInput,
  type DeliveryCalendar,
} from './delivery-calendar';

/** Why a day cannot be chosen in the date picker. */
export type UnavailableReason =
  | 'invalid-date'
  | 'no-order-type'
  | 'holiday'
  | 'weekend'
  | 'before-earliest'
  | 'after-latest'
  | 'not-a-delivery-day';

/** The English explanation of each reason, also its i18n key. */
export const UNAVAILABLE_REASON_TEXTS: Readonly<Record<UnavailableReason, string>> = {
  'invalid-date': 'This is not a valid date',
  'no-order-type': 'Choose an order type first',
  holiday: 'Holiday: no deliveries',
  weekend: 'No deliveries at the weekend',
  'before-earliest': 'Too soon for this order type',
  'after-latest': 'Too far ahead: the delivery window is over',
  'not-a-delivery-day': 'Not a delivery day of this ship-to',
};

function reasonFor(calendar: DeliveryCalendar, date: IsoDate): UnavailableReason | null {
  // A day's own nature (holiday, weekend) explains more than the order window, so it is reported first.
  if (calendar.holidays.has(date)) return 'holiday';
  if (isWeekend(date)) return 'weekend';
  if (date < calendar.earliest) return 'before-earliest';
  if (date > calendar.latest) return 'after-latest';
  if (!calendar.weekdays.has(dayCodeOf(date))) return 'not-a-delivery-day';
  return null;
}

/** Why a date cannot be delivered, or null when it can (checks in the order of the type). */
export function unavailableReason(input: CalendarInput & { date: string }): UnavailableReason | null {
  if (!isIsoDate(input.date)) return 'invalid-date';
  const calendar = deliveryCalendar(input);
  return calendar ? reasonFor(calendar, input.date) : 'no-order-type';
}

/**
 * How the calendar draws a day (spec 2 §5): the chosen day, a holiday, a delivery day (available), another
 * working day, or plain (weekends and the like); today also carries a dot.
 */
export type DayMark = 'chosen' | 'holiday' | 'delivery' | 'working' | 'plain';

/** One day of the date picker. */
export type CalendarDay = {
  date: IsoDate;
  label: string;
  mark: DayMark;
  isToday: boolean;
  available: boolean;
  reason: UnavailableReason | null;
};

/**
 * Describes every day from `from` to `to` for the date picker. Marks take this precedence: chosen,
 * holiday, delivery, working, plain.
 */
export function describeDays(
  input: CalendarInput & { from: string; to: string; chosen?: string | null },
): CalendarDay[] {
  if (!isIsoDate(input.from) || !isIsoDate(input.to)) return [];
  const calendar = deliveryCalendar(input);
  const holidays = new Set(input.holidays);
  const today = zonedDateTime(input.now, input.timeZone).date;
  return dateRange(input.from, input.to).map((date) => {
    const reason = calendar ? reasonFor(calendar, date) : 'no-order-type';
    const available = reason === null;
    let mark: DayMark = 'plain';
    if (date === input.chosen) mark = 'chosen';
    else if (holidays.has(date)) mark = 'holiday';
    else if (available) mark = 'delivery';
    else if (isWorkingDay(date, holidays)) mark = 'working';
    return { date, label: formatDayLabel(date), mark, isToday: date === today, available, reason };
  });
}
