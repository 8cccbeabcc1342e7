import { z } from 'zod';
import type { Market } from '../markets/markets';
import { addDays, isIsoDate, isoDate, parseInputDate, type IsoDate } from './dates';

type FixedHoliday = { month: number; day: number; name: string; from?: number; until?: number };
type MovableHoliday = { easterOffset: number; name: string };
type HolidayRules = { fixed: readonly FixedHoliday[]; movable: readonly MovableHoliday[] };

/** Public holidays of each market; movable feasts are counted from Easter Sunday of the year. */
const RULES: Readonly<Record<Market, HolidayRules>> = {
  IT: {
    fixed: [
      { month: 1, day: 1, name: 'Capodanno' },
      { month: 1, day: 6, name: 'Epifania' },
      { month: 4, day: 25, name: 'Festa della Liberazione' },
      { month: 5, day: 1, name: 'Festa del Lavoro' },
      { month: 6, day: 2, name: 'Festa della Repubblica' },
      { month: 8, day: 15, name: 'Ferragosto' },
      { month: 11, day: 1, name: 'Ognissanti' },
      { month: 12, day: 8, name: 'Immacolata Concezione' },
      { month: 12, day: 25, name: 'Natale' },
      { month: 12, day: 26, name: 'Santo Stefano' },
    ],
    movable: [
      { easterOffset: 0, name: 'Pasqua' },
      { easterOffset: 1, name: "Lunedì dell'Angelo" },
    ],
  },
  CZ: {
    fixed: [
      { month: 1, day: 1, name: 'Den obnovy samostatného českého státu' },
      { month: 5, day: 1, name: 'Svátek práce' },
      { month: 5, day: 8, name: 'Den vítězství' },
      { month: 7, day: 5, name: 'Den slovanských věrozvěstů Cyrila a Metoděje' },
      { month: 7, day: 6, name: 'Den upálení mistra Jana Husa' },
      { month: 9, day: 28, name: 'Den české státnosti' },
      { month: 10, day: 28, name: 'Den vzniku samostatného československého státu' },
      { month: 11, day: 17, name: 'Den boje za svobodu a demokracii' },
      { month: 12, day: 24, name: 'Štědrý den' },
      { month: 12, day: 25, name: '1. svátek vánoční' },
      { month: 12, day: 26, name: '2. svátek vánoční' },
    ],
    movable: [
      { easterOffset: -2, name: 'Velký pátek' },
      { easterOffset: 1, name: 'Velikonoční pondělí' },
    ],
  },
  SK: {
    fixed: [
      { month: 1, day: 1, name: 'Deň vzniku Slovenskej republiky' },
      { month: 1, day: 6, name: 'Zjavenie Pána' },
      { month: 5, day: 1, name: 'Sviatok práce' },
      { month: 5, day: 8, name: 'Deň víťazstva nad fašizmom' },
      { month: 7, day: 5, name: 'Sviatok svätého Cyrila a Metoda' },
      { month: 8, day: 29, name: 'Výročie SNP' },
      // Constitution Day stopped being a day off from 2025.
      { month: 9, day: 1, name: 'Deň Ústavy', until: 2024 },
      { month: 9, day: 15, name: 'Sedembolestná Panna Mária' },
      { month: 11, day: 1, name: 'Sviatok Všetkých svätých' },
      { month: 11, day: 17, name: 'Deň boja za slobodu a demokraciu' },
      { month: 12, day: 24, name: 'Štedrý deň' },
      { month: 12, day: 25, name: 'Prvý sviatok vianočný' },
      { month: 12, day: 26, name: 'Druhý sviatok vianočný' },
    ],
    movable: [
      { easterOffset: -2, name: 'Veľký piatok' },
      { easterOffset: 1, name: 'Veľkonočný pondelok' },
    ],
  },
  PL: {
    fixed: [
      { month: 1, day: 1, name: 'Nowy Rok' },
      { month: 1, day: 6, name: 'Święto Trzech Króli' },
      { month: 5, day: 1, name: 'Święto Pracy' },
      { month: 5, day: 3, name: 'Święto Konstytucji 3 Maja' },
      { month: 8, day: 15, name: 'Wniebowzięcie Najświętszej Maryi Panny' },
      { month: 11, day: 1, name: 'Wszystkich Świętych' },
      { month: 11, day: 11, name: 'Narodowe Święto Niepodległości' },
      // Christmas Eve became a day off from 2025.
      { month: 12, day: 24, name: 'Wigilia', from: 2025 },
      { month: 12, day: 25, name: 'Boże Narodzenie' },
      { month: 12, day: 26, name: 'Drugi dzień Bożego Narodzenia' },
    ],
    movable: [
      { easterOffset: 0, name: 'Wielkanoc' },
      { easterOffset: 1, name: 'Poniedziałek Wielkanocny' },
      { easterOffset: 49, name: 'Zielone Świątki' },
      { easterOffset: 60, name: 'Boże Ciało' },
    ],
  },
};

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day) as IsoDate;
}

/** A named holiday on a date. */
export type Holiday = { date: IsoDate; name: string };

/** The built-in public holidays of a market in one year, in date order. */
export function builtInHolidays(market: Market, year: number): Holiday[] {
  const rules = RULES[market];
  const easter = easterSunday(year);
  const fixed = rules.fixed
    .filter((rule) => (rule.from ?? -Infinity) <= year && year <= (rule.until ?? Infinity))
    .map((rule) => ({ date: isoDate(year, rule.month, rule.day) as IsoDate, name: rule.name }));
  const movable = rules.movable.map((rule) => ({
    date: addDays(easter, rule.easterOffset),
    name: rule.name,
  }));
  return [...fixed, ...movable].sort((x, y) => x.date.localeCompare(y.date));
}

const MONTH_KEYS = [
  ['january', 'jan', 'gennaio'],
  ['february', 'feb', 'febbraio'],
  ['march', 'mar', 'marzo'],
  ['april', 'apr', 'aprile'],
  ['may', 'maggio'],
  ['june', 'jun', 'giugno'],
  ['july', 'jul', 'luglio'],
  ['august', 'aug', 'agosto'],
  ['september', 'sep', 'settembre'],
  ['october', 'oct', 'ottobre'],
  ['november', 'nov', 'novembre'],
  ['december', 'dec', 'dicembre'],
] as const;

const monthListSchema = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.null(), z.undefined()])
  .transform((list): string[] => {
    const items = typeof list === 'string' ? list.split(',') : (list ?? []);
    return items.map((item) => String(item).trim()).filter((item) => item !== '');
  });

/**
 * The configuration's holidays (spec 1 §3: twelve month lists). Accepts an array of twelve lists
 * (January first) or an object keyed by month number (1-12) or month name; each list holds days of the
 * month (`6`, `'06'`), `YYYY-MM-DD` or `dd.MM.yyyy` dates, as an array or a comma-separated string.
 */
export const holidayConfigSchema = z
  .union([z.array(monthListSchema), z.record(z.string(), monthListSchema)])
  .transform((config): string[][] => {
    if (Array.isArray(config)) return MONTH_KEYS.map((_, index) => config[index] ?? []);
    const lowered = new Map(Object.entries(config).map(([key, list]) => [key.trim().toLowerCase(), list]));
    return MONTH_KEYS.map((names, index) => {
      const keys = [String(index + 1), String(index + 1).padStart(2, '0'), ...names];
      return keys.map((key) => lowered.get(key)).find((list) => list !== undefined) ?? [];
    });
  });

/** The configuration's holidays as twelve month lists, January first. */
export type HolidayMonthLists = readonly (readonly string[])[];

/** Reads the configuration's holidays; anything unreadable counts as no configuration. */
export function parseHolidayConfig(raw: unknown): HolidayMonthLists {
  const parsed = holidayConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : [];
}

type ConfiguredHolidays = { monthLists: Map<number, IsoDate[]>; extraDates: IsoDate[] };

function configuredDates(config: HolidayMonthLists, year: number): ConfiguredHolidays {
  const monthLists = new Map<number, IsoDate[]>();
  const extraDates: IsoDate[] = [];
  config.forEach((list, index) => {
    for (const entry of list) {
      if (/^\d{1,2}$/.test(entry)) {
        const date = isoDate(year, index + 1, Number(entry));
        if (date) monthLists.set(index + 1, [...(monthLists.get(index + 1) ?? []), date]);
        continue;
      }
      const date = isIsoDate(entry) ? entry : parseInputDate(entry);
      if (date !== null && Number(date.slice(0, 4)) === year) extraDates.push(date);
    }
  });
  return { monthLists, extraDates };
}

/**
 * The holidays of a market over some years, ascending and unique.
 *
 * Ruling on "configuration overrides the built-in lists" (spec 2 §5): a month whose configured list
 * holds days of the month (`'6'`, `'08'`) is a full yearly list for that month and replaces the
 * built-in days of that month; dated entries (`YYYY-MM-DD`, `dd.MM.yyyy`) are one-off closing days
 * added to the year's holidays. Months the configuration leaves empty keep the built-in days, so
 * Easter Monday and other movable feasts stay right in every year.
 */
export function resolveHolidays(input: {
  market: Market;
  years: readonly number[];
  config?: HolidayMonthLists | null;
}): IsoDate[] {
  const dates = new Set<IsoDate>();
  for (const year of new Set(input.years)) {
    const { monthLists, extraDates } = configuredDates(input.config ?? [], year);
    for (const { date } of builtInHolidays(input.market, year)) {
      if (!monthLists.has(Number(date.slice(5, 7)))) dates.add(date);
    }
    for (const list of monthLists.values()) list.forEach((date) => dates.add(date));
    extraDates.forEach((date) => dates.add(date));
  }
  return [...dates].sort();
}
