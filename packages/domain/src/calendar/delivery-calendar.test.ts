import { describe, expect, it } from 'vitest';
import type { OrderType } from '../orders/order-types';
import {
  availableDeliveryDates,
  calendarHolidays,
  calendarTypeOf,
  chooseDeliveryDate,
  deliveryCalendar,
  deliveryWeekdays,
  earliestOffset,
  firstAvailableDate,
  flexibleDeliveryLatest,
  validateDeliveryDate,
  type CalendarInput,
  type DeliveryConfigEntry,
} from './delivery-calendar';
import { resolveHolidays } from './holidays';

const IT_HOLIDAYS = resolveHolidays({ market: 'IT', years: [2025, 2026] });

function input(now: string, orderType: OrderType | null, extra: Partial<CalendarInput> = {}): CalendarInput {
  return {
    now: new Date(now),
    timeZone: 'Europe/Rome',
    orderType,
    deliveryConfig: [],
    holidays: IT_HOLIDAYS,
    ...extra,
  };
}

describe('earliest offset (spec 2 §5 "Earliest offset in working days")', () => {
  it.each([
    // spec 2 §5: "Truck 3"; DESIGN §6: "Empty truck has the Truck offset (3 working days)"
    ['flatrate_flatrate', true, 8, 3],
    ['flatrate_flatrate', false, 20, 3],
    ['emptiesfulltruck_emptiesfulltruck', true, 17, 3],
    // spec 2 §5: "Small truck 4 if today is not a working day or after 12:00, else 3"
    ['freeshipping_freeshipping', true, 11, 3],
    ['freeshipping_freeshipping', true, 12, 4],
    ['freeshipping_freeshipping', false, 9, 4],
    // spec 2 §5: "Standard order and Empty small 2 if today is not a working day or after 16:00, else 1"
    ['selfpickup_selfpickup', true, 15, 1],
    ['selfpickup_selfpickup', true, 16, 2],
    ['emptiespickup_emptiespickup', true, 0, 1],
    ['emptiespickup_emptiespickup', false, 10, 2],
  ] as const)('%s, working day %s, hour %i: %i working days', (orderType, isWorkingDay, hour, offset) => {
    expect(earliestOffset(orderType, { isWorkingDay, hour })).toBe(offset);
  });
});

describe('first available date (spec 2 §5, DESIGN §6), Europe/Rome in summer (UTC+2)', () => {
  it.each([
    ['Small truck Mon 11:59 → +3', '2025-06-09T09:59:59Z', 'freeshipping_freeshipping', '2025-06-12'],
    ['Small truck Mon 12:00 → +4', '2025-06-09T10:00:00Z', 'freeshipping_freeshipping', '2025-06-13'],
    ['Small truck on Saturday → +4', '2025-06-14T08:00:00Z', 'freeshipping_freeshipping', '2025-06-19'],
    ['Truck Mon 18:00 → +3', '2025-06-09T16:00:00Z', 'flatrate_flatrate', '2025-06-12'],
    ['Empty truck Mon 08:00 → +3', '2025-06-09T06:00:00Z', 'emptiesfulltruck_emptiesfulltruck', '2025-06-12'],
    ['Standard Mon 15:59 → +1', '2025-06-09T13:59:59Z', 'selfpickup_selfpickup', '2025-06-10'],
    ['Standard Mon 16:00 → +2', '2025-06-09T14:00:00Z', 'selfpickup_selfpickup', '2025-06-11'],
    ['Empty small on Sunday → +2', '2025-06-15T07:00:00Z', 'emptiespickup_emptiespickup', '2025-06-17'],
    [
      'Standard Fri before Festa della Repubblica skips the holiday',
      '2025-05-30T08:00:00Z',
      'selfpickup_selfpickup',
      '2025-06-03',
    ],
    [
      'Standard on Good Friday skips Easter Monday',
      '2025-04-18T08:00:00Z',
      'selfpickup_selfpickup',
      '2025-04-22',
    ],
    [
      'Standard on a holiday counts as a non-working day',
      '2025-06-02T06:00:00Z',
      'selfpickup_selfpickup',
      '2025-06-04',
    ],
  ] as const)('%s', (_title, now, orderType, expected) => {
    const calendar = input(now, orderType);
    expect(firstAvailableDate(calendar)).toBe(expected);
    expect(availableDeliveryDates(calendar)[0]).toBe(expected);
    expect(deliveryCalendar(calendar)?.earliest).toBe(expected);
  });
});

describe('cut-offs across daylight saving (DESIGN §6: at or after 12:00/16:00 in the market zone)', () => {
  it.each([
    // Friday before the spring change, CET (UTC+1)
    ['2025-03-28T10:59:59Z', 'freeshipping_freeshipping', '2025-04-02'],
    ['2025-03-28T11:00:00Z', 'freeshipping_freeshipping', '2025-04-03'],
    // Monday after it, CEST (UTC+2): 10:00Z is already 12:00
    ['2025-03-31T09:59:59Z', 'freeshipping_freeshipping', '2025-04-03'],
    ['2025-03-31T10:00:00Z', 'freeshipping_freeshipping', '2025-04-04'],
    // Friday before the autumn change, CEST
    ['2025-10-24T13:59:59Z', 'selfpickup_selfpickup', '2025-10-27'],
    ['2025-10-24T14:00:00Z', 'selfpickup_selfpickup', '2025-10-28'],
    // Monday after it, CET (UTC+1): 14:30Z is only 15:30
    ['2025-10-27T14:30:00Z', 'selfpickup_selfpickup', '2025-10-28'],
    ['2025-10-27T15:00:00Z', 'selfpickup_selfpickup', '2025-10-29'],
  ] as const)('%s %s → %s', (now, orderType, expected) => {
    expect(firstAvailableDate(input(now, orderType))).toBe(expected);
  });

  it('the local date turns at local midnight on a change day', () => {
    expect(deliveryCalendar(input('2025-03-30T21:59:00Z', 'selfpickup_selfpickup'))?.today).toBe(
      '2025-03-30',
    );
    expect(deliveryCalendar(input('2025-03-30T22:00:00Z', 'selfpickup_selfpickup'))?.today).toBe(
      '2025-03-31',
    );
    expect(deliveryCalendar(input('2025-10-26T22:59:00Z', 'selfpickup_selfpickup'))?.today).toBe(
      '2025-10-26',
    );
    expect(deliveryCalendar(input('2025-10-26T23:00:00Z', 'selfpickup_selfpickup'))?.today).toBe(
      '2025-10-27',
    );
  });

  it('reads the hour in the given zone, not UTC', () => {
    const now = '2025-06-09T10:30:00Z';
    expect(firstAvailableDate(input(now, 'freeshipping_freeshipping', { timeZone: 'UTC' }))).toBe(
      '2025-06-12',
    );
    expect(firstAvailableDate(input(now, 'freeshipping_freeshipping'))).toBe('2025-06-13');
  });

  it.each([
    ['Europe/Prague', 'CZ', '2025-10-27T09:00:00Z', '2025-10-29'], // 28 Oct is a Czech holiday
    ['Europe/Warsaw', 'PL', '2025-11-10T14:00:00Z', '2025-11-12'], // 11 Nov is a Polish holiday
    ['Europe/Bratislava', 'SK', '2025-08-28T10:00:00Z', '2025-09-01'], // 29 Aug is a Slovak holiday
  ] as const)('market holidays in %s', (timeZone, market, now, expected) => {
    const holidays = resolveHolidays({ market, years: [2025, 2026] });
    expect(firstAvailableDate(input(now, 'selfpickup_selfpickup', { timeZone, holidays }))).toBe(expected);
  });
});

describe('ship-to delivery weekdays (spec 2 §5 "Delivery weekdays", DESIGN §6)', () => {
  const config: DeliveryConfigEntry[] = [
    { type: 'Z1', delivery_days: ['TUE', 'THU'] },
    { type: 'PD', delivery_days: ['FRI'], small_truck_sec_Days: ['MON'] },
  ];

  it.each([
    ['selfpickup_selfpickup', 'standard'],
    ['freeshipping_freeshipping', 'standard'],
    ['emptiespickup_emptiespickup', 'standard'],
    ['flatrate_flatrate', 'PD'],
    ['emptiesfulltruck_emptiesfulltruck', 'PD'],
  ] as const)('%s reads the %s entry', (orderType, calendarType) => {
    expect(calendarTypeOf(orderType)).toBe(calendarType);
  });

  it.each([
    ['freeshipping_freeshipping', config, ['TUE', 'THU']],
    ['flatrate_flatrate', config, ['FRI']],
    ['selfpickup_selfpickup', [{ type: '01', delivery_days: [], small_truck_sec_Days: ['wed'] }], ['WED']],
    [
      'emptiesfulltruck_emptiesfulltruck',
      [{ type: 'Z1', delivery_days: ['MON'] }],
      ['MON', 'TUE', 'WED', 'THU', 'FRI'],
    ],
    ['selfpickup_selfpickup', [], ['MON', 'TUE', 'WED', 'THU', 'FRI']],
    ['selfpickup_selfpickup', [{ type: 'Z1', delivery_days: ['XYZ'] }], ['MON', 'TUE', 'WED', 'THU', 'FRI']],
    ['flatrate_flatrate', [{ type: ' pd ', delivery_days: ['Monday', 'SAT'] }], ['MON', 'SAT']],
  ] as const)('%s with %j delivers on %j', (orderType, entries, weekdays) => {
    expect(deliveryWeekdays(orderType, entries as DeliveryConfigEntry[])).toEqual(weekdays);
  });

  it('offers only the ship-to weekdays, and never a Saturday even when listed', () => {
    const dates = availableDeliveryDates(
      input('2025-06-09T08:00:00Z', 'flatrate_flatrate', {
        deliveryConfig: [{ type: 'PD', delivery_days: ['FRI', 'SAT'] }],
        windowDays: 30,
      }),
    );
    expect(dates).toEqual(['2025-06-13', '2025-06-20', '2025-06-27', '2025-07-04']);
  });

  it('the first available date skips to the next delivery weekday', () => {
    const mondays = input('2025-06-09T08:00:00Z', 'freeshipping_freeshipping', {
      deliveryConfig: [{ type: 'Z1', delivery_days: ['MON'] }],
    });
    expect(deliveryCalendar(mondays)?.earliest).toBe('2025-06-12');
    expect(firstAvailableDate(mondays)).toBe('2025-06-16');
  });
});

describe('delivery window (DESIGN §6: 365 days)', () => {
  it('offers dates up to today + 365 days, both ends included', () => {
    const dates = availableDeliveryDates(input('2025-06-09T08:00:00Z', 'selfpickup_selfpickup'));
    expect(dates.at(-1)).toBe('2026-06-09');
    expect(dates).toHaveLength(new Set(dates).size);
  });

  it('honours a shorter window, and offers nothing when it ends before the earliest date', () => {
    expect(
      availableDeliveryDates(input('2025-06-09T08:00:00Z', 'selfpickup_selfpickup', { windowDays: 10 })).at(
        -1,
      ),
    ).toBe('2025-06-19');
    const closed = input('2025-06-09T08:00:00Z', 'flatrate_flatrate', { windowDays: 2 });
    expect(availableDeliveryDates(closed)).toEqual([]);
    expect(firstAvailableDate(closed)).toBeNull();
  });

  it('offers nothing without an order type', () => {
    expect(availableDeliveryDates(input('2025-06-09T08:00:00Z', null))).toEqual([]);
    expect(firstAvailableDate(input('2025-06-09T08:00:00Z', null))).toBeNull();
  });
});

describe('validateDeliveryDate (spec 2 §5: first error only)', () => {
  const monday = '2025-06-09T08:00:00Z';
  it.each([
    [null, null, 'Order type has to not be empty!'],
    [null, '2025-06-12', 'Order type has to not be empty!'],
    ['freeshipping_freeshipping', null, 'Delivery date has to not be empty!'],
    ['freeshipping_freeshipping', '  ', 'Delivery date has to not be empty!'],
    ['freeshipping_freeshipping', '2025-06-11', 'Shipping cannot be ordered. Choose a different date.'],
    ['freeshipping_freeshipping', '2025-06-14', 'Shipping cannot be ordered. Choose a different date.'],
    ['freeshipping_freeshipping', '2025-08-15', 'Shipping cannot be ordered. Choose a different date.'],
    ['freeshipping_freeshipping', '2026-06-10', 'Shipping cannot be ordered. Choose a different date.'],
    ['freeshipping_freeshipping', '12.06.2025', 'Shipping cannot be ordered. Choose a different date.'],
    ['freeshipping_freeshipping', '2025-06-12', null],
    ['freeshipping_freeshipping', '2026-06-09', null],
  ] as const)('order type %s, date %j → %s', (orderType, date, message) => {
    const result = validateDeliveryDate({ ...input(monday, orderType), date });
    expect(result).toEqual(message === null ? { ok: true } : { ok: false, message });
  });
});

describe('chooseDeliveryDate (spec 2 §4 "Delivery date selection")', () => {
  const base = input('2025-06-09T08:00:00Z', 'freeshipping_freeshipping');
  it.each([
    ['keeps a stored date that is still available', '2025-06-20', false, '2025-06-20'],
    ['takes the first available date after an order-type change', '2025-06-20', true, '2025-06-12'],
    ['takes the first available date when the stored one is gone', '2025-06-10', false, '2025-06-12'],
    ['takes the first available date when nothing is stored', null, false, '2025-06-12'],
  ] as const)('%s', (_title, storedDate, orderTypeChanged, expected) => {
    expect(chooseDeliveryDate({ ...base, storedDate, orderTypeChanged })).toBe(expected);
  });

  it('falls back to today when no date is available or no order type is set', () => {
    expect(chooseDeliveryDate({ ...base, windowDays: 0, storedDate: null, orderTypeChanged: false })).toBe(
      '2025-06-09',
    );
    expect(chooseDeliveryDate({ ...base, orderType: null, storedDate: null, orderTypeChanged: false })).toBe(
      '2025-06-09',
    );
  });
});

describe('flexible delivery and holidays for a calendar (DESIGN §6)', () => {
  it('ships within 3 working days after the requested date', () => {
    expect(flexibleDeliveryLatest('2025-06-12', IT_HOLIDAYS)).toBe('2025-06-17');
    expect(flexibleDeliveryLatest('2025-05-29', IT_HOLIDAYS)).toBe('2025-06-04');
  });

  it('resolves the holidays of every year the window reaches', () => {
    const holidays = calendarHolidays({
      market: 'IT',
      now: new Date('2025-06-09T08:00:00Z'),
      timeZone: 'Europe/Rome',
    });
    expect(holidays).toContain('2025-08-15');
    expect(holidays).toContain('2026-06-02');
    const late = calendarHolidays({
      market: 'CZ',
      now: new Date('2025-12-31T23:30:00Z'),
      timeZone: 'Europe/Prague',
      windowDays: 10,
      config: null,
    });
    expect(late).toContain('2026-01-01');
    expect(late).not.toContain('2025-12-24');
  });
});
