import { describe, expect, it } from 'vitest';
import {
  languageOfStore,
  marketOfCountry,
  marketOfStore,
  marketSchema,
  storeName,
  timeZoneOf,
} from './markets';

describe('markets (DESIGN §5, spec 1 §9, spec 3 §9)', () => {
  it.each([
    ['IT', 'Europe/Rome'],
    ['CZ', 'Europe/Prague'],
    ['SK', 'Europe/Bratislava'],
    ['PL', 'Europe/Warsaw'],
  ] as const)('market %s reads dates in %s', (market, zone) => {
    expect(timeZoneOf(market)).toBe(zone);
  });

  // spec 3 §9: "Store name is 'LivePortal_IT_' plus the language. Other stores: LivePortal_SK_{lang} ..."
  it.each([
    ['IT', 'it', 'LivePortal_IT_it'],
    ['IT', 'EN', 'LivePortal_IT_en'],
    ['SK', 'sk', 'LivePortal_SK_sk'],
    ['CZ', 'cs', 'LivePortal_CZ_cs'],
    ['PL', 'en', 'LivePortal_PL_en'],
  ] as const)('store name of %s in %s is %s', (market, lang, store) => {
    expect(storeName(market, lang)).toBe(store);
  });

  it.each([
    ['SVK', 'SK'],
    ['CZE', 'CZ'],
    ['POL', 'PL'],
    ['ITA', 'IT'],
    [' cze ', 'CZ'],
    ['', 'IT'],
    [null, 'IT'],
    ['FRA', 'IT'],
  ] as const)('country %j belongs to market %s', (country, market) => {
    expect(marketOfCountry(country)).toBe(market);
  });

  it.each([
    ['LivePortal_CZ_cs', 'CZ', 'cs'],
    ['LivePortal_SK_en', 'SK', 'en'],
    ['LivePortal_PL_en', 'PL', 'en'],
    ['LivePortal_IT_it', 'IT', 'it'],
    ['unknown', 'IT', 'it'],
    [undefined, 'IT', 'it'],
  ] as const)('store %j is market %s, language %s', (store, market, language) => {
    expect(marketOfStore(store)).toBe(market);
    expect(languageOfStore(store)).toBe(language);
  });

  it('validates market codes', () => {
    expect(marketSchema.safeParse('CZ').success).toBe(true);
    expect(marketSchema.safeParse('DE').success).toBe(false);
  });
});
