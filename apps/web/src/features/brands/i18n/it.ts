import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

/** Testi delle pagine dei marchi. */
const it: Catalogue<typeof en> = {
  list: {
    title: 'I nostri marchi',
    intro: 'Le birre, le bibite, l’acqua e i sidri che produciamo e imbottigliamo noi.',
    loading: 'Caricamento dei marchi…',
    error: 'Non è stato possibile caricare i marchi.',
    retry: 'Riprova',
    empty: 'Ancora nessun marchio da mostrare.',
    label: 'Marchi',
    open: 'Scopri {{name}}',
  },
  brand: {
    loading: 'Caricamento del marchio…',
    logo: 'Logo di {{name}}',
    founded: 'Fondazione',
    origin: 'Origine',
    styles: 'Stili',
    products: 'I nostri prodotti',
    productsLabel: 'Prodotti di {{name}}',
    view: 'Vedi {{name}} nel catalogo',
    allInCatalogue: 'Tutti i prodotti {{name}} nel catalogo',
    signInToOrder: 'Accedi per vedere i prezzi e ordinare.',
    signIn: 'Accedi',
    back: 'Tutti i nostri marchi',
    notFoundTitle: 'Marchio non trovato',
    notFoundText: 'Questo marchio non esiste o non fa più parte della nostra gamma.',
  },
};

export default it;
