import { formatEuro, formatInputDate, MARKET_TIME_ZONES, type Market } from '@spina/domain';

/** Euros of the API in the Italian format whatever the interface language (spec 2 §9), as the cart shows them. */
export const formatEuros = (euros: number): string => formatEuro(Math.round(euros * 100), 'it-IT');

/**
 * The day an instant falls on in the market's time zone, written dd.MM.yyyy: the day the list's date filter
 * reads (the server filters saved orders by that day, DESIGN §5).
 */
export function formatSavedDay(instant: string, market: Market): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONES[market],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return formatInputDate(`${part('year')}-${part('month')}-${part('day')}`);
}
