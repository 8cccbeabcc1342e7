import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

/** Testi delle news e degli articoli. */
const it: Catalogue<typeof en> = {
  list: {
    title: 'News e articoli',
    intro: 'Novità di prodotto, consegne, formazione ed eventi dal birrificio.',
    visitorNote: 'I clienti leggono altre news dopo aver effettuato l’accesso.',
    signIn: 'Accedi',
    loading: 'Caricamento delle news…',
    error: 'Non è stato possibile caricare le news.',
    retry: 'Riprova',
    emptyTitle: 'Ancora nessuna news',
    emptyText: 'News e articoli compaiono qui non appena vengono pubblicati.',
    noMatchTitle: 'Nessun articolo con questi tag',
    noMatchText: 'Scegli altri tag o mostra tutti gli articoli.',
    count_one: '{{count}} articolo',
    count_other: '{{count}} articoli',
    showing: '{{shown}} articoli su {{total}}',
    more: 'Mostra altri articoli',
    moreError: 'Non è stato possibile caricare altri articoli.',
    label: 'Articoli',
  },
  tags: {
    legend: 'Filtra per tag',
    clear: 'Mostra tutti gli articoli',
    more: 'Mostra tutti i tag ({{count}})',
    fewer: 'Mostra meno tag',
    tag: '{{name}} ({{count}})',
  },
  card: {
    published: 'Pubblicato il {{date}}',
    customersOnly: 'Riservato ai clienti',
  },
  article: {
    loading: 'Caricamento dell’articolo…',
    error: 'Non è stato possibile caricare l’articolo.',
    retry: 'Riprova',
    notFoundTitle: 'Articolo non trovato',
    notFoundText: 'Questo articolo non esiste o non è più disponibile.',
    notFoundVisitor: 'Alcuni articoli sono riservati ai clienti: accedi per leggerli.',
    signIn: 'Accedi',
    allNews: 'Tutte le news',
    tags: 'Tag',
    tagLink: 'Articoli con il tag {{name}}',
    more: 'Altre news',
  },
};

export default it;
