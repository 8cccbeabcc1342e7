import { z } from 'zod';

/** The markets the producer sells in. */
export const MARKETS = ['IT', 'CZ', 'SK', 'PL'] as const;
export type Market = (typeof MARKETS)[number];
export const marketSchema = z.enum(MARKETS);

/** The time zone in which each market reads its calendar dates and cut-off hours (DESIGN §5). */
export const MARKET_TIME_ZONES: Readonly<Record<Market, string>> = {
  IT: 'Europe/Rome',
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  PL: 'Europe/Warsaw',
};

/** The three-letter country codes of the identity profile (spec 1 §3: SVK, CZE, POL). */
const COUNTRY_MARKETS: Readonly<Record<string, Market>> = {
  ITA: 'IT',
  IT: 'IT',
  CZE: 'CZ',
  CZ: 'CZ',
  SVK: 'SK',
  SK: 'SK',
  POL: 'PL',
  PL: 'PL',
};

/** Interface languages: it (default) and en everywhere, cs and sk where the spec has wording. */
export const LANGUAGES = ['it', 'en', 'cs', 'sk'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';
export const FALLBACK_LANGUAGE: Language = 'en';

/**
 * The market of a user's country; Italy when the country is missing or unknown, because Italy is the
 * main market (spec 1 §1).
 */
export function marketOfCountry(country: string | null | undefined): Market {
  return COUNTRY_MARKETS[(country ?? '').trim().toUpperCase()] ?? 'IT';
}

export function timeZoneOf(market: Market): string {
  return MARKET_TIME_ZONES[market];
}

/** The store name sent in the `store` header, e.g. `LivePortal_IT_it` (spec 2 §1, spec 3 §9). */
export function storeName(market: Market, language: string): string {
  return `LivePortal_${market}_${language.trim().toLowerCase()}`;
}

/**
 * The market a store name belongs to; Italy for anything unrecognised, since the built-in holiday
 * lists differ by store and Italy's is the default (spec 2 §5).
 */
export function marketOfStore(store: string | null | undefined): Market {
  const match = /^LivePortal_([A-Z]{2})_/i.exec((store ?? '').trim());
  const code = match?.[1]?.toUpperCase();
  return MARKETS.find((market) => market === code) ?? 'IT';
}

/** The language at the end of a store name, or the default language. */
export function languageOfStore(store: string | null | undefined): Language {
  const suffix = /_([a-z]{2})$/i.exec((store ?? '').trim())?.[1]?.toLowerCase();
  return LANGUAGES.find((language) => language === suffix) ?? DEFAULT_LANGUAGE;
}
