import { describe, expect, it } from 'vitest';
import type { OrderType } from '../orders/order-types';
import { describeDays, unavailableReason, UNAVAILABLE_REASON_TEXTS } from './day-marks';
import type { CalendarInput } from './delivery-calendar';
import { resolveHolidays } from './holidays';

const base = (orderType: OrderType | null): CalendarInput => ({
  now: new Date('2025-05-28T08:00:00Z'), // Wednesday 10:00 in Rome
  timeZone: 'Europe/Rome',
  orderType,
  deliveryConfig: [{ type: 'Z1', delivery_days: ['MON', 'TUE', 'WED', 'THU'] }],
  holidays: resolveHolidays({ market: 'IT', years: [2025, 2026] }),
});

describe('why a day is not available (spec 2 §5 "Delivery date valid only if")', () => {
  it.each([
    ['2025-06-02', 'holiday'],
    ['2025-05-31', 'weekend'],
    ['2025-05-29', 'before-earliest'],
    ['2026-06-01', 'after-latest'],
    ['2025-06-06', 'not-a-delivery-day'],
    ['2025-06-03', null],
    ['2025-02-30', 'invalid-date'],
  ] as const)('%s → %s', (date, reason) => {
    expect(unavailableReason({ ...base('freeshipping_freeshipping'), date })).toBe(reason);
  });

  it('asks for an order type first', () => {
    expect(unavailableReason({ ...base(null), date: '2025-06-03' })).toBe('no-order-type');
  });

  it('explains each reason in English', () => {
    expect(Object.values(UNAVAILABLE_REASON_TEXTS).every((text) => text.length > 0)).toBe(true);
  });
});

describe('calendar day marks (spec 2 §5 "Calendar marks holidays, chosen day, delivery days, other working days, and a dot for today")', () => {
  it('marks a week with today, a holiday, the chosen day, delivery days and working days', () => {
    const days = describeDays({
      ...base('freeshipping_freeshipping'),
      from: '2025-05-28',
      to: '2025-06-06',
      chosen: '2025-06-04',
    });
    expect(days.map((day) => [day.date, day.label, day.mark, day.isToday, day.available])).toEqual([
      ['2025-05-28', '28.05', 'working', true, false],
      ['2025-05-29', '29.05', 'working', false, false],
      ['2025-05-30', '30.05', 'working', false, false],
      ['2025-05-31', '31.05', 'plain', false, false],
      ['2025-06-01', '01.06', 'plain', false, false],
      ['2025-06-02', '02.06', 'holiday', false, false],
      ['2025-06-03', '03.06', 'delivery', false, true],
      ['2025-06-04', '04.06', 'chosen', false, true],
      ['2025-06-05', '05.06', 'delivery', false, true],
      ['2025-06-06', '06.06', 'working', false, false],
    ]);
    expect(days[8]?.reason).toBeNull();
    expect(days[9]?.reason).toBe('not-a-delivery-day');
  });

  it('marks nothing as deliverable without an order type, but still shows today and holidays', () => {
    const days = describeDays({ ...base(null), from: '2025-05-28', to: '2025-06-02' });
    expect(days.some((day) => day.available)).toBe(false);
    expect(days[0]?.isToday).toBe(true);
    expect(days.at(-1)?.mark).toBe('holiday');
  });

  it('returns no days for an invalid range', () => {
    expect(describeDays({ ...base('selfpickup_selfpickup'), from: 'x', to: '2025-06-02' })).toEqual([]);
  });
});
