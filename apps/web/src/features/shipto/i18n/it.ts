import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

const it: Catalogue<typeof en> = {
  label: 'Punto di consegna',
  choose: 'Scegli il punto di consegna',
  suspended: 'Sospeso',
  selected: 'attuale',
  changing: 'Cambio del punto di consegna…',
  close: 'Chiudi',
};

export default it;
