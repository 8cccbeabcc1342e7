import type { Database } from '../client';
import { markets } from '../schema';

/** The markets of spec 1 §1 with the time zones of DESIGN §5. */
export const demoMarkets = [
  {
    code: 'IT',
    name: 'Italia',
    timeZone: 'Europe/Rome',
    currency: 'EUR',
    defaultLanguage: 'it',
    countryCode: 'ITA',
  },
  {
    code: 'CZ',
    name: 'Česká republika',
    timeZone: 'Europe/Prague',
    currency: 'CZK',
    defaultLanguage: 'cs',
    countryCode: 'CZE',
  },
  {
    code: 'SK',
    name: 'Slovensko',
    timeZone: 'Europe/Bratislava',
    currency: 'EUR',
    defaultLanguage: 'sk',
    countryCode: 'SVK',
  },
  {
    code: 'PL',
    name: 'Polska',
    timeZone: 'Europe/Warsaw',
    currency: 'PLN',
    defaultLanguage: 'pl',
    countryCode: 'POL',
  },
] as const;

export async function seedMarkets(db: Database): Promise<void> {
  await db.insert(markets).values([...demoMarkets]);
}
