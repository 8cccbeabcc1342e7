import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

/** Testi della pagina Contratti. */
const it: Catalogue<typeof en> = {
  page: {
    title: 'Contratti',
    intro:
      'I tuoi contratti di fornitura: il volume che ti sei impegnato ad acquistare e quanto hai acquistato finora.',
  },
  list: {
    loading: 'Caricamento dei contratti…',
    error: 'Non è stato possibile caricare i contratti.',
    retry: 'Riprova',
    emptyTitle: 'Nessun contratto',
    emptyText:
      'Non ci sono contratti di fornitura sui tuoi punti di consegna. Il tuo agente può dirti di più.',
  },
  contract: {
    number: 'Contratto {{number}}',
    period: 'Periodo',
    periodValue: '{{from}} – {{to}}',
    shipTos: 'Punti di consegna coperti',
    committed: 'Impegnato',
    actual: 'Acquistato',
    progress: 'Avanzamento',
    progressLabel: '{{percent}} % del volume impegnato acquistato',
    download: 'Scarica contratto',
    downloadError: 'Non è stato possibile scaricare il file del contratto.',
    showEvaluation: 'Mostra valutazione',
    hideEvaluation: 'Nascondi valutazione',
  },
  standing: {
    'not-started': 'Non iniziato',
    'on-track': 'In linea',
    behind: 'In ritardo',
    met: 'Raggiunto',
    missed: 'Non raggiunto',
  },
  evaluation: {
    title: 'Valutazione del contratto',
    loading: 'Caricamento della valutazione…',
    error: 'Non è stato possibile caricare la valutazione.',
    days: 'Giorni trascorsi',
    daysValue: '{{elapsed}} su {{total}}',
    expected: 'Atteso a oggi',
    deviation: 'In anticipo (+) o in ritardo (−)',
    projected: 'Proiezione a fine periodo',
    remaining: 'Ancora da acquistare',
    byBrand: 'Acquistato per marchio',
    brand: 'Marchio',
    noBrand: 'Altro',
  },
  hl: '{{value}} hl',
};
export default it;
