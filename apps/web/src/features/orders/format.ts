import { formatEuro, formatInputDate, isIsoDate, zonedDateTime } from '@spina/domain';

/** Euros of the API as the portal shows prices: Italian format whatever the language (spec 2 §9). */
export const formatMoney = (euros: number): string => formatEuro(Math.round(euros * 100), 'it-IT');

/** A calendar date (`YYYY-MM-DD`) as `dd.MM.yyyy` (spec 3 §9); anything else as it came. */
export const formatDate = (date: string): string => (isIsoDate(date) ? formatInputDate(date) : date);

/** The day of an instant on the market's wall clock, `dd.MM.yyyy`. */
export function formatDay(instant: string, timeZone: string): string {
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? instant : formatInputDate(zonedDateTime(at, timeZone).date);
}

/** An instant on the market's wall clock, `dd.MM.yyyy HH:mm`. */
export function formatMoment(instant: string, timeZone: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  const { date, hour, minute } = zonedDateTime(at, timeZone);
  return `${formatInputDate(date)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
