import type { Database } from '../client';
import { pageContents, type Localized } from '../schema';
import { SeedContext } from './context';

/** Paths of the portal's own legal pages, which the footer's About Us links open (spec 1 §2.8). */
export const LEGAL_PAGES = {
  termsOfUse: 'terms-of-use',
  cookies: 'cookies',
  privacyPolicy: 'privacy-policy',
} as const;

const l = (it: string, en: string): Localized => ({ it, en });

const customerService = 'servizio.clienti@spina-bevande.example';

/** The demo's legal pages (fictional producer, plain HTML the web sanitises before showing). */
const pages: Array<{ path: string; title: Localized; body: Localized }> = [
  {
    path: LEGAL_PAGES.termsOfUse,
    title: l('Condizioni d’uso', 'Terms of use'),
    body: l(
      '<p>Il portale ordini Spina è riservato ai clienti professionali di Spina Bevande S.p.A. ' +
        'e ai loro collaboratori autorizzati.</p>' +
        '<h2>Account</h2><p>Ogni utente custodisce le proprie credenziali e risponde degli ordini inviati con il ' +
        'proprio account. Il titolare dell’account aziendale gestisce gli accessi dei collaboratori.</p>' +
        '<h2>Ordini</h2><ul><li>Prezzi e disponibilità sono quelli mostrati al momento dell’invio.</li>' +
        '<li>Le date di consegna rispettano gli orari limite e il calendario del punto di consegna.</li></ul>' +
        `<h2>Contatti</h2><p>Per domande scrivi a <a href="mailto:${customerService}">${customerService}</a>.</p>`,
      '<p>The Spina ordering portal is for the trade customers of Spina Bevande S.p.A. and their authorised ' +
        'staff only.</p>' +
        '<h2>Accounts</h2><p>Every user keeps their credentials safe and answers for the orders sent with their ' +
        'account. The owner of a company account manages the access of their staff.</p>' +
        '<h2>Orders</h2><ul><li>Prices and availability are those shown when the order is sent.</li>' +
        '<li>Delivery dates follow the cut-off hours and the calendar of the delivery point.</li></ul>' +
        `<h2>Contact</h2><p>For questions write to <a href="mailto:${customerService}">${customerService}</a>.</p>`,
    ),
  },
  {
    path: LEGAL_PAGES.cookies,
    title: l('Cookie policy', 'Cookie policy'),
    body: l(
      '<p>Il portale usa solo i cookie tecnici necessari al suo funzionamento.</p>' +
        '<h2>Quali cookie</h2><ul><li><strong>Sessione</strong>: mantiene l’accesso (scade con la sessione).</li>' +
        '<li><strong>Preferenze</strong>: lingua e punto di consegna, salvati nel browser.</li></ul>' +
        '<p>Non usiamo cookie di profilazione né di terze parti.</p>',
      '<p>The portal uses only the technical cookies it needs to work.</p>' +
        '<h2>Which cookies</h2><ul><li><strong>Session</strong>: keeps you signed in (ends with the session).</li>' +
        '<li><strong>Preferences</strong>: language and delivery point, kept in the browser.</li></ul>' +
        '<p>We use no profiling or third-party cookies.</p>',
    ),
  },
  {
    path: LEGAL_PAGES.privacyPolicy,
    title: l('Informativa sulla privacy', 'Privacy policy'),
    body: l(
      '<p>Spina Bevande S.p.A. tratta i dati personali dei clienti e dei visitatori per gestire gli ordini, ' +
        'l’assistenza e le richieste inviate dai moduli di contatto.</p>' +
        '<h2>Dati trattati</h2><ul><li>Nome, e-mail e telefono di contatto.</li>' +
        '<li>Dati dell’azienda (ragione sociale, partita IVA, indirizzo).</li></ul>' +
        '<h2>Diritti</h2><p>Puoi chiedere accesso, rettifica o cancellazione dei tuoi dati scrivendo a ' +
        `<a href="mailto:${customerService}">${customerService}</a>.</p>`,
      '<p>Spina Bevande S.p.A. processes the personal data of customers and visitors to handle orders, support and ' +
        'the requests sent through the contact forms.</p>' +
        '<h2>Data processed</h2><ul><li>Contact name, e-mail and phone.</li>' +
        '<li>Company data (company name, VAT number, address).</li></ul>' +
        '<h2>Your rights</h2><p>You may ask to access, correct or erase your data by writing to ' +
        `<a href="mailto:${customerService}">${customerService}</a>.</p>`,
    ),
  },
];

/** The internal pages; ids come from the seed's random stream so they repeat. */
export async function seedPages(db: Database, context: SeedContext = new SeedContext()): Promise<void> {
  const random = context.random('pages');
  const updatedAt = new Date('2026-01-15T09:00:00Z');
  await db.insert(pageContents).values(pages.map((page) => ({ ...page, id: random.uuid(), updatedAt })));
}
