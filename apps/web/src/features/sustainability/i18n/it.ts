import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

/** Testi della sezione sostenibilità e del suo questionario. */
const it: Catalogue<typeof en> = {
  landing: {
    loading: 'Caricamento delle pagine sulla sostenibilità…',
    error: 'Non è stato possibile caricare le pagine sulla sostenibilità.',
    retry: 'Riprova',
    emptyTitle: 'Ancora nessun contenuto',
    emptyText: 'Le pagine sulla sostenibilità del tuo mercato arriveranno presto.',
    categories: 'Da dove cominciare',
    categoryLink: 'Leggi: {{title}}',
    checklist: 'Checklist per il tuo locale',
    checklistIntro: 'Abitudini che fanno la differenza, una alla volta.',
    tools: 'Strumenti per i clienti',
    surveyTitle: 'Questionario sulla sostenibilità',
    surveyText: 'Raccontaci cosa fa già il tuo locale: bastano tre minuti.',
    surveyAction: 'Rispondi al questionario',
    pairingTitle: 'Abbinamenti birra e cibo',
    pairingText: 'Scegli un piatto e un’occasione e scopri le birre della nostra gamma più adatte.',
    pairingAction: 'Apri il configuratore',
    visitorText:
      'I clienti possono rispondere al questionario e usare il configuratore di abbinamenti dopo l’accesso.',
    signIn: 'Accedi',
  },
  category: {
    loading: 'Caricamento della pagina…',
    tips: 'Cosa puoi fare',
    back: 'Tutti i temi della sostenibilità',
    others: 'Altri temi',
    notFoundTitle: 'Pagina non trovata',
    notFoundText: 'Questa pagina sulla sostenibilità non esiste o non è più disponibile.',
  },
  survey: {
    title: 'Questionario sulla sostenibilità',
    intro:
      'Le tue risposte ci aiutano a organizzare consegne, ritiro dei vuoti e consigli per il tuo locale.',
    forShipTo: 'Risposte per {{name}}',
    noShipTo: 'Scegli un punto di consegna per rispondere al questionario.',
    loading: 'Caricamento delle tue risposte…',
    error: 'Non è stato possibile caricare le tue risposte.',
    retry: 'Riprova',
    required: 'obbligatoria',
    optional: 'facoltativa',
    chooseUpTo: 'Scegline fino a {{count}}.',
    characters: '{{count}} di {{max}} caratteri',
    submit: 'Invia le risposte',
    update: 'Salva le risposte',
    cancel: 'Annulla',
    invalid: 'Alcune risposte richiedono la tua attenzione.',
    thanksTitle: 'Grazie per le tue risposte',
    thanksText: 'Inviate il {{date}}.',
    updatedText: 'Inviate il {{date}}, modificate l’ultima volta il {{updated}}.',
    yourAnswers: 'Le tue risposte',
    noAnswer: 'Nessuna risposta',
    edit: 'Modifica le risposte',
    saved: 'Le tue risposte sono state salvate.',
  },
  questions: {
    'energy-source': {
      label: 'Da dove arriva l’energia elettrica del tuo locale?',
      options: {
        'standard-grid': 'Una tariffa standard',
        'green-tariff': 'Una tariffa certificata da fonti rinnovabili',
        'own-solar': 'In parte dai nostri pannelli solari',
        'not-sure': 'Non lo so',
      },
    },
    practices: {
      label: 'Quali di queste abitudini segue il tuo locale?',
      options: {
        'led-lighting': 'Illuminazione LED',
        'efficient-fridges': 'Frigoriferi a basso consumo',
        'water-saving-taps': 'Rubinetti a risparmio d’acqua',
        'eco-glasswasher': 'Lavabicchieri con programma eco',
        'waste-sorting': 'Raccolta differenziata al banco',
        'returnable-glass': 'Vetro a rendere e fusti',
        'local-suppliers': 'Fornitori alimentari locali',
      },
    },
    'empties-return': {
      label: 'Quanto spesso restituisci i vuoti alla consegna?',
      low: 'Mai',
      high: 'Ogni volta',
    },
    'delivery-preference': {
      label: 'Quali consegne ti sono più comode?',
      options: {
        'fewer-larger': 'Meno consegne, più grandi',
        'as-needed': 'Consegne più piccole quando serve',
        'shared-route': 'Giorni flessibili, in giro con i locali vicini',
      },
    },
    'guest-interest': {
      label: 'Quanto interessa la sostenibilità ai tuoi clienti?',
      low: 'Per niente',
      high: 'Moltissimo',
    },
    ideas: {
      label: 'Cosa potremmo fare meglio insieme?',
    },
  },
};

export default it;
