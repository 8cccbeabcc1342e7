import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateRange,
  dayCodeOf,
  daysBetween,
  formatDayLabel,
  formatInputDate,
  isIsoDate,
  isoDate,
  isWeekend,
  localDate,
  parseInputDate,
  zonedDateTime,
} from './dates';

describe('calendar dates', () => {
  it.each([
    ['2025-02-28', true],
    ['2025-02-29', false],
    ['2024-02-29', true],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['01.02.2025', false],
    [20250101, false],
  ])('isIsoDate(%j) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('rejects impossible parts', () => {
    expect(isoDate(2025, 2, 30)).toBeNull();
    expect(isoDate(0, 1, 1)).toBeNull();
    expect(isoDate(2025.5, 1, 1)).toBeNull();
    expect(isoDate(2025, 12, 31)).toBe('2025-12-31');
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-10-25', 3)).toBe('2025-10-28');
    expect(daysBetween('2025-06-09', '2026-06-09')).toBe(365);
    expect(dateRange('2025-06-29', '2025-07-02')).toEqual([
      '2025-06-29',
      '2025-06-30',
      '2025-07-01',
      '2025-07-02',
    ]);
  });

  it.each([
    ['2025-06-09', 'MON', false],
    ['2025-06-14', 'SAT', true],
    ['2025-06-15', 'SUN', true],
    ['2025-06-13', 'FRI', false],
  ] as const)('%s is %s (weekend %s)', (date, code, weekend) => {
    expect(dayCodeOf(date)).toBe(code);
    expect(isWeekend(date)).toBe(weekend);
  });

  // DESIGN §5: "cut-off hours are read in that zone, daylight saving included"
  it.each([
    ['2025-03-30T00:59:00Z', 'Europe/Rome', '2025-03-30', 1, 59],
    ['2025-03-30T01:00:00Z', 'Europe/Rome', '2025-03-30', 3, 0],
    ['2025-10-26T00:30:00Z', 'Europe/Prague', '2025-10-26', 2, 30],
    ['2025-10-26T01:30:00Z', 'Europe/Prague', '2025-10-26', 2, 30],
    ['2025-03-30T22:30:00Z', 'Europe/Warsaw', '2025-03-31', 0, 30],
    ['2025-10-26T22:30:00Z', 'Europe/Bratislava', '2025-10-26', 23, 30],
    ['2025-10-26T23:00:00Z', 'Europe/Bratislava', '2025-10-27', 0, 0],
  ])('%s in %s is %s %i:%i', (instant, zone, date, hour, minute) => {
    const local = zonedDateTime(new Date(instant), zone);
    expect(local).toMatchObject({ date, hour, minute });
    expect(localDate(new Date(instant), zone)).toBe(date);
  });

  it('throws on an unknown time zone', () => {
    expect(() => zonedDateTime(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });

  // spec 2 §5: "Label format day.month; input format dd.MM.yyyy."
  it('formats labels and input text', () => {
    expect(formatDayLabel('2025-03-05')).toBe('05.03');
    expect(formatInputDate('2025-03-05')).toBe('05.03.2025');
    expect(parseInputDate('05.03.2025')).toBe('2025-03-05');
    expect(parseInputDate(' 5.3.2025 ')).toBe('2025-03-05');
    expect(parseInputDate('31.02.2025')).toBeNull();
    expect(parseInputDate('2025-03-05')).toBeNull();
  });

  it('round-trips input text for any date', () => {
    const dates = fc.integer({ min: 0, max: 50_000 }).map((offset) => addDays('1990-01-01', offset));
    fc.assert(fc.property(dates, (date) => parseInputDate(formatInputDate(date)) === date));
  });
});
