import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

/** Testi dei moduli diventa partner e contatti (spec 3 §2 become-partner, contact, thanks). */
const it: Catalogue<typeof en> = {
  fields: {
    companyName: 'Ragione sociale',
    vatNumber: 'Partita IVA',
    vatNumberHint: 'Con o senza il codice del paese, es. IT01234567890',
    contactName: 'Referente',
    contactNameOwn: 'Il tuo nome',
    email: 'E-mail',
    phone: 'Telefono',
    phoneHint: '10 cifre, es. 0212345678',
    phoneOptional: 'Telefono (facoltativo)',
    address: 'Indirizzo',
    zip: 'CAP',
    zipHint: '5 cifre',
    city: 'Città',
    businessType: 'Tipo di attività',
    businessTypePlaceholder: 'Scegli…',
    message: 'Messaggio',
    messagePartner: 'Raccontaci della tua attività (facoltativo)',
    companyOptional: 'Azienda (facoltativo)',
    terms:
      'Accetto le <terms>condizioni d’uso</terms> e ho letto l’<privacy>informativa sulla privacy</privacy>',
    honeypot: 'Lascia vuoto questo campo',
    newWindow: 'si apre in una nuova scheda',
  },
  businessTypes: {
    bar: 'Bar',
    restaurant: 'Ristorante',
    hotel: 'Hotel',
    pub: 'Pub o birreria',
    franchise: 'Locale in franchising',
    wholesaler: 'Grossista o distributore',
    shop: 'Negozio o punto vendita',
    catering: 'Catering ed eventi',
    other: 'Altro',
  },
  form: {
    send: 'Invia',
    sending: 'Invio in corso…',
    requiredNote: 'I campi con * sono obbligatori.',
  },
  partner: {
    title: 'Diventa partner',
    intro:
      'Servi le nostre birre e bevande nel tuo locale o negozio. Raccontaci della tua attività e il nostro team commerciale ti contatterà.',
    benefitsTitle: 'Cosa ottieni',
    benefit1: 'Ordini online a qualsiasi ora, con date di consegna adatte alla tua settimana',
    benefit2: 'I tuoi prezzi, documenti ed estratto vuoti in un unico posto',
    benefit3: 'Un agente commerciale e un servizio clienti che conoscono la tua attività',
    formTitle: 'I tuoi dati',
    sentTitle: 'Grazie, la tua richiesta è stata inviata',
    sentText:
      'Il nostro team commerciale ti contatterà entro due giorni lavorativi. Abbiamo inviato una conferma a {{email}}.',
    home: 'Torna alla home',
    news: 'Leggi le nostre news',
  },
  contact: {
    title: 'Contattaci',
    intro:
      'Domande su un ordine, una consegna o il tuo account? Scrivici e il servizio clienti ti risponderà.',
    serviceTitle: 'Servizio clienti',
    email: 'E-mail',
    phone: 'Telefono',
    hours: 'Orari',
    formTitle: 'Scrivici',
    signedInNote: 'Scrivi come {{name}}. Ti risponderemo a {{email}}.',
    sentTitle: 'Grazie, il tuo messaggio è stato inviato',
    sentText: 'Il servizio clienti ti risponderà al più presto. Abbiamo inviato una conferma a {{email}}.',
    home: 'Torna alla home',
  },
  thanks: {
    title: 'Grazie per il tuo messaggio',
    text: 'Il servizio clienti l’ha ricevuto e ti risponderà via e-mail, di solito entro un giorno lavorativo.',
    nextTitle: 'Nel frattempo',
    support: 'Trova risposte nelle domande frequenti e nella knowledge base',
    orders: 'Vai allo storico ordini',
    home: 'Torna alla home',
  },
};

export default it;
