import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

const it: Catalogue<typeof en> = {
  actAs: {
    title: 'Agisci come cliente',
    text: 'Cerca un utente cliente per e-mail, nome o azienda. Mentre agisci come lui vedi il portale come lo vede lui, e ogni modifica viene registrata con il tuo nome.',
    search: 'E-mail, nome o azienda',
    searchPlaceholder: 'es. rossi o bar@example.com',
    hint: 'Scrivi almeno 2 caratteri.',
    results: 'Utenti clienti',
    none: 'Nessun utente cliente corrisponde a “{{term}}”.',
    more: 'Sono mostrati solo i primi 20: scrivi di più per restringere la ricerca.',
    company: 'Azienda',
    noCompany: 'Nessuna azienda',
    act: 'Agisci come {{name}}',
    actShort: 'Agisci come',
    invite: 'Invia di nuovo l’invito',
    inviteShort: 'Invia invito',
    cannotSignIn: 'Questo utente non può accedere ({{status}}).',
    failed: 'La ricerca non è riuscita. Riprova.',
  },
  banner: {
    label: 'Stai agendo come un utente cliente',
    text: 'Stai agendo come {{name}} (servizio clienti)',
    stop: 'Interrompi',
  },
  statuses: {
    Active: 'Attivo',
    Invited: 'Invitato',
    Inactive: 'Disattivato',
    Suspended: 'Sospeso',
    Exited: 'Uscito',
    'Move Out': 'Trasferito',
  },
};

export default it;
