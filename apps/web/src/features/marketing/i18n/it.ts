import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

const it: Catalogue<typeof en> = {
  title: 'Materiali marketing',
  intro:
    'Loghi, schede prodotto, listini, materiale per il punto vendita e foto dei nostri marchi, pronti da scaricare.',
  filters: {
    search: 'Cerca per titolo',
    searchHint: 'Scrivi almeno 3 caratteri',
    brand: 'Marchio',
    allBrands: 'Tutti i marchi',
    brandOption: '{{name}} ({{count}})',
    folders: 'Cartelle',
    allFolders: 'Tutte le cartelle',
    folder: '{{name}} ({{count}})',
    view: 'Vista',
    grid: 'Griglia',
    list: 'Elenco',
    clear: 'Azzera i filtri',
  },
  list: {
    label: 'Materiali',
    loading: 'Caricamento dei materiali…',
    error: 'Non è stato possibile caricare i materiali.',
    retry: 'Riprova',
    count_one: '{{count}} materiale',
    count_other: '{{count}} materiali',
    emptyTitle: 'Ancora nessun materiale',
    emptyText: 'I materiali compaiono qui appena pubblicati.',
    noMatchTitle: 'Nessun materiale corrisponde',
    noMatchText: 'Prova un altro titolo, marchio o cartella.',
    pages: 'Pagine dei materiali',
  },
  material: {
    select: 'Seleziona {{name}}',
    download: 'Scarica',
    downloadName: 'Scarica {{name}}',
    downloading: 'Download in corso…',
    general: 'Generale',
    meta: '{{type}} · {{size}}',
    published: 'Pubblicato il {{date}}',
  },
  selection: {
    label: 'Selezione',
    count_one: '{{count}} selezionato ({{size}})',
    count_other: '{{count}} selezionati ({{size}})',
    selectVisible: 'Seleziona tutti in questa pagina',
    clear: 'Svuota la selezione',
    download: 'Scarica selezionati (ZIP)',
    tooMany: 'Seleziona al massimo {{max}} materiali per un download',
    tooBig: 'Seleziona al massimo {{size}} per un download',
    preparing: 'Preparazione dello ZIP…',
    progress: 'Download dello ZIP: {{percent}} %',
    progressBytes: 'Download dello ZIP: {{size}}',
    progressLabel: 'Avanzamento del download dello ZIP',
  },
  errors: {
    notAvailable:
      'Alcuni dei materiali selezionati non sono più disponibili. Ricarica la pagina e selezionali di nuovo.',
    tooLarge: 'La selezione è troppo grande per un solo download: seleziona meno materiali.',
    network: 'Il server non è raggiungibile. Controlla la connessione e riprova.',
    generic: 'Il download non è riuscito. Riprova tra un momento.',
    dismiss: 'Chiudi',
  },
  types: {
    pdf: 'Documento PDF',
    zip: 'Archivio ZIP',
    image: 'Immagine',
    file: 'Altro documento',
  },
};

export default it;
