import type { Catalogue } from '../../../lib/i18n/catalogue';
import type en from './en';

/** Testi del configuratore di abbinamenti birra e cibo. */
const it: Catalogue<typeof en> = {
  title: 'Abbinamenti birra e cibo',
  intro: 'Dicci cosa servi e a chi: ti suggeriamo le birre della nostra gamma più adatte.',
  loading: 'Caricamento dei tuoi abbinamenti…',
  error: 'Non è stato possibile caricare i tuoi abbinamenti.',
  retry: 'Riprova',
  submit: 'Trova le mie birre',
  failed: 'Non è stato possibile creare l’abbinamento. Riprova.',
  questions: {
    dish: 'Piatto',
    cuisine: 'Cucina',
    occasion: 'Occasione',
    flavour: 'Gusto preferito dai tuoi clienti',
  },
  dish: {
    pizza: 'Pizza',
    burger: 'Hamburger',
    fish: 'Pesce e frutti di mare',
    'cured-meats-cheese': 'Salumi e formaggi',
    'grilled-meat': 'Carne alla griglia',
    'stew-roast': 'Stufati e arrosti',
    'salad-vegetables': 'Insalate e verdure',
    dessert: 'Dolci',
  },
  cuisine: {
    italian: 'Italiana',
    mediterranean: 'Mediterranea',
    'central-european': 'Mitteleuropea',
    'asian-spicy': 'Asiatica e piccante',
    american: 'Americana',
  },
  occasion: {
    aperitivo: 'Aperitivo',
    lunch: 'Pranzo',
    dinner: 'Cena',
    celebration: 'Festa',
    'summer-terrace': 'Dehors estivo',
  },
  flavour: {
    'light-crisp': 'Leggero e fresco',
    'hoppy-bitter': 'Luppolato e amaro',
    'malty-rich': 'Maltato e corposo',
    roasted: 'Tostato',
    'fruity-sour': 'Fruttato e acidulo',
  },
  family: {
    'crisp-lager': 'Lager fresca',
    'malty-amber': 'Ambrata maltata',
    'dark-roasted': 'Scura e tostata',
    hoppy: 'Ale luppolata',
    wheat: 'Di frumento e saison',
    'belgian-strong': 'Belga forte',
    'sour-fruity': 'Acida e fruttata',
    'alcohol-free': 'Analcolica',
  },
  results: {
    title: 'Le tue birre',
    lastTitle: 'Il tuo ultimo abbinamento',
    madeOn: 'Abbinamento del {{date}}: {{summary}}',
    none: 'Nessuna birra del catalogo si adatta a questo abbinamento. Prova un altro gusto.',
    matched: 'Adatta a: {{answers}}',
    view: 'Vedi {{name}} nel catalogo',
    style: 'Stile: {{style}}',
  },
  history: {
    title: 'Abbinamenti precedenti',
    use: 'Usa queste risposte',
    useLabel: 'Usa queste risposte: {{date}}, {{summary}}',
  },
};

export default it;
