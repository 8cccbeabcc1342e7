import {
  addDays,
  builtInHolidays,
  calendarHolidays,
  deliveryConfigEntrySchema,
  describeDays,
  earliestBeforeCutOff,
  firstAvailableDate,
  isDeliverable,
  isOrderType,
  marketOfCountry,
  parseHolidayConfig,
  timeZoneOf,
  validateDeliveryDate,
  yearOf,
  type CalendarDayReason,
  type CalendarDayView,
  type CalendarInput,
  type DeliveryCalendar,
  type IsoDate,
  type Market,
  type OrderType,
} from '@spina/domain';
import type { PortalSettings } from '../portal/portal.service';

/** What the calendar needs of a ship-to: its company's market and its delivery-calendar entries. */
export type CalendarShipTo = { marketCode: string | null; deliveryConfig: unknown };

/**
 * The delivery-calendar input of a ship-to for an order type (spec 2 §5 "Delivery date valid only if"), the one
 * builder behind the delivery calls and the cart's checks: the market's time zone and holidays (configuration
 * over the built-in lists) and the ship-to's delivery days (a malformed entry list counts as none).
 */
export function calendarInputOf(
  shipTo: CalendarShipTo,
  orderType: OrderType | null,
  settings: Pick<PortalSettings, 'holidays'>,
  now: Date,
): { input: CalendarInput; market: Market } {
  const market = marketOfCountry(shipTo.marketCode);
  const timeZone = timeZoneOf(market);
  const input: CalendarInput = {
    now,
    timeZone,
    orderType: orderType !== null && isOrderType(orderType) ? orderType : null,
    deliveryConfig: deliveryConfigEntrySchema.array().catch([]).parse(shipTo.deliveryConfig),
    holidays: calendarHolidays({ market, now, timeZone, config: parseHolidayConfig(settings.holidays) }),
  };
  return { input, market };
}

/** The calendar of one ship-to and order type at one instant, with what every answer shares. */
export type CalendarFrame = {
  input: CalendarInput;
  calendar: DeliveryCalendar;
  market: Market;
};

/** The window of an answer (see the contract's calendarFrameShape). */
export function frameFields(frame: CalendarFrame, shipToId: string) {
  const { calendar, input } = frame;
  return {
    shipToId,
    orderType: calendar.orderType,
    today: calendar.today,
    earliest: calendar.earliest,
    latest: calendar.latest,
    weekdays: [...calendar.weekdays],
    holidays: input.holidays.filter((date) => date >= calendar.today && date <= calendar.latest),
    timeZone: input.timeZone,
  };
}

function holidayNames(market: Market, from: IsoDate, to: IsoDate): Map<IsoDate, string> {
  const names = new Map<IsoDate, string>();
  for (let year = yearOf(from); year <= yearOf(to); year += 1) {
    for (const holiday of builtInHolidays(market, year)) names.set(holiday.date, holiday.name);
  }
  return names;
}

/** The picker's days from `from` to `to` (the domain's describeDays), telling the cut-off apart. */
export function calendarDays(
  frame: CalendarFrame,
  range: { from: IsoDate; to: IsoDate; chosen: IsoDate | null },
): CalendarDayView[] {
  const cutOffFrom = earliestBeforeCutOff(frame.calendar);
  const names = holidayNames(frame.market, range.from, range.to);
  return describeDays({ ...frame.input, ...range }).map((day) => {
    const closedByCutOff =
      day.reason === 'before-earliest' && day.date >= cutOffFrom && day.date < frame.calendar.earliest;
    const reason: CalendarDayReason | null = closedByCutOff ? 'past-cut-off' : day.reason;
    return {
      date: day.date,
      label: day.label,
      mark: day.mark,
      isToday: day.isToday,
      available: day.available,
      reason,
      holidayName: frame.calendar.holidays.has(day.date) ? (names.get(day.date) ?? null) : null,
    };
  });
}

export function firstDate(frame: CalendarFrame): IsoDate | null {
  return firstAvailableDate(frame.input);
}

/**
 * The ship-to's delivery days in the window whatever today's cut-off (allDeliveryDate) and those that may
 * be chosen today (filteredDeliveryDate, the domain's available dates).
 */
export function deliveryDateLists(frame: CalendarFrame): { all: IsoDate[]; filtered: IsoDate[] } {
  const { calendar } = frame;
  const unbounded = { ...calendar, earliest: addDays(calendar.today, 1) };
  const all: IsoDate[] = [];
  const filtered: IsoDate[] = [];
  for (let date = unbounded.earliest; date <= calendar.latest; date = addDays(date, 1)) {
    if (!isDeliverable(unbounded, date)) continue;
    all.push(date);
    if (isDeliverable(calendar, date)) filtered.push(date);
  }
  return { all, filtered };
}

/** Checks one date against the calendar (spec 2 §5), with the first failing rule's message. */
export function validateDate(frame: CalendarFrame, date: IsoDate) {
  const result = validateDeliveryDate({ ...frame.input, date });
  return { date, ok: result.ok, message: result.ok ? null : result.message };
}
