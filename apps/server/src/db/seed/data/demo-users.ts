import type { RoleType } from './roles';

/** The demo password of DESIGN §7, shared by every demo user. */
export const DEMO_PASSWORD = 'Spina-Demo-2026!';

/** A role on one ship-to; `shipTo` is a ship-to key of data/companies.ts or `<company key>#<index>`. */
export type AssignmentSeed = { shipTo: string; role: RoleType; extended?: string[] };

/** A demo user of DESIGN §7. */
export type DemoUserSeed = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** Null: the identity profile lacks a country, a profile error (spec 1 §4.1 step 6). */
  country: 'ITA' | 'CZE' | null;
  language: 'it' | 'en';
  company: string | null;
  isStaff?: boolean;
  /** Has not signed in yet: the first sign-in opens the first-login tutorial (spec 3 §4). */
  firstLogin?: boolean;
  defaultShipTo: string | null;
  assignments: AssignmentSeed[];
};

/** What the Empties Management role lacks of an owner's sections, added on top where an owner holds it. */
const OWNER_EXTRAS = [
  'Contracts',
  'Reporting',
  'Marketing Materials',
  'News & Articles',
  'Support',
  'Academy',
  'Access Management',
  'Product Recommendation',
  'Pub Menu',
];

/** The demo users as DESIGN §7 lists them, and one who has not signed in yet (the tutorial's). */
export const DEMO_USERS: DemoUserSeed[] = [
  {
    email: 'onpremise@example.com',
    firstName: 'Marco',
    lastName: 'Bellini',
    phone: '3471234501',
    country: 'ITA',
    language: 'it',
    company: 'portico',
    defaultShipTo: 'portico-centro',
    assignments: [
      { shipTo: 'portico-centro', role: 'Owner' },
      { shipTo: 'portico-stazione', role: 'Owner' },
      { shipTo: 'portico-lungomare', role: 'Empties Management', extended: OWNER_EXTRAS },
    ],
  },
  {
    email: 'basic@example.com',
    firstName: 'Sara',
    lastName: 'Colombo',
    phone: '3471234502',
    country: 'ITA',
    language: 'it',
    company: 'portico',
    defaultShipTo: 'portico-centro',
    assignments: [
      { shipTo: 'portico-centro', role: 'Basic' },
      { shipTo: 'portico-lungomare', role: 'Common user' },
    ],
  },
  {
    email: 'franchisee@example.com',
    firstName: 'Davide',
    lastName: 'Ferrari',
    phone: '3471234503',
    country: 'ITA',
    language: 'it',
    company: 'taverna-milano',
    defaultShipTo: 'taverna-navigli',
    assignments: [
      { shipTo: 'taverna-navigli', role: 'Owner' },
      { shipTo: 'taverna-milano#1', role: 'Empties Management', extended: OWNER_EXTRAS },
      { shipTo: 'taverna-milano#2', role: 'Owner' },
    ],
  },
  {
    email: 'outlet@example.com',
    firstName: 'Marco',
    lastName: 'Conti',
    phone: '3471234504',
    country: 'ITA',
    language: 'it',
    company: 'stella',
    defaultShipTo: 'stella-bar',
    assignments: [
      { shipTo: 'stella-bar', role: 'Owner' },
      { shipTo: 'stella#1', role: 'Owner' },
    ],
  },
  {
    email: 'wholesaler@example.com',
    firstName: 'Alessandro',
    lastName: 'Marino',
    phone: '3471234505',
    country: 'ITA',
    language: 'it',
    company: 'adriatica',
    defaultShipTo: 'adriatica-pescara',
    assignments: [
      { shipTo: 'adriatica-pescara', role: 'Owner', extended: ['Empties Management'] },
      { shipTo: 'adriatica#1', role: 'Owner' },
      { shipTo: 'adriatica#2', role: 'Owner' },
    ],
  },
  {
    email: 'pos@example.com',
    firstName: 'Francesca',
    lastName: 'Greco',
    phone: '3471234506',
    country: 'ITA',
    language: 'it',
    company: 'sapori',
    defaultShipTo: 'sapori-monti',
    assignments: [
      { shipTo: 'sapori-monti', role: 'Owner' },
      { shipTo: 'sapori#1', role: 'Owner' },
    ],
  },
  {
    email: 'academy@example.com',
    firstName: 'Luca',
    lastName: 'Romano',
    phone: '3471234507',
    country: 'ITA',
    language: 'it',
    company: 'sapori',
    defaultShipTo: 'sapori-monti',
    assignments: [{ shipTo: 'sapori-monti', role: 'Academy' }],
  },
  {
    email: 'cz@example.com',
    firstName: 'Tomáš',
    lastName: 'Novák',
    phone: '420601234508',
    country: 'CZE',
    language: 'en',
    company: 'zlata-hvezda',
    defaultShipTo: 'hvezda-stare-mesto',
    assignments: [
      { shipTo: 'hvezda-stare-mesto', role: 'Owner' },
      { shipTo: 'zlata-hvezda#1', role: 'Owner' },
      { shipTo: 'zlata-hvezda#2', role: 'Owner' },
    ],
  },
  {
    email: 'staff@example.com',
    firstName: 'Giulia',
    lastName: 'Ferri',
    phone: '0510000001',
    country: 'ITA',
    language: 'it',
    company: null,
    isStaff: true,
    defaultShipTo: null,
    assignments: [],
  },
];

/**
 * Demo users beyond DESIGN §7, built after every other user so that adding one changes nobody else's data.
 * nocountry@example.com is a second Owner of Osteria del Ponte whose identity profile has no country, so the
 * toolbar shows 'Country is not fill' (spec 1 §4.1 step 6, spec 3 §2); the My Profile journey changes its
 * password and its default ship-to, which no other journey relies on. welcome@example.com is an Associate on their
 * first sign-in, who meets the first-login tutorial (spec 3 §2, §4) and has placed no order yet.
 */
export const MORE_DEMO_USERS: DemoUserSeed[] = [
  {
    email: 'nocountry@example.com',
    firstName: 'Chiara',
    lastName: 'Galli',
    phone: '3471234510',
    country: null,
    language: 'it',
    company: 'ponte',
    defaultShipTo: 'ponte#0',
    assignments: [
      { shipTo: 'ponte#0', role: 'Owner' },
      { shipTo: 'ponte#1', role: 'Owner' },
      { shipTo: 'ponte#2', role: 'Owner' },
    ],
  },
  {
    email: 'welcome@example.com',
    firstName: 'Elisa',
    lastName: 'Moretti',
    phone: '3471234509',
    country: 'ITA',
    language: 'it',
    company: 'sapori',
    firstLogin: true,
    defaultShipTo: 'sapori-monti',
    assignments: [{ shipTo: 'sapori-monti', role: 'Associate' }],
  },
];
