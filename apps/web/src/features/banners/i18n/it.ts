import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

const it: Catalogue<typeof en> = {
  label: 'In evidenza',
  slide: 'Diapositiva {{index}} di {{count}}',
  next: 'Diapositiva successiva',
  previous: 'Diapositiva precedente',
  pause: 'Metti in pausa la presentazione',
  play: 'Avvia la presentazione',
  logos: 'I nostri marchi',
  logo: 'Prodotti {{name}}',
};

export default it;
