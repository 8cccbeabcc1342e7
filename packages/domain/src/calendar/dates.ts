/**
 * Calendar-date arithmetic on `YYYY-MM-DD` strings. Delivery dates are calendar dates in the market's
 * time zone (DESIGN §5), so all arithmetic runs on UTC midnights where no daylight saving can shift a day.
 */

/** A calendar date written `YYYY-MM-DD`. */
export type IsoDate = string;

/** Weekday codes as the ship-to delivery calendar writes them (spec 2 §3: SUN to SAT). */
export const DAY_CODES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export type DayCode = (typeof DAY_CODES)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INPUT_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const DAY_MS = 86_400_000;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** Builds a date from its parts, or null when the parts are not a real calendar date. */
export function isoDate(year: number, month: number, day: number): IsoDate | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  const instant = new Date(Date.UTC(year, month - 1, day));
  if (instant.getUTCMonth() !== month - 1 || instant.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** True for a real calendar date written `YYYY-MM-DD` (so `2025-02-30` is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  return match !== null && isoDate(Number(match[1]), Number(match[2]), Number(match[3])) === value;
}

function toUtcMs(date: IsoDate): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** Day of the week, 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export function dayCodeOf(date: IsoDate): DayCode {
  return DAY_CODES[weekdayOf(date)] as DayCode;
}

export function isWeekend(date: IsoDate): boolean {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6;
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

/** Every date from `from` to `to`, both included. */
export function dateRange(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let ms = toUtcMs(from), end = toUtcMs(to); ms <= end; ms += DAY_MS) dates.push(fromUtcMs(ms));
  return dates;
}

/** The local calendar date and wall-clock time of an instant in a time zone. */
export type ZonedDateTime = { date: IsoDate; hour: number; minute: number; second: number };

// Building an Intl formatter is costly; one per zone is kept, which changes no result.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Reads an instant on the wall clock of a time zone, daylight saving included (DESIGN §5).
 * Throws a RangeError for an unknown time zone or an invalid Date.
 */
export function zonedDateTime(instant: Date, timeZone: string): ZonedDateTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0 } = parts;
  return {
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    // Some engines still write midnight as 24 even with hourCycle h23.
    hour: hour % 24,
    minute,
    second,
  };
}

/** The calendar date of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): IsoDate {
  return zonedDateTime(instant, timeZone).date;
}

/**
 * The calendar's day label, `dd.MM` (spec 2 §5 "Label format day.month"); zero-padded so that it
 * matches the input format.
 */
export function formatDayLabel(date: IsoDate): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}`;
}

/** The date picker's input text, `dd.MM.yyyy` (spec 2 §5, spec 3 §9). */
export function formatInputDate(date: IsoDate): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** Reads a date typed as `dd.MM.yyyy` (one-digit day and month accepted), or null. */
export function parseInputDate(text: string): IsoDate | null {
  const match = INPUT_DATE.exec(text.trim());
  if (!match) return null;
  return isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
}
