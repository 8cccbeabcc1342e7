import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

const it: Catalogue<typeof en> = {
  title: {
    firstLogin: 'Benvenuto su Spina',
    again: 'Guida al portale',
  },
  intro: {
    firstLogin: 'Un breve giro del portale, sezione per sezione. Alla fine premi Fatto e inizia a ordinare.',
    requested: 'Un breve giro del portale, sezione per sezione.',
    newCapability: 'Nel portale c’è qualcosa di nuovo: te lo raccontano le pagine segnate come Novità.',
  },
  sections: 'Sezioni della guida',
  section: 'Sezione',
  sectionOption: '{{number}}. {{title}}',
  progress: 'Sezione {{current}} di {{total}}: {{title}}',
  back: 'Indietro',
  next: 'Avanti',
  done: 'Fatto',
  close: 'Chiudi la guida',
  newCapability: 'Novità',
  download: 'Scarica la guida',
  finishFailedHint: 'Premi di nuovo Fatto, oppure chiudi la guida: si riaprirà al prossimo accesso.',
};

export default it;
