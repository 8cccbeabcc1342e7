import type { CustomerType } from '@spina/domain';
import { addDays, type IsoDate } from '@spina/domain';
import type { companies, DeliveryConfigRow, shipTos } from '../schema';
import { czechCompanyNumber, italianVatNumber, pad } from './codes';
import { COMPANIES, type CompanySeed } from './data/companies';
import { KEY_ACCOUNT_MANAGERS, SALES_REPS, CZECH_SALES_REP } from './data/people';
import { CZECH_STREETS, ITALIAN_STREETS, PLACES } from './data/places';
import { SeededRandom } from './random';

export type CompanyRow = typeof companies.$inferInsert & { id: string };
export type ShipToRow = typeof shipTos.$inferInsert & { id: string; customerType: CustomerType };

/** The demo customers: companies and their ship-tos, with the seeds and keys they came from. */
export type Customers = {
  companies: CompanyRow[];
  shipTos: ShipToRow[];
  /** Companies and ship-tos by the key given in the data table. */
  companyByKey: Map<string, CompanyRow>;
  shipToByKey: Map<string, ShipToRow>;
  seedOf: Map<string, CompanySeed>;
};

const PAYMENT_TERMS: Record<CustomerType, string[][]> = {
  'On Premise': [
    ['2C30', 'RC60'],
    ['RC60', '2C30', '3C10'],
    ['IC30', '2C30'],
    ['1C30', '2C30'],
  ],
  'On Premise Franchisee': [
    ['IC30', '2C30'],
    ['IG30', 'IC30'],
  ],
  Outlets: [
    ['3C10', '2000'],
    ['2C10', '3C10'],
  ],
  POS: [['2C15', '3C10'], ['IC15', '2C15'], ['2000']],
  WHSL: [
    ['RC60', '2G30', '2C60'],
    ['2C60', 'RC60'],
    ['2G30', 'RC45'],
  ],
};

const WEEK = ['MON', 'TUE', 'WED', 'THU', 'FRI'];

/** A ship-to's delivery calendar (spec 2 §3): some deliver every weekday, some on fewer days, a few have none. */
function deliveryConfig(random: SeededRandom, customerType: CustomerType): DeliveryConfigRow[] {
  const roll = random.next();
  if (roll < 0.08) return [];
  const restricted = () => random.pick([['TUE', 'THU'], ['MON', 'WED', 'FRI'], ['TUE', 'FRI'], ['WED']]);
  const standard: DeliveryConfigRow =
    roll < 0.55
      ? { type: 'Z1', delivery_days: WEEK }
      : roll < 0.85
        ? { type: 'Z1', delivery_days: restricted() }
        : { type: 'Z1', delivery_days: [], small_truck_sec_Days: restricted() };
  const truck: DeliveryConfigRow = {
    type: 'PD',
    delivery_days:
      customerType === 'WHSL' || random.chance(0.5)
        ? WEEK
        : random.pick([
            ['MON', 'THU'],
            ['TUE', 'FRI'],
          ]),
  };
  return [standard, truck];
}

type Limits = Pick<
  ShipToRow,
  'minWeightKg' | 'maxWeightKg' | 'minPallets' | 'maxPallets' | 'maxOrderCashCents' | 'isFullTruck'
>;

/** Capacity limits by customer type (DESIGN §6: maximum weight 29,300 kg unless the ship-to says less). */
function limits(random: SeededRandom, customerType: CustomerType): Limits {
  const base = { minPallets: 0, maxPallets: 34, isFullTruck: false };
  switch (customerType) {
    case 'On Premise':
      return {
        ...base,
        minWeightKg: 1,
        maxWeightKg: random.pick([29_300, 29_300, 28_000]),
        maxOrderCashCents: 15_000,
      };
    case 'On Premise Franchisee':
      return { ...base, minWeightKg: 800, maxWeightKg: 29_000, maxOrderCashCents: 25_000 };
    case 'Outlets':
      return { ...base, minWeightKg: 150, maxWeightKg: 8000, maxOrderCashCents: 10_000 };
    case 'POS':
      return { ...base, minWeightKg: 300, maxWeightKg: 12_000, maxOrderCashCents: 20_000 };
    case 'WHSL':
      return {
        minWeightKg: 1,
        maxWeightKg: 29_300,
        minPallets: 20,
        maxPallets: 33,
        maxOrderCashCents: 0,
        isFullTruck: true,
      };
  }
}

function deliveryType(random: SeededRandom, customerType: CustomerType): string | null {
  if (customerType === 'WHSL') return 'Franco Partenza';
  if (customerType === 'On Premise Franchisee') return 'Franco Destino';
  return random.chance(customerType === 'On Premise' ? 0.7 : 0.5) ? 'Franco Destino' : null;
}

function priceListOf(seed: CompanySeed): string {
  if (seed.market === 'CZ') return 'CZ-STD';
  switch (seed.customerType) {
    case 'On Premise':
      return seed.keyAccount ? 'IT-KEY' : 'IT-STD';
    case 'On Premise Franchisee':
      return 'IT-FRA';
    case 'WHSL':
      return 'IT-WHS';
    default:
      return 'IT-RET';
  }
}

function address(random: SeededRandom, city: string) {
  const place = PLACES[city];
  if (!place) throw new Error(`Unknown town ${city}`);
  const streets = place.country === 'CZE' ? CZECH_STREETS : ITALIAN_STREETS;
  return {
    street: `${random.pick(streets)} ${random.int(1, 180)}`,
    city: place.city,
    postalCode: place.postalCode,
    province: place.province,
    country: place.country,
  };
}

/** Builds the demo companies and ship-tos of data/companies.ts with 10-digit SAP ids. */
export function buildCustomers(today: IsoDate): Customers {
  const random = SeededRandom.named('customers');
  const result: Customers = {
    companies: [],
    shipTos: [],
    companyByKey: new Map(),
    shipToByKey: new Map(),
    seedOf: new Map(),
  };
  COMPANIES.forEach((seed, companyIndex) => {
    const id = `00010${pad(companyIndex + 1, 5)}`;
    const vat =
      seed.market === 'CZ'
        ? `CZ${czechCompanyNumber(pad(random.int(1_000_000, 9_999_999), 7))}`
        : italianVatNumber(pad(random.int(1_000_000_000, 9_999_999_999), 10));
    const rep = seed.market === 'CZ' ? CZECH_SALES_REP : random.pick(SALES_REPS);
    // A venue on the key-account price list brings its company a key account manager too, chosen without a
    // draw so that the other companies' data stays as it was.
    const keyAgreement = seed.shipTos.some((shipTo) => shipTo.priceList === 'IT-KEY');
    const manager =
      seed.keyAccount || seed.customerType === 'WHSL' || seed.customerType === 'On Premise Franchisee'
        ? random.pick(KEY_ACCOUNT_MANAGERS)
        : keyAgreement
          ? KEY_ACCOUNT_MANAGERS[0]!
          : null;
    const company: CompanyRow = {
      id,
      name: seed.name,
      marketCode: seed.market,
      vatNumber: vat,
      taxCode: vat.replace(/^CZ/, ''),
      ...address(random, seed.city),
      isKeyAccount: seed.keyAccount === true,
      paymentTerms: random.pick(PAYMENT_TERMS[seed.customerType]),
      salesRepName: rep.name,
      salesRepEmail: rep.email,
      keyAccountManagerName: manager?.name ?? null,
      keyAccountManagerEmail: manager?.email ?? null,
    };
    result.companies.push(company);
    result.companyByKey.set(seed.key, company);
    result.seedOf.set(id, seed);
    for (const shipToSeed of seed.shipTos) {
      const number = result.shipTos.length + 1;
      const shipTo: ShipToRow = {
        id: `00020${pad(number, 5)}`,
        companyId: id,
        name: shipToSeed.name,
        ...address(random, shipToSeed.city ?? seed.city),
        customerType: seed.customerType,
        status: shipToSeed.suspended ? 'SUSPENDED' : 'ACTIVE',
        deliveryType:
          shipToSeed.deliveryType !== undefined
            ? shipToSeed.deliveryType
            : deliveryType(random, seed.customerType),
        deliveryConfig: shipToSeed.calendar ?? deliveryConfig(random, seed.customerType),
        priceListId: shipToSeed.priceList ?? priceListOf(seed),
        ...limits(random, seed.customerType),
        createdAt: new Date(`${addDays(today, -1100 + number * 3)}T08:00:00Z`),
      };
      result.shipTos.push(shipTo);
      if (shipToSeed.key) result.shipToByKey.set(shipToSeed.key, shipTo);
    }
  });
  return result;
}
