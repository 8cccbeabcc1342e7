import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

/** Testi dell'area assistenza: schede, knowledge base e domande frequenti. */
const it: Catalogue<typeof en> = {
  page: {
    title: 'Assistenza',
    intro: 'Risposte alle domande più frequenti e guide a ogni parte del portale.',
    sections: 'Sezioni dell’assistenza',
  },
  tabs: {
    knowledgeBase: 'Knowledge base',
    faq: 'Domande frequenti',
  },
  knowledgeBase: {
    intro: 'Guide su ordini, consegne, vuoti, fatture e il tuo account.',
    loading: 'Caricamento della knowledge base…',
    error: 'Non è stato possibile caricare la knowledge base.',
    emptyTitle: 'Ancora nessuna guida',
    emptyText: 'Le guide della knowledge base compaiono qui non appena vengono pubblicate.',
  },
  topics: {
    ordering: 'Ordini',
    delivery: 'Consegne',
    empties: 'Vuoti',
    invoices: 'Fatture e documenti',
    account: 'Il tuo account',
  },
  faq: {
    intro: 'Risposte rapide, argomento per argomento.',
    loading: 'Caricamento delle domande…',
    error: 'Non è stato possibile caricare le domande.',
    emptyTitle: 'Ancora nessuna domanda',
    emptyText: 'Le domande frequenti compaiono qui non appena vengono pubblicate.',
  },
  retry: 'Riprova',
};

export default it;
