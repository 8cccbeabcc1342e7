import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKETS, MARKET_TIME_ZONES } from '../markets/markets';
import { ORDER_TYPES } from '../orders/order-types';
import { addDays, DAY_CODES, isWeekend } from './dates';
import {
  availableDeliveryDates,
  calendarHolidays,
  deliveryCalendar,
  firstAvailableDate,
  validateDeliveryDate,
  type CalendarInput,
} from './delivery-calendar';

const FROM = Date.parse('2024-01-01T00:00:00Z');
const TO = Date.parse('2031-12-31T00:00:00Z');

/** Working-day offsets exactly as spec 2 §5 words them, kept apart from the implementation. */
function specOffset(orderType: string, workingToday: boolean, hour: number): number {
  if (orderType.startsWith('flatrate') || orderType.startsWith('emptiesfulltruck')) return 3;
  if (orderType.startsWith('freeshipping')) return !workingToday || hour >= 12 ? 4 : 3;
  return !workingToday || hour >= 16 ? 2 : 1;
}

const calendarInput: fc.Arbitrary<CalendarInput> = fc
  .record({
    instant: fc.integer({ min: FROM, max: TO }),
    market: fc.constantFrom(...MARKETS),
    orderType: fc.constantFrom(...ORDER_TYPES),
    entries: fc.array(
      fc.record({
        type: fc.constantFrom('Z1', '01', 'PD', 'X'),
        delivery_days: fc.subarray([...DAY_CODES]),
        small_truck_sec_Days: fc.subarray([...DAY_CODES]),
      }),
      { maxLength: 3 },
    ),
    extraHolidays: fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 6 }),
    windowDays: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
  })
  .map(({ instant, market, orderType, entries, extraHolidays, windowDays }) => {
    const now = new Date(instant);
    const timeZone = MARKET_TIME_ZONES[market];
    const base = calendarHolidays({ market, now, timeZone });
    const today =
      deliveryCalendar({ now, timeZone, orderType, deliveryConfig: [], holidays: [] })?.today ?? '';
    const holidays = [...base, ...extraHolidays.map((offset) => addDays(today, offset))];
    return { now, timeZone, orderType, deliveryConfig: entries, holidays, windowDays };
  });

describe('delivery calendar invariants (spec 2 §5)', () => {
  it('an offered date is never a weekend, a holiday or before the earliest date (dates ascend, so the first is checked)', () => {
    fc.assert(
      fc.property(calendarInput, (input) => {
        const dates = availableDeliveryDates(input);
        const holidays = new Set(input.holidays);
        const local = new Intl.DateTimeFormat('en-GB', {
          timeZone: input.timeZone,
          hour: 'numeric',
          hourCycle: 'h23',
        });
        const hour = Number(local.format(input.now)) % 24;
        const today = deliveryCalendar(input)?.today as string;
        const working = (date: string) => !isWeekend(date) && !holidays.has(date);
        const offset = specOffset(input.orderType as string, working(today), hour);
        for (const date of dates) {
          expect(isWeekend(date)).toBe(false);
          expect(holidays.has(date)).toBe(false);
        }
        const first = dates[0];
        if (first === undefined) return;
        let workingDaysUntilFirst = 0;
        for (let day = addDays(today, 1); day <= first; day = addDays(day, 1))
          if (working(day)) workingDaysUntilFirst += 1;
        expect(workingDaysUntilFirst).toBeGreaterThanOrEqual(offset);
      }),
      { numRuns: 150 },
    );
  });

  it('offered dates ascend without repeats, and the first available date is the smallest', () => {
    fc.assert(
      fc.property(calendarInput, (input) => {
        const dates = availableDeliveryDates(input);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(dates.length);
        expect(firstAvailableDate(input)).toBe(dates[0] ?? null);
      }),
      { numRuns: 150 },
    );
  });

  it('validation accepts exactly the offered dates', () => {
    fc.assert(
      fc.property(calendarInput, fc.integer({ min: -3, max: 420 }), (input, offset) => {
        const calendar = deliveryCalendar(input);
        const date = addDays(calendar?.today as string, offset);
        const offered = availableDeliveryDates(input).includes(date);
        expect(validateDeliveryDate({ ...input, date }).ok).toBe(offered);
      }),
      { numRuns: 200 },
    );
  });
});
