import { z } from 'zod';
import type { Market } from '../markets/markets';
import type { OrderType } from '../orders/order-types';
import {
  addDays,
  DAY_CODES,
  dayCodeOf,
  isIsoDate,
  isWeekend,
  yearOf,
  zonedDateTime,
  type DayCode,
  type IsoDate,
} from './dates';
import { resolveHolidays, type HolidayMonthLists } from './holidays';

/** One entry of a ship-to's delivery calendar (spec 2 §3); day codes 'MON'..'SUN'. */
export type DeliveryConfigEntry = { type: string; delivery_days?: string[]; small_truck_sec_Days?: string[] };

/** Reads one ship-to delivery-calendar entry on the wire or from the database. */
export const deliveryConfigEntrySchema = z.object({
  type: z.string(),
  delivery_days: z.array(z.string()).optional(),
  small_truck_sec_Days: z.array(z.string()).optional(),
});

/** What every delivery-calendar rule reads. `holidays` are `YYYY-MM-DD` dates of the market. */
export type CalendarInput = {
  now: Date;
  timeZone: string;
  orderType: OrderType | null;
  deliveryConfig: DeliveryConfigEntry[];
  holidays: string[];
  windowDays?: number;
};

/** The delivery window: the latest date offered is today plus this many days (DESIGN §6). */
export const DEFAULT_WINDOW_DAYS = 365;

/** Local cut-off hours (spec 2 §9); an order at or after the hour counts as placed the next working day. */
export const CUT_OFF_HOURS = { smallTruck: 12, standard: 16 } as const;

/** The delivery-bar messages, which are also their i18n keys (spec 2 §5). */
export const DELIVERY_MESSAGES = {
  orderTypeEmpty: 'Order type has to not be empty!',
  dateEmpty: 'Delivery date has to not be empty!',
  dateNotAvailable: 'Shipping cannot be ordered. Choose a different date.',
} as const;

const MONDAY_TO_FRIDAY: readonly DayCode[] = ['MON', 'TUE', 'WED', 'THU', 'FRI'];

/** Which ship-to calendar entry an order type reads: the one whose type contains '1', or 'PD'. */
export type CalendarType = 'standard' | 'PD';

export function calendarTypeOf(orderType: OrderType): CalendarType {
  return orderType === 'flatrate_flatrate' || orderType === 'emptiesfulltruck_emptiesfulltruck'
    ? 'PD'
    : 'standard';
}

function readDayCodes(days: readonly string[] | undefined): DayCode[] {
  const codes = (days ?? []).map((day) => day.trim().slice(0, 3).toUpperCase());
  return DAY_CODES.filter((code) => codes.includes(code));
}

/**
 * The weekdays a ship-to receives an order type (spec 2 §5, DESIGN §6): the calendar entry's
 * delivery_days, else its small_truck_sec_Days, else Monday to Friday when the entry is missing or empty.
 */
export function deliveryWeekdays(
  orderType: OrderType,
  deliveryConfig: readonly DeliveryConfigEntry[],
): DayCode[] {
  const calendarType = calendarTypeOf(orderType);
  const entry = deliveryConfig.find((candidate) =>
    calendarType === 'PD' ? candidate.type.trim().toUpperCase() === 'PD' : candidate.type.includes('1'),
  );
  const primary = readDayCodes(entry?.delivery_days);
  if (primary.length > 0) return primary;
  const secondary = readDayCodes(entry?.small_truck_sec_Days);
  return secondary.length > 0 ? secondary : [...MONDAY_TO_FRIDAY];
}

/** A working day is not Saturday, Sunday or a holiday (spec 2 §5). */
export function isWorkingDay(date: IsoDate, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

/** The date `count` working days after `date` (the start date itself never counts). */
export function addWorkingDays(date: IsoDate, count: number, holidays: ReadonlySet<string>): IsoDate {
  let current = date;
  for (let added = 0; added < count;) {
    current = addDays(current, 1);
    if (isWorkingDay(current, holidays)) added += 1;
  }
  return current;
}

/**
 * Working days between today and the earliest delivery (spec 2 §5, DESIGN §6): Truck and Empty truck
 * 3; Small truck 4 if today is not a working day or it is 12:00 or later, else 3; Standard order and
 * Empty small 2 if today is not a working day or it is 16:00 or later, else 1.
 */
export function earliestOffset(orderType: OrderType, today: { isWorkingDay: boolean; hour: number }): number {
  switch (orderType) {
    case 'flatrate_flatrate':
    case 'emptiesfulltruck_emptiesfulltruck':
      return 3;
    case 'freeshipping_freeshipping':
      return !today.isWorkingDay || today.hour >= CUT_OFF_HOURS.smallTruck ? 4 : 3;
    case 'selfpickup_selfpickup':
    case 'emptiespickup_emptiespickup':
      return !today.isWorkingDay || today.hour >= CUT_OFF_HOURS.standard ? 2 : 1;
  }
}

/** Everything a date check needs, worked out once for a calendar input. */
export type DeliveryCalendar = {
  orderType: OrderType;
  today: IsoDate;
  earliest: IsoDate;
  latest: IsoDate;
  weekdays: ReadonlySet<DayCode>;
  holidays: ReadonlySet<string>;
};

/** Works out today, the earliest and latest dates and the weekdays; null without an order type. */
export function deliveryCalendar(input: CalendarInput): DeliveryCalendar | null {
  if (input.orderType === null) return null;
  const holidays = new Set(input.holidays);
  const { date: today, hour } = zonedDateTime(input.now, input.timeZone);
  const offset = earliestOffset(input.orderType, { isWorkingDay: isWorkingDay(today, holidays), hour });
  return {
    orderType: input.orderType,
    today,
    earliest: addWorkingDays(today, offset, holidays),
    latest: addDays(today, input.windowDays ?? DEFAULT_WINDOW_DAYS),
    weekdays: new Set(deliveryWeekdays(input.orderType, input.deliveryConfig)),
    holidays,
  };
}

/**
 * True when the date may be delivered: a working day among the ship-to's weekdays, from the earliest
 * to the latest date, both included. A Saturday in a ship-to's delivery days is still not a working day.
 */
export function isDeliverable(calendar: DeliveryCalendar, date: IsoDate): boolean {
  return (
    isIsoDate(date) &&
    date >= calendar.earliest &&
    date <= calendar.latest &&
    isWorkingDay(date, calendar.holidays) &&
    calendar.weekdays.has(dayCodeOf(date))
  );
}

/** The dates that may be chosen, ascending (spec 2 §5). */
export function availableDeliveryDates(input: CalendarInput): string[] {
  const calendar = deliveryCalendar(input);
  if (!calendar) return [];
  const dates: IsoDate[] = [];
  for (let date = calendar.earliest; date <= calendar.latest; date = addDays(date, 1)) {
    if (isDeliverable(calendar, date)) dates.push(date);
  }
  return dates;
}

/** The first date from the earliest date that passes every check, or null when none does. */
export function firstAvailableDate(input: CalendarInput): string | null {
  const calendar = deliveryCalendar(input);
  if (!calendar) return null;
  for (let date = calendar.earliest; date <= calendar.latest; date = addDays(date, 1)) {
    if (isDeliverable(calendar, date)) return date;
  }
  return null;
}

/** Result of a delivery-bar check: the first failing rule's English message (spec 2 §5). */
export type DeliveryValidation = { ok: true } | { ok: false; message: string };

/** Checks order type, then date presence, then the date itself, and reports the first error only. */
export function validateDeliveryDate(input: CalendarInput & { date: string | null }): DeliveryValidation {
  if (input.orderType === null || (input.orderType as string) === '') {
    return { ok: false, message: DELIVERY_MESSAGES.orderTypeEmpty };
  }
  if (input.date === null || input.date.trim() === '') {
    return { ok: false, message: DELIVERY_MESSAGES.dateEmpty };
  }
  const calendar = deliveryCalendar(input);
  if (!calendar || !isDeliverable(calendar, input.date.trim())) {
    return { ok: false, message: DELIVERY_MESSAGES.dateNotAvailable };
  }
  return { ok: true };
}

/**
 * The date the delivery bar shows (spec 2 §4): the stored date when it is still available and the order
 * type was not just changed, else the first available date, else today in the market's zone.
 */
export function chooseDeliveryDate(
  input: CalendarInput & { storedDate: string | null; orderTypeChanged: boolean },
): string {
  const calendar = deliveryCalendar(input);
  const today = zonedDateTime(input.now, input.timeZone).date;
  if (!calendar) return today;
  if (!input.orderTypeChanged && input.storedDate !== null && isDeliverable(calendar, input.storedDate)) {
    return input.storedDate;
  }
  return firstAvailableDate(input) ?? today;
}

/** Working days after the requested date within which a flexible delivery ships (DESIGN §6). */
export const FLEXIBLE_DELIVERY_WORKING_DAYS = 3;

/** The last date a flexible delivery may ship: the requested date plus 3 working days. */
export function flexibleDeliveryLatest(date: IsoDate, holidays: readonly string[]): IsoDate {
  return addWorkingDays(date, FLEXIBLE_DELIVERY_WORKING_DAYS, new Set(holidays));
}

/**
 * The market's holidays for every year a calendar built at `now` can show (today to the end of the
 * window, plus a month for the working-day offsets and flexible delivery).
 */
export function calendarHolidays(input: {
  market: Market;
  now: Date;
  timeZone: string;
  config?: HolidayMonthLists | null;
  windowDays?: number;
}): string[] {
  const today = zonedDateTime(input.now, input.timeZone).date;
  const last = addDays(today, (input.windowDays ?? DEFAULT_WINDOW_DAYS) + 31);
  const years: number[] = [];
  for (let year = yearOf(today); year <= yearOf(last); year += 1) years.push(year);
  return resolveHolidays({ market: input.market, years, config: input.config ?? null });
}
