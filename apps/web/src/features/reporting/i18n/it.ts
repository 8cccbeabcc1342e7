import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

/** Testi della reportistica. */
const it: Catalogue<typeof en> = {
  page: {
    title: 'Reportistica',
    intro: 'I tuoi acquisti in ettolitri e valore, per mese, marchio, confezionamento e punto di consegna.',
  },
  reports: {
    label: 'Prospetto',
    'volume-by-month': 'Per mese',
    'volume-by-brand': 'Per marchio',
    'volume-by-packaging': 'Per confezionamento',
    'volume-by-ship-to': 'Per punto di consegna',
    'empties-balance': 'Saldo vuoti nel tempo',
  },
  empties: {
    caption: 'Vuoti in carico a fine mese',
    chart: 'Vuoti in carico (pezzi)',
    month: 'Mese',
    in: 'Consegnati',
    out: 'Resi',
    balance: 'In carico a fine mese',
    opening: 'In carico a inizio periodo: {{units}}',
  },
  filters: {
    from: 'Dal',
    to: 'Al',
    shipTo: 'Punto di consegna',
    brand: 'Marchio',
    all: 'Tutti',
    periodError: "L'inizio del periodo non deve essere successivo alla fine.",
  },
  measure: { label: 'Grafico di', hl: 'Ettolitri', value: 'Valore' },
  columns: {
    group: 'Gruppo',
    hl: 'Ettolitri',
    value: 'Valore (IVA esclusa)',
    orders: 'Ordini',
    total: 'Totale',
  },
  chartTitle: '{{measure}} {{report}}',
  noBrand: 'Altro',
  exportCsv: 'Esporta CSV',
  exportXlsx: 'Esporta XLSX',
  exportFailed: 'Non è stato possibile creare il file. Riprova.',
  loading: 'Caricamento del report…',
  error: 'Non è stato possibile caricare il report.',
  notFound: 'Questo punto di consegna non è tra i tuoi.',
  retry: 'Riprova',
  emptyTitle: 'Nessun acquisto nel periodo',
  emptyText: 'Scegli un periodo più lungo o togli i filtri.',
};
export default it;
