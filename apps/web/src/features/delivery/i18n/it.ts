import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

/** Testi della barra delle preferenze di consegna. */
const it: Catalogue<typeof en> = {
  heading: 'Le tue preferenze di consegna',
  loading: 'Caricamento delle preferenze di consegna…',
  loadFailed: 'Non è stato possibile caricare le preferenze di consegna.',
  retry: 'Riprova',
  close: 'Chiudi',
  noDate: 'nessuna data',
  shipmentMode: {
    label: 'Spedizione',
    beer: 'Ordine birra',
    empties: 'Reso vuoti',
  },
  orderType: {
    label: 'Tipo di ordine',
    placeholder: 'Scegli il tipo di ordine',
    disabledHint: 'non disponibile per questa spedizione',
    values: {
      selfpickup_selfpickup: 'Ordine standard',
      freeshipping_freeshipping: 'Motrice',
      flatrate_flatrate: 'Bilico',
      emptiesfulltruck_emptiesfulltruck: 'Camion vuoti',
      emptiespickup_emptiespickup: 'Ritiro vuoti',
    },
  },
  date: {
    label: 'Data richiesta',
    placeholder: 'gg.mm.aaaa',
    description: 'Scrivila come gg.mm.aaaa o sceglila nel calendario',
    open: 'Apri il calendario',
    calendar: 'Calendario delle consegne',
    nextMonth: 'Mese successivo',
    previousMonth: 'Mese precedente',
    month: 'Mese mostrato',
    loading: 'Caricamento del calendario…',
    loadFailed: 'Non è stato possibile caricare il calendario.',
    available: 'disponibile per la consegna',
    chosen: 'la tua data di consegna',
    today: 'oggi',
    cannotChoose: '{{date}} non si può scegliere: {{reason}}',
    canChoose: '{{date}} è disponibile per la consegna',
    hint: 'Punta o spostati su un giorno per sapere perché non si può scegliere.',
    first: 'Prima data disponibile: {{date}}',
    legend: {
      title: 'Legenda',
      delivery: 'Giorno di consegna',
      holiday: 'Festivo',
      working: 'Altro giorno lavorativo',
      chosen: 'Giorno scelto',
      today: 'Oggi',
    },
  },
  reasons: {
    'invalid-date': 'Questa non è una data valida',
    'no-order-type': 'Scegli prima il tipo di ordine',
    holiday: 'Festivo: nessuna consegna',
    holidayNamed: 'Festivo ({{name}}): nessuna consegna',
    weekend: 'Nessuna consegna nel fine settimana',
    'past-cut-off': 'L’orario limite di oggi per questo giorno è passato',
    'before-earliest': 'Troppo presto per questo tipo di ordine',
    'after-latest': 'Fuori dalla finestra di consegna',
    'not-a-delivery-day': 'Non è un giorno di consegna di questo punto di consegna',
  },
  cash: {
    label: 'Valore dell’ordine rispetto al minimo d’ordine',
    value: '{{total}} su {{maximum}}',
  },
  question: {
    title: 'C’è un ordine in corso',
    shipTo:
      'Il carrello contiene prodotti per il punto di consegna attuale. Cambiarlo avvia un nuovo ordine.',
    shipmentMode: 'Il carrello contiene prodotti. Cambiare la spedizione avvia un nuovo ordine.',
    deliveryDate:
      'Il carrello contiene prodotti per la data attuale. Cambiare la data avvia un nuovo ordine.',
    keepHint: 'Mantieni l’ordine attuale: non cambia nulla.',
    newHint: 'Avvia un nuovo ordine: i prodotti nel carrello vengono rimossi.',
    continue: 'Mantieni l’ordine attuale',
    new: 'Avvia un nuovo ordine',
  },
};

export default it;
