import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

const it: Catalogue<typeof en> = {
  visitor: {
    title: 'Il portale degli ordini per bar, ristoranti e negozi',
    text: 'Ordina birre, bibite e vuoti per il tuo locale, scegli la data di consegna e segui ogni ordine in un unico posto.',
    // The spec names this button 'Join US' (spec 1 §2.2); it keeps its wording in every language.
    joinUs: 'Join US',
  },
  customer: {
    title: 'Bentornato, {{name}}',
    titleNoName: 'Bentornato',
    text: 'Scegli le preferenze di consegna e inizia un nuovo ordine, oppure trova i tuoi documenti e ordini.',
  },
};

export default it;
