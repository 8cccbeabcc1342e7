import type { Localized } from '../../schema';

/** Tasting notes of a beer style: the brand-theme features (spec 2 §2) and the description's first line. */
export type StyleNotes = {
  fermentation: string;
  taste: string;
  food: string;
  serviceTemperature: string;
  description: Localized;
};

const bottom = 'Bassa fermentazione';
const top = 'Alta fermentazione';

/** Beer styles by the name used as beer_type. */
export const BEER_STYLES: Record<string, StyleNotes> = {
  Lager: {
    fermentation: bottom,
    taste: 'Equilibrato, leggermente amaro',
    food: 'Pizza, fritti, salumi',
    serviceTemperature: '4-6 °C',
    description: {
      it: 'Lager dorata e dissetante, dal corpo leggero e dal finale pulito.',
      en: 'A golden, thirst-quenching lager with a light body and a clean finish.',
    },
  },
  'Premium Lager': {
    fermentation: bottom,
    taste: 'Maltato, amaro elegante',
    food: 'Carni bianche, risotti, formaggi freschi',
    serviceTemperature: '5-7 °C',
    description: {
      it: 'Lager premium a lunga maturazione, con luppoli nobili e schiuma compatta.',
      en: 'A long-matured premium lager with noble hops and a dense head.',
    },
  },
  'Pils Lager': {
    fermentation: bottom,
    taste: 'Secco, luppolato, erbaceo',
    food: 'Pesce, verdure grigliate, pizza bianca',
    serviceTemperature: '5-7 °C',
    description: {
      it: 'Pils lager secca e luppolata, dal colore paglierino brillante.',
      en: 'A dry, hoppy pils lager with a bright straw colour.',
    },
  },
  'Keller Lager': {
    fermentation: bottom,
    taste: 'Morbido, note di crosta di pane',
    food: 'Salumi, canederli, formaggi a pasta molle',
    serviceTemperature: '6-8 °C',
    description: {
      it: 'Lager non filtrata come in cantina, velata e dal gusto pieno.',
      en: 'An unfiltered cellar lager, hazy and full-flavoured.',
    },
  },
  'Lager scura': {
    fermentation: bottom,
    taste: 'Tostato, caramello, note di caffè',
    food: 'Arrosti, stinco, dolci al cioccolato',
    serviceTemperature: '7-9 °C',
    description: {
      it: 'Lager scura dai malti tostati, morbida e poco amara.',
      en: 'A dark lager of roasted malts, smooth and gently bitter.',
    },
  },
  'Lager ambrata': {
    fermentation: bottom,
    taste: 'Caramellato, biscottato',
    food: 'Hamburger, formaggi stagionati, grigliate',
    serviceTemperature: '6-8 °C',
    description: {
      it: 'Lager ambrata in stile viennese, dal malto caramellato e dal finale secco.',
      en: 'A Vienna-style amber lager with caramel malt and a dry finish.',
    },
  },
  'Doppio malto': {
    fermentation: bottom,
    taste: 'Corposo, caldo, maltato',
    food: 'Selvaggina, formaggi erborinati',
    serviceTemperature: '8-10 °C',
    description: {
      it: 'Birra doppio malto dal corpo importante e dai riflessi ramati.',
      en: 'A strong beer with a full body and copper highlights.',
    },
  },
  IPA: {
    fermentation: top,
    taste: 'Amaro intenso, agrumato, resinoso',
    food: 'Cucina speziata, curry, formaggi stagionati',
    serviceTemperature: '7-9 °C',
    description: {
      it: 'India Pale Ale ricca di luppoli americani, con profumi di agrumi e resina.',
      en: 'An India Pale Ale rich in American hops, with citrus and resin aromas.',
    },
  },
  'Session IPA': {
    fermentation: top,
    taste: 'Luppolato, fresco, leggero',
    food: 'Tacos, insalate, pesce fritto',
    serviceTemperature: '6-8 °C',
    description: {
      it: 'IPA leggera da bere tutto il giorno, con tanto aroma e pochi gradi.',
      en: 'A light IPA for all-day drinking: plenty of aroma, little alcohol.',
    },
  },
  'Hazy IPA': {
    fermentation: top,
    taste: 'Succoso, tropicale, morbido',
    food: 'Pollo fritto, poke, formaggi freschi',
    serviceTemperature: '6-8 °C',
    description: {
      it: 'IPA torbida e succosa, con luppolatura a freddo e note di frutto della passione.',
      en: 'A juicy, hazy IPA, dry-hopped with passion-fruit notes.',
    },
  },
  'American Pale Ale': {
    fermentation: top,
    taste: 'Agrumato, amaro moderato',
    food: 'Hamburger, pizza piccante',
    serviceTemperature: '6-8 °C',
    description: {
      it: 'Pale Ale in stile americano, beverina e profumata di pompelmo.',
      en: 'An American-style pale ale, easy-drinking with grapefruit aromas.',
    },
  },
  'Golden Ale': {
    fermentation: top,
    taste: 'Fruttato, morbido',
    food: 'Aperitivo, pesce, crostacei',
    serviceTemperature: '6-8 °C',
    description: {
      it: 'Golden Ale luminosa, fruttata e delicatamente luppolata.',
      en: 'A bright golden ale, fruity and delicately hopped.',
    },
  },
  'Red Ale': {
    fermentation: top,
    taste: 'Caramello, frutta secca',
    food: 'Carni rosse, formaggi a pasta dura',
    serviceTemperature: '8-10 °C',
    description: {
      it: 'Red Ale dai malti caramellati e dal finale asciutto.',
      en: 'A red ale of caramel malts with a dry finish.',
    },
  },
  Blanche: {
    fermentation: top,
    taste: 'Speziato, coriandolo e scorza d’arancia',
    food: 'Frutti di mare, insalate, sushi',
    serviceTemperature: '4-6 °C',
    description: {
      it: 'Birra bianca di frumento con coriandolo e scorza d’arancia.',
      en: 'A wheat beer brewed with coriander and orange peel.',
    },
  },
  Weiss: {
    fermentation: top,
    taste: 'Banana, chiodo di garofano',
    food: 'Würstel, brezel, colazione bavarese',
    serviceTemperature: '6-8 °C',
    description: {
      it: 'Weiss bavarese di frumento, velata, con note di banana e chiodi di garofano.',
      en: 'A Bavarian wheat beer, hazy, with notes of banana and clove.',
    },
  },
  Saison: {
    fermentation: top,
    taste: 'Secco, pepato, rustico',
    food: 'Piatti di campagna, formaggi di capra',
    serviceTemperature: '7-9 °C',
    description: {
      it: 'Saison rustica e secca, di tradizione contadina.',
      en: 'A rustic, dry saison in the farmhouse tradition.',
    },
  },
  Stout: {
    fermentation: top,
    taste: 'Tostato, cremoso, caffè',
    food: 'Ostriche, dolci al cioccolato',
    serviceTemperature: '8-12 °C',
    description: {
      it: 'Stout nera e cremosa, con note di caffè e cacao.',
      en: 'A black, creamy stout with notes of coffee and cocoa.',
    },
  },
  'Imperial Stout': {
    fermentation: top,
    taste: 'Intenso, liquirizia, cioccolato fondente',
    food: 'Dessert al cioccolato, sigari, formaggi erborinati',
    serviceTemperature: '12-14 °C',
    description: {
      it: 'Imperial Stout da meditazione, invecchiata e potente.',
      en: 'A powerful, aged imperial stout for slow sipping.',
    },
  },
  Sour: {
    fermentation: 'Fermentazione mista',
    taste: 'Acidulo, fruttato',
    food: 'Dessert alla frutta, formaggi freschi',
    serviceTemperature: '6-8 °C',
    description: {
      it: 'Birra acida con frutta, fresca e dissetante.',
      en: 'A tart fruit beer, fresh and thirst-quenching.',
    },
  },
  'Harvest Ale': {
    fermentation: top,
    taste: 'Luppolo fresco, erbaceo',
    food: 'Porchetta, funghi, formaggi d’alpeggio',
    serviceTemperature: '8-10 °C',
    description: {
      it: 'Birra del raccolto, brassata con luppolo fresco appena colto.',
      en: 'A harvest beer brewed with freshly picked hops.',
    },
  },
  Blonde: {
    fermentation: top,
    taste: 'Fruttato, speziato, morbido',
    food: 'Pollame, formaggi a crosta lavata',
    serviceTemperature: '6-8 °C',
    description: {
      it: 'Blonde d’abbazia, fruttata e speziata, rifermentata in bottiglia.',
      en: 'An abbey blonde, fruity and spicy, refermented in the bottle.',
    },
  },
  Dubbel: {
    fermentation: top,
    taste: 'Frutta secca, uvetta, caramello',
    food: 'Stufati, carbonade, formaggi d’abbazia',
    serviceTemperature: '10-12 °C',
    description: {
      it: 'Dubbel d’abbazia bruna, con note di uvetta e caramello.',
      en: 'A brown abbey dubbel with notes of raisin and caramel.',
    },
  },
  Tripel: {
    fermentation: top,
    taste: 'Speziato, alcolico, secco',
    food: 'Pesce al forno, formaggi stagionati',
    serviceTemperature: '8-10 °C',
    description: {
      it: 'Tripel dorata e potente, secca e speziata.',
      en: 'A strong golden tripel, dry and spicy.',
    },
  },
  Quadrupel: {
    fermentation: top,
    taste: 'Fichi, prugna, liquoroso',
    food: 'Dolci secchi, formaggi erborinati',
    serviceTemperature: '12-14 °C',
    description: {
      it: 'Quadrupel scura e liquorosa, da invecchiamento.',
      en: 'A dark, liqueur-like quadrupel that ages well.',
    },
  },
  Ambrée: {
    fermentation: top,
    taste: 'Caramello, pane tostato',
    food: 'Salumi, carni alla griglia',
    serviceTemperature: '8-10 °C',
    description: {
      it: 'Ambrée d’abbazia dai malti caramellati e dal finale speziato.',
      en: 'An amber abbey ale of caramel malts with a spicy finish.',
    },
  },
  'Birra di Natale': {
    fermentation: top,
    taste: 'Speziato, cannella, scorza d’arancia',
    food: 'Panettone, selvaggina, formaggi erborinati',
    serviceTemperature: '10-12 °C',
    description: {
      it: 'Birra di Natale speziata, prodotta in edizione limitata per le feste.',
      en: 'A spiced Christmas beer, brewed in a limited edition for the holidays.',
    },
  },
  Radler: {
    fermentation: bottom,
    taste: 'Agrumato, dolce, rinfrescante',
    food: 'Aperitivo, insalate estive',
    serviceTemperature: '3-5 °C',
    description: {
      it: 'Lager e succo di limone in parti uguali: leggera e rinfrescante.',
      en: 'Lager and lemon juice in equal parts: light and refreshing.',
    },
  },
  Analcolica: {
    fermentation: bottom,
    taste: 'Maltato, leggero',
    food: 'Pranzo di lavoro, insalate, pizza',
    serviceTemperature: '4-6 °C',
    description: {
      it: 'Tutto il gusto della lager, senza alcol (meno di 0,5% vol).',
      en: 'All the taste of lager without the alcohol (under 0.5% vol).',
    },
  },
};
