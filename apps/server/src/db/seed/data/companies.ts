import type { CustomerType } from '@spina/domain';
import type { DeliveryConfigRow } from '../../schema';

/** A ship-to of a demo company; `key` names the ones the demo users and tests refer to. */
export type ShipToSeed = {
  name: string;
  city?: string;
  key?: string;
  suspended?: boolean;
  /** A price list of its own, e.g. a seasonal venue under a key-account agreement; the company's otherwise. */
  priceList?: string;
  /** Fixed delivery type and calendar for the ship-tos the demo journeys rely on; drawn at random otherwise. */
  deliveryType?: string | null;
  calendar?: DeliveryConfigRow[];
};

const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI'];
const franco = (calendar: DeliveryConfigRow[]) => ({ deliveryType: 'Franco Destino', calendar });
const everyWeekday = franco([
  { type: 'Z1', delivery_days: WEEKDAYS },
  { type: 'PD', delivery_days: WEEKDAYS },
]);

/** A customer company (payer / sold-to) and its ship-tos; every ship-to has the company's customer type. */
export type CompanySeed = {
  key: string;
  name: string;
  customerType: CustomerType;
  market: 'IT' | 'CZ';
  city: string;
  keyAccount?: boolean;
  shipTos: ShipToSeed[];
};

const company = (
  key: string,
  name: string,
  customerType: CustomerType,
  city: string,
  shipTos: (string | ShipToSeed)[],
  extra: { keyAccount?: boolean; market?: 'IT' | 'CZ' } = {},
): CompanySeed => ({
  key,
  name,
  customerType,
  market: extra.market ?? 'IT',
  city,
  ...(extra.keyAccount ? { keyAccount: true } : {}),
  shipTos: shipTos.map((shipTo) => (typeof shipTo === 'string' ? { name: shipTo } : shipTo)),
});

/** The 40 demo companies; the first of each customer type belongs to a demo user of DESIGN §7. */
export const COMPANIES: CompanySeed[] = [
  // On Premise.
  company('portico', 'Birreria Al Portico S.r.l.', 'On Premise', 'Bologna', [
    {
      key: 'portico-centro',
      name: 'Birreria Al Portico – Centro',
      ...franco([
        { type: 'Z1', delivery_days: WEEKDAYS },
        { type: 'PD', delivery_days: ['TUE', 'THU'] },
      ]),
    },
    { key: 'portico-stazione', name: 'Birreria Al Portico – Stazione', suspended: true, ...everyWeekday },
    {
      key: 'portico-lungomare',
      name: 'Birreria Al Portico – Lungomare',
      city: 'Rimini',
      priceList: 'IT-KEY',
      ...franco([
        { type: 'Z1', delivery_days: ['TUE', 'FRI'] },
        { type: 'PD', delivery_days: ['FRI'] },
      ]),
    },
  ]),
  company('ponte', 'Osteria del Ponte S.n.c.', 'On Premise', 'Verona', [
    'Osteria del Ponte',
    'Osteria del Ponte – Borgo Trento',
    { name: 'Osteria del Ponte – Lago', city: 'Brescia' },
  ]),
  company('nino', 'Trattoria Da Nino di Bianchi Nino & C. S.a.s.', 'On Premise', 'Napoli', [
    'Trattoria Da Nino',
    'Da Nino Pizzeria al Porto',
  ]),
  company(
    'pergola',
    'Gruppo Ristoranti La Pergola S.r.l.',
    'On Premise',
    'Roma',
    ['Ristorante La Pergola – Trastevere', 'La Pergola – Prati', 'La Pergola – EUR'],
    { keyAccount: true },
  ),
  company('anchor', 'Old Anchor S.r.l.', 'On Premise', 'Genova', [
    'The Old Anchor Pub',
    'Old Anchor – Porto Antico',
  ]),
  company('centrale', 'Caffè Centrale di Rossi S.r.l.', 'On Premise', 'Torino', [
    'Caffè Centrale',
    'Caffè Centrale – Porta Nuova',
  ]),
  company(
    'belvedere',
    'Hotel Belvedere Lago S.p.A.',
    'On Premise',
    'Como',
    ['Hotel Belvedere – Bar Terrazza', 'Hotel Belvedere – Ristorante'],
    { keyAccount: true },
  ),
  company('vesuvio', 'Pizzeria Vesuvio 1962 S.r.l.', 'On Premise', 'Napoli', [
    'Pizzeria Vesuvio 1962',
    'Vesuvio 1962 – Vomero',
  ]),
  company('sport', 'Bar Sport di Gallo Luca', 'On Premise', 'Bergamo', [
    'Bar Sport',
    'Bar Sport – Città Alta',
  ]),
  company('azzurro', 'Lido Azzurro S.r.l.', 'On Premise', 'Pescara', [
    'Lido Azzurro',
    'Lido Azzurro – Chiosco',
  ]),
  company('manzoni', 'Enoteca Bottega Manzoni S.r.l.', 'On Premise', 'Milano', [
    'Bottega Manzoni',
    'Bottega Manzoni – Brera',
  ]),
  company('mulino', 'Ristorante Il Mulino S.r.l.', 'On Premise', 'Firenze', [
    'Ristorante Il Mulino',
    'Il Mulino – Oltrarno',
  ]),
  company('luppolo', 'Il Luppolo Bar S.n.c.', 'On Premise', 'Padova', [
    'Bar Il Luppolo',
    'Il Luppolo – Prato della Valle',
  ]),
  company('querce', 'Agriturismo Le Querce S.r.l.', 'On Premise', 'Perugia', ['Agriturismo Le Querce']),
  // On Premise Franchisee: the Taverna Valtorre pubs.
  company('taverna-milano', 'Taverna Valtorre Milano S.r.l.', 'On Premise Franchisee', 'Milano', [
    { key: 'taverna-navigli', name: 'Taverna Valtorre – Navigli', ...everyWeekday },
    'Taverna Valtorre – Isola',
    'Taverna Valtorre – Città Studi',
  ]),
  company('taverna-torino', 'Taverna Valtorre Torino S.r.l.', 'On Premise Franchisee', 'Torino', [
    'Taverna Valtorre – San Salvario',
    'Taverna Valtorre – Lingotto',
  ]),
  company('taverna-brescia', 'Taverna Valtorre Brescia S.n.c.', 'On Premise Franchisee', 'Brescia', [
    'Taverna Valtorre – Brescia Centro',
    'Taverna Valtorre – Lago di Garda',
  ]),
  company('taverna-trento', 'Taverna Valtorre Trento S.r.l.', 'On Premise Franchisee', 'Trento', [
    'Taverna Valtorre – Trento',
    'Taverna Valtorre – Rovereto',
  ]),
  company('taverna-bari', 'Taverna Valtorre Bari S.r.l.', 'On Premise Franchisee', 'Bari', [
    'Taverna Valtorre – Bari Vecchia',
    'Taverna Valtorre – Lecce',
  ]),
  company('taverna-firenze', 'Taverna Valtorre Firenze S.r.l.', 'On Premise Franchisee', 'Firenze', [
    'Taverna Valtorre – Santa Croce',
    'Taverna Valtorre – Campo di Marte',
  ]),
  company('taverna-cagliari', 'Taverna Valtorre Cagliari S.r.l.', 'On Premise Franchisee', 'Cagliari', [
    'Taverna Valtorre – Marina',
  ]),
  // Outlets.
  company('stella', 'Bar Tabacchi Stella di Conti Marco', 'Outlets', 'Milano', [
    { key: 'stella-bar', name: 'Bar Tabacchi Stella', ...everyWeekday },
    'Bar Stella – Stazione Garibaldi',
  ]),
  company('parco', 'Chiosco Il Parco S.n.c.', 'Outlets', 'Padova', ['Chiosco Il Parco']),
  company('dolce-vita', 'Bar Pasticceria Dolce Vita S.r.l.', 'Outlets', 'Palermo', [
    'Pasticceria Dolce Vita',
    'Dolce Vita – Mondello',
  ]),
  company('gabbiano', 'Paninoteca Il Gabbiano S.n.c.', 'Outlets', 'Trieste', ['Paninoteca Il Gabbiano']),
  company('polo-nord', 'Gelateria Polo Nord S.r.l.', 'Outlets', 'Rimini', ['Gelateria Polo Nord']),
  company('stazione-nord', 'Caffetteria Stazione Nord S.r.l.', 'Outlets', 'Bologna', [
    'Caffetteria Stazione Nord',
    'Caffetteria Aeroporto',
  ]),
  // POS.
  company('sapori', 'Market Sapori di Casa S.r.l.', 'POS', 'Roma', [
    { key: 'sapori-monti', name: 'Sapori di Casa – Monti', ...everyWeekday },
    'Sapori di Casa – Ostiense',
  ]),
  company('neri', 'Alimentari Fratelli Neri S.n.c.', 'POS', 'Perugia', ['Alimentari Fratelli Neri']),
  company('bacco', 'Enoteca & Drink Store Bacco S.r.l.', 'POS', 'Verona', [
    'Drink Store Bacco',
    'Bacco – Valpolicella',
  ]),
  company('sole', 'Minimarket Sole S.r.l.', 'POS', 'Catania', [
    'Minimarket Sole',
    'Minimarket Sole – Ognina',
  ]),
  company('gusto', 'Bottega del Gusto S.r.l.', 'POS', 'Lecce', ['Bottega del Gusto']),
  company('superette', 'Superette Centro Ancona S.r.l.', 'POS', 'Ancona', ['Superette Centro']),
  // WHSL: distributors receiving full trucks.
  company('adriatica', 'Distribuzione Bevande Adriatica S.p.A.', 'WHSL', 'Pescara', [
    {
      key: 'adriatica-pescara',
      name: 'Bevande Adriatica – Deposito Pescara',
      deliveryType: 'Franco Partenza',
      calendar: [
        { type: 'Z1', delivery_days: WEEKDAYS },
        { type: 'PD', delivery_days: WEEKDAYS },
      ],
    },
    { name: 'Bevande Adriatica – Deposito Ancona', city: 'Ancona' },
    { name: 'Bevande Adriatica – Deposito Bari', city: 'Bari' },
  ]),
  company('lombarde', 'Ingrosso Bevande Lombarde S.r.l.', 'WHSL', 'Bergamo', [
    'Ingrosso Lombarde – Bergamo',
    { name: 'Ingrosso Lombarde – Milano Est', city: 'Milano' },
    { name: 'Ingrosso Lombarde – Brescia', city: 'Brescia' },
  ]),
  company('tirreno', 'Beverage Service Tirreno S.r.l.', 'WHSL', 'Livorno', [
    'Beverage Tirreno – Livorno',
    { name: 'Beverage Tirreno – Firenze', city: 'Firenze' },
  ]),
  company('dibevit', 'Dibevit Sud S.r.l.', 'WHSL', 'Bari', [
    'Dibevit – Bari',
    { name: 'Dibevit – Lecce', city: 'Lecce' },
  ]),
  company('veneto', 'Centro Bevande Veneto S.r.l.', 'WHSL', 'Padova', [
    'Centro Bevande – Padova',
    { name: 'Centro Bevande – Venezia Mestre', city: 'Venezia' },
  ]),
  company('sicilbevande', 'Sicilbevande Distribuzione S.r.l.', 'WHSL', 'Palermo', [
    'Sicilbevande – Palermo',
    { name: 'Sicilbevande – Catania', city: 'Catania' },
  ]),
  // The Czech company.
  company(
    'zlata-hvezda',
    'Hostinec U Zlaté Hvězdy s.r.o.',
    'On Premise',
    'Praha',
    [
      { key: 'hvezda-stare-mesto', name: 'U Zlaté Hvězdy – Staré Město', ...everyWeekday },
      'U Zlaté Hvězdy – Vinohrady',
      { name: 'U Zlaté Hvězdy – Brno', city: 'Brno' },
    ],
    { market: 'CZ' },
  ),
];
