import type { OutgoingMail } from '../../../mail/mailer';
import { escapeHtml } from '../../../mail/html';

/** Languages the identity e-mails are written in; any other user language reads the English one. */
export type MailLanguage = 'it' | 'en';

export const mailLanguageOf = (language: string | null | undefined): MailLanguage =>
  (language ?? '').trim().toLowerCase() === 'it' ? 'it' : 'en';

type LinkMail = {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
};

const TEXTS: Record<'reset' | 'invitation', Record<MailLanguage, LinkMail>> = {
  reset: {
    it: {
      subject: 'Spina: reimposta la password',
      greeting: 'Gentile',
      intro: 'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Spina.',
      action: 'Scegli una nuova password',
      expiry: 'Il link vale un’ora e si può usare una sola volta.',
      ignore: 'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio.',
    },
    en: {
      subject: 'Spina: reset your password',
      greeting: 'Dear',
      intro: 'we received a request to reset the password of your Spina account.',
      action: 'Choose a new password',
      expiry: 'The link is valid for one hour and can be used once.',
      ignore: 'If you did not ask to reset your password, ignore this message.',
    },
  },
  invitation: {
    it: {
      subject: 'Spina: il tuo invito al portale ordini',
      greeting: 'Gentile',
      intro: 'sei stato invitato al portale ordini Spina. Scegli la tua password per attivare l’account.',
      action: 'Attiva l’account',
      expiry: 'Il link vale 7 giorni e si può usare una sola volta.',
      ignore: 'Se non ti aspettavi questo invito, ignora questo messaggio.',
    },
    en: {
      subject: 'Spina: your invitation to the ordering portal',
      greeting: 'Dear',
      intro:
        'you have been invited to the Spina ordering portal. Choose your password to activate your account.',
      action: 'Activate your account',
      expiry: 'The link is valid for 7 days and can be used once.',
      ignore: 'If you did not expect this invitation, ignore this message.',
    },
  },
};

/** The e-mail carrying a reset or invitation link, in the user's language. */
export function linkMail(
  kind: 'reset' | 'invitation',
  input: { to: string; firstName: string; language: string | null; link: string },
): OutgoingMail {
  const text = TEXTS[kind][mailLanguageOf(input.language)];
  const name = input.firstName.trim();
  return {
    to: input.to,
    subject: text.subject,
    links: [input.link],
    text: [
      `${text.greeting} ${name},`,
      '',
      text.intro,
      '',
      `${text.action}: ${input.link}`,
      '',
      text.expiry,
      text.ignore,
      '',
      'Spina',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(text.greeting)} ${escapeHtml(name)},</p>`,
      `<p>${escapeHtml(text.intro)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(text.action)}</a></p>`,
      `<p>${escapeHtml(text.expiry)}<br>${escapeHtml(text.ignore)}</p>`,
      '<p>Spina</p>',
    ].join('\n'),
  };
}
