import { describe, expect, it } from 'vitest';
import {
  builtInHolidays,
  easterSunday,
  holidayConfigSchema,
  parseHolidayConfig,
  resolveHolidays,
} from './holidays';

describe('holidays (spec 2 §5: built-in yearly lists overridden by configuration)', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter Sunday %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('Italy: fixed days plus Easter Monday of the year', () => {
    const dates = builtInHolidays('IT', 2025).map((holiday) => holiday.date);
    expect(dates).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-04-20',
      '2025-04-21',
      '2025-04-25',
      '2025-05-01',
      '2025-06-02',
      '2025-08-15',
      '2025-11-01',
      '2025-12-08',
      '2025-12-25',
      '2025-12-26',
    ]);
    expect(builtInHolidays('IT', 2026).map((holiday) => holiday.date)).toContain('2026-04-06');
  });

  it('Czech Republic: Good Friday, Easter Monday and the national days', () => {
    const dates = builtInHolidays('CZ', 2026).map((holiday) => holiday.date);
    expect(dates).toEqual(
      expect.arrayContaining([
        '2026-04-03',
        '2026-04-06',
        '2026-07-06',
        '2026-09-28',
        '2026-10-28',
        '2026-11-17',
      ]),
    );
    expect(dates).toHaveLength(13);
  });

  it('Slovakia: Constitution Day only up to 2024', () => {
    expect(builtInHolidays('SK', 2024).map((holiday) => holiday.date)).toContain('2024-09-01');
    const dates = builtInHolidays('SK', 2025).map((holiday) => holiday.date);
    expect(dates).not.toContain('2025-09-01');
    expect(dates).toEqual(expect.arrayContaining(['2025-04-18', '2025-04-21', '2025-08-29', '2025-09-15']));
  });

  it('Poland: Pentecost, Corpus Christi, and Christmas Eve from 2025', () => {
    const dates = builtInHolidays('PL', 2025).map((holiday) => holiday.date);
    expect(dates).toEqual(expect.arrayContaining(['2025-06-08', '2025-06-19', '2025-11-11', '2025-12-24']));
    expect(builtInHolidays('PL', 2024).map((holiday) => holiday.date)).not.toContain('2024-12-24');
  });

  it('a month configured with days of the month replaces that month; other months keep the built-in days', () => {
    const config = parseHolidayConfig([[], [], [], ['22'], [], [], [], ['14', 15], [], [], [], []]);
    const dates = resolveHolidays({ market: 'IT', years: [2025, 2026], config });
    expect(dates).toEqual(expect.arrayContaining(['2025-04-22', '2026-04-22']));
    expect(dates).not.toContain('2025-04-21'); // April is configured: Easter Monday and 25 April give way
    expect(dates).not.toContain('2025-04-25');
    expect(dates).toEqual(expect.arrayContaining(['2025-08-14', '2025-08-15', '2026-08-14']));
    expect(dates).toContain('2025-06-02');
    expect(dates).toEqual([...dates].sort());
  });

  it('dated entries add one-off closing days to the built-in ones', () => {
    const config = parseHolidayConfig([
      [],
      [],
      [],
      [],
      [],
      [],
      [],
      ['2026-08-14'],
      [],
      [],
      [],
      ['2026-12-24', '2026-12-31'],
    ]);
    const dates = resolveHolidays({ market: 'IT', years: [2026], config });
    expect(dates).toEqual(
      expect.arrayContaining(['2026-08-14', '2026-08-15', '2026-12-24', '2026-12-25', '2026-12-31']),
    );
  });

  it('reads month lists keyed by name or number, as arrays or comma lists', () => {
    expect(holidayConfigSchema.parse({ january: '1, 6', '12': ['24.12.2025'], Aug: [] })).toEqual([
      ['1', '6'],
      [],
      [],
      [],
      [],
      [],
      [],
      [],
      [],
      [],
      [],
      ['24.12.2025'],
    ]);
    const dates = resolveHolidays({
      market: 'IT',
      years: [2025],
      config: parseHolidayConfig({ '12': '24.12.2025,31,2024-12-30,xx', feb: '30' }),
    });
    expect(dates.filter((date) => date.startsWith('2025-12'))).toEqual(['2025-12-24', '2025-12-31']);
    expect(dates.filter((date) => date.startsWith('2025-02'))).toEqual([]);
  });

  it('treats unreadable configuration as none', () => {
    expect(parseHolidayConfig(42)).toEqual([]);
    expect(resolveHolidays({ market: 'CZ', years: [2025] })).toHaveLength(13);
  });
});
