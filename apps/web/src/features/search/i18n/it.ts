import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

const it: Catalogue<typeof en> = {
  dialog: 'Cerca',
  input: 'Cerca prodotti, materiali marketing, news e assistenza',
  placeholder: 'Che cosa stai cercando?',
  reset: 'Cancella la ricerca',
  cancel: 'Annulla',
  searching: 'Ricerca in corso…',
  unavailable: 'La ricerca non è disponibile in questo momento',
  results: 'Risultati per “{{term}}”',
  resultCount_one: '{{count}} risultato trovato',
  resultCount_other: '{{count}} risultati trovati',
  recentSearches: 'Ricerche recenti',
  searchAgain: 'Cerca di nuovo “{{term}}”',
  tabs: {
    label: 'Risultati per sezione',
    products: 'Prodotti',
    marketingMaterials: 'Materiali marketing',
    news: 'News e articoli',
    support: 'Assistenza',
    withCount: '{{label}} ({{count}})',
  },
  allResults: 'Tutti i risultati di questa sezione',
  product: {
    carousel: 'Prodotti trovati',
    yourPrice: 'Il tuo prezzo',
    vatIncluded: 'IVA inclusa',
    previous: 'Prodotti precedenti',
    slide: 'Prodotto {{index}} di {{count}}',
    next: 'Prodotti successivi',
  },
  material: {
    opensFile: 'scarica il file',
  },
  support: {
    kb: 'Knowledge base',
    faq: 'FAQ',
  },
};

export default it;
