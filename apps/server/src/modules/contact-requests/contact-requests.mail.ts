import type { BusinessType, ContactFormKind } from '@spina/domain';
import { escapeHtml } from '../../mail/html';
import type { OutgoingMail } from '../../mail/mailer';
import { mailLanguageOf, type MailLanguage } from '../identity/passwords/password-links.mail';

/** A stored request as its e-mails show it. */
export type RequestForMail = {
  kind: ContactFormKind;
  contactName: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  vatNumber: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  businessType: string | null;
  message: string | null;
  /** The signed-in sender's company id, when they wrote from the portal. */
  companyId: string | null;
};

type Texts = {
  subject: Record<ContactFormKind, string>;
  intro: Record<ContactFormKind, string>;
  confirmSubject: string;
  confirmGreeting: string;
  confirmIntro: Record<ContactFormKind, string>;
  confirmIgnore: string;
  labels: Record<Exclude<keyof RequestForMail, 'kind'>, string>;
  businessTypes: Record<BusinessType, string>;
};

const TEXTS: Record<MailLanguage, Texts> = {
  it: {
    subject: { partner: 'Nuova richiesta di partnership', contact: 'Nuovo messaggio dal modulo contatti' },
    intro: {
      partner: 'Un potenziale cliente ha chiesto di diventare partner dal portale Spina.',
      contact: 'È arrivato un messaggio dal modulo contatti del portale Spina.',
    },
    confirmSubject: 'Spina: abbiamo ricevuto la tua richiesta',
    confirmGreeting: 'Buongiorno,',
    confirmIntro: {
      partner: 'Grazie per l’interesse: il nostro servizio clienti ti contatterà al più presto.',
      contact: 'Grazie per il messaggio: il nostro servizio clienti ti risponderà al più presto.',
    },
    confirmIgnore: 'Se non hai scritto tu al portale Spina, ignora questo messaggio.',
    labels: {
      companyName: 'Azienda',
      vatNumber: 'Partita IVA',
      contactName: 'Referente',
      email: 'E-mail',
      phone: 'Telefono',
      address: 'Indirizzo',
      zip: 'CAP',
      city: 'Città',
      businessType: 'Tipo di attività',
      message: 'Messaggio',
      companyId: 'Codice cliente',
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
  },
  en: {
    subject: { partner: 'New partner request', contact: 'New message from the contact form' },
    intro: {
      partner: 'A prospective customer asked to become a partner on the Spina portal.',
      contact: 'A message arrived from the contact form of the Spina portal.',
    },
    confirmSubject: 'Spina: we have received your request',
    confirmGreeting: 'Hello,',
    confirmIntro: {
      partner: 'Thank you for your interest: our customer service will contact you soon.',
      contact: 'Thank you for your message: our customer service will answer you soon.',
    },
    confirmIgnore: 'If you did not write to the Spina portal, ignore this message.',
    labels: {
      companyName: 'Company',
      vatNumber: 'VAT number',
      contactName: 'Contact person',
      email: 'E-mail',
      phone: 'Phone',
      address: 'Address',
      zip: 'ZIP code',
      city: 'City',
      businessType: 'Type of business',
      message: 'Message',
      companyId: 'Customer code',
    },
    businessTypes: {
      bar: 'Bar',
      restaurant: 'Restaurant',
      hotel: 'Hotel',
      pub: 'Pub or brewpub',
      franchise: 'Franchise outlet',
      wholesaler: 'Wholesaler or distributor',
      shop: 'Shop or point of sale',
      catering: 'Catering and events',
      other: 'Other',
    },
  },
};

const FIELD_ORDER = [
  'companyName',
  'companyId',
  'vatNumber',
  'businessType',
  'contactName',
  'email',
  'phone',
  'address',
  'zip',
  'city',
  'message',
] as const;

/** The request's filled fields as label and value, in the reader's language. */
function fieldLines(request: RequestForMail, texts: Texts): Array<[string, string]> {
  return FIELD_ORDER.flatMap((field): Array<[string, string]> => {
    const value = request[field];
    if (value === null || value === '') return [];
    const shown = field === 'businessType' ? (texts.businessTypes[value as BusinessType] ?? value) : value;
    return [[texts.labels[field], shown]];
  });
}

function body(lines: Array<[string, string]>, before: string[]): Pick<OutgoingMail, 'text' | 'html'> {
  return {
    text: [...before, '', ...lines.map(([label, value]) => `${label}: ${value}`), '', 'Spina'].join('\n'),
    html: [
      ...before.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      '<table>',
      ...lines.map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
      ),
      '</table>',
      '<p>Spina</p>',
    ].join('\n'),
  };
}

/** The request as customer service receives it, in the market's language; replying answers the sender. */
export function customerServiceMail(request: RequestForMail, to: string, language: string): OutgoingMail {
  const texts = TEXTS[mailLanguageOf(language)];
  const who = request.companyName ?? request.contactName;
  return {
    to,
    replyTo: request.email,
    subject: `Spina: ${texts.subject[request.kind]} — ${who}`,
    links: [],
    ...body(fieldLines(request, texts), [texts.intro[request.kind]]),
  };
}

/**
 * The sender's confirmation, in the language they wrote in. It holds no text the sender typed: anyone may give any
 * address, and the form must not become a way to send one's own words to strangers.
 */
export function confirmationMail(
  request: Pick<RequestForMail, 'kind' | 'email'>,
  language: string,
): OutgoingMail {
  const texts = TEXTS[mailLanguageOf(language)];
  const lines = [texts.confirmGreeting, texts.confirmIntro[request.kind], texts.confirmIgnore, 'Spina'];
  return {
    to: request.email,
    subject: texts.confirmSubject,
    links: [],
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
