import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

const it: Catalogue<typeof en> = {
  fields: {
    email: 'E-mail',
    password: 'Password',
    newPassword: 'Nuova password',
    retypePassword: 'Ripeti la nuova password',
    showPassword: 'Mostra la password',
    hidePassword: 'Nascondi la password',
    required: 'Campo obbligatorio',
    invalidEmail: 'Inserisci un indirizzo e-mail valido',
  },
  login: {
    title: 'Accedi',
    text: 'Accedi per ordinare per i tuoi locali e gestire il tuo account.',
    submit: 'Accedi',
    forgotPassword: 'Password dimenticata?',
    tooManyAttempts_one: 'Troppi tentativi di accesso. Riprova tra {{count}} minuto, alle {{time}}.',
    tooManyAttempts_other: 'Troppi tentativi di accesso. Riprova tra {{count}} minuti, alle {{time}}.',
    handingOff: 'Apertura dell’e-learning…',
    sessionExpired: 'La sessione è terminata. Accedi di nuovo per continuare.',
  },
  forgot: {
    title: 'Password dimenticata?',
    text: 'Inserisci l’e-mail del tuo account: ti invieremo un link per scegliere una nuova password.',
    submit: 'Invia il link',
    sentTitle: 'Controlla la tua e-mail',
    backToLogin: 'Torna all’accesso',
  },
  reset: {
    title: 'Scegli una nuova password',
    text: 'Scegli la password che userai d’ora in poi. Poi accedi con la nuova password.',
    submit: 'Salva la password',
    doneTitle: 'Password salvata',
    requestNewLink: 'Richiedi un nuovo link',
  },
  verification: {
    title: 'Attiva il tuo account',
    text: 'Benvenuto in Spina. Scegli la password con cui accederai.',
    submit: 'Attiva l’account',
    doneTitle: 'Il tuo account è attivo',
    contactSupport: 'Contatta l’assistenza',
  },
  password: {
    checklist: 'La password deve avere',
    match: 'Le due password coincidono',
    met: 'fatto',
    unmet: 'mancante',
  },
  change: {
    current: 'Password attuale',
    submit: 'Cambia la password',
    required: 'Inserisci la password attuale',
    actingAs: 'La password può essere cambiata solo dall’utente stesso, non mentre si agisce per suo conto.',
  },
  samlError: {
    providers: {
      pubmenu: 'pubMenu',
      elearning: 'eLearning',
      academy: 'Academy',
      formazione: 'Formazione',
    },
    unconfigured: {
      title: '{{provider}} non è ancora disponibile',
      text: 'Il collegamento con {{provider}} non è ancora configurato. Riprova più tardi o contatta il servizio clienti.',
      title_unnamed: 'Il servizio non è ancora disponibile',
      text_unnamed:
        'Il collegamento con il servizio non è ancora configurato. Riprova più tardi o contatta il servizio clienti.',
    },
    forbidden: {
      title: 'Il tuo account non può aprire {{provider}}',
      text: 'Il tuo ruolo non comprende {{provider}}. Chiedi l’accesso al tuo key user o al servizio clienti.',
      title_unnamed: 'Il tuo account non può aprire il servizio',
      text_unnamed:
        'Il tuo ruolo non comprende il servizio. Chiedi l’accesso al tuo key user o al servizio clienti.',
    },
    expired: {
      title: 'Il link a {{provider}} è scaduto',
      text: 'Per la tua sicurezza il link dura un minuto e vale una sola volta. Torna al portale e apri di nuovo {{provider}}.',
      title_unnamed: 'Il link al servizio è scaduto',
      text_unnamed:
        'Per la tua sicurezza il link dura un minuto e vale una sola volta. Torna al portale e apri di nuovo il servizio.',
    },
    unknown: {
      title: 'Servizio sconosciuto',
      text: 'Il portale non conosce il servizio “{{provider}}”. Controlla il link che hai seguito.',
      title_unnamed: 'Servizio sconosciuto',
      text_unnamed: 'Il link non indica quale servizio aprire. Controlla il link che hai seguito.',
    },
    failed: {
      title: 'Non è stato possibile aprire {{provider}}',
      text: 'Si è verificato un problema durante l’apertura di {{provider}}. Riprova tra poco.',
      title_unnamed: 'Non è stato possibile aprire il servizio',
      text_unnamed: 'Si è verificato un problema durante l’apertura del servizio. Riprova tra poco.',
    },
    home: 'Vai alla pagina iniziale',
  },
  bars: {
    profileErrors: 'Il tuo profilo è incompleto:',
    profileErrorsHelp: 'Contatta il servizio clienti per completarlo.',
  },
  errors: {
    network: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
  },
};

export default it;
