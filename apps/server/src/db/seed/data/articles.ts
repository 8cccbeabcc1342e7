/** A news item or article: path, Italian and English title and summary, tags, and who may read it. */
export type ArticleSeed = {
  path: string;
  title: [it: string, en: string];
  summary: [it: string, en: string];
  tags: string[];
  isPublic: boolean;
  /** Brand whose colours the picture uses; the producer's green otherwise. */
  brand?: string;
};

const article = (
  path: string,
  title: [string, string],
  summary: [string, string],
  tags: string[],
  isPublic = true,
  brand?: string,
): ArticleSeed => ({ path, title, summary, tags, isPublic, ...(brand ? { brand } : {}) });

/** The 24 demo articles, newest first; the seed spreads their dates over the last 18 months. */
export const ARTICLES: ArticleSeed[] = [
  article(
    'nuovo-portale-ordini',
    ['Il nuovo portale ordini è online', 'The new ordering portal is live'],
    [
      'Ordini, documenti, vuoti e assistenza in un solo posto, da computer e smartphone.',
      'Orders, documents, empties and support in one place, on computer and phone.',
    ],
    ['novità', 'portale'],
  ),
  article(
    'consegna-in-48-ore',
    ['Consegna in 48 ore in tutto il Nord Italia', '48-hour delivery across Northern Italy'],
    [
      'Con i nuovi depositi di Verona e Bologna la consegna arriva in due giorni lavorativi.',
      'With the new depots in Verona and Bologna, delivery takes two working days.',
    ],
    ['consegna', 'logistica'],
  ),
  article(
    'vuoti-a-rendere-guida',
    ['Vuoti a rendere: come funziona il deposito', 'Returnable empties: how the deposit works'],
    [
      'Fusti, casse e pallet tornano a noi: ecco come viene accreditato il deposito.',
      'Kegs, crates and pallets come back to us: this is how the deposit is credited.',
    ],
    ['vuoti', 'sostenibilità'],
  ),
  article(
    'ordine-minimo-motrice-autotreno',
    ['Ordine minimo e sconti Motrice e Autotreno', 'Minimum order and Motrice and Autotreno discounts'],
    [
      'Riempire il camion conviene: la barra di avanzamento mostra quanto manca allo sconto.',
      'A full truck pays: the progress bar shows how far you are from the discount.',
    ],
    ['ordine', 'logistica'],
    false,
  ),
  article(
    'valtorre-premium-nuova-etichetta',
    ['Valtorre Premium Lager cambia etichetta', 'Valtorre Premium Lager has a new label'],
    [
      'Stessa ricetta, nuova veste: la torre torna al centro dell’etichetta.',
      'Same recipe, new look: the tower is back at the centre of the label.',
    ],
    ['valtorre', 'novità'],
    true,
    'valtorre',
  ),
  article(
    'montefosco-hazy-ipa',
    ['Arriva Montefosco Hazy IPA', 'Montefosco Hazy IPA is here'],
    [
      'Torbida, succosa, tropicale: la nuova IPA in lattina da 44 cl e in fusto.',
      'Hazy, juicy, tropical: the new IPA in 44 cl cans and kegs.',
    ],
    ['montefosco', 'novità', 'birre artigianali'],
    true,
    'montefosco',
  ),
  article(
    'rocca-bruna-natale',
    [
      'Rocca Bruna Natale: l’edizione limitata delle feste',
      'Rocca Bruna Natale: the holiday limited edition',
    ],
    [
      'Speziata e calda, disponibile da novembre fino a esaurimento scorte.',
      'Spiced and warming, available from November while stocks last.',
    ],
    ['rocca bruna', 'stagionali'],
    true,
    'rocca-bruna',
  ),
  article(
    'estate-radler',
    ['L’estate dei Radler', 'The summer of radler'],
    [
      'Valtorre Radler Limone e Birra Chiarà Radler: leggere, fresche, perfette per i dehors.',
      'Valtorre Radler Limone and Birra Chiarà Radler: light, fresh, made for terraces.',
    ],
    ['stagionali', 'valtorre', 'birra chiarà'],
    true,
    'chiara',
  ),
  article(
    'spillatura-perfetta',
    ['La spillatura perfetta in 5 passi', 'The perfect pour in 5 steps'],
    [
      'Bicchiere bagnato, inclinazione a 45 gradi, due dita di schiuma: la guida per il personale.',
      'Wet glass, 45-degree tilt, two fingers of foam: the guide for bar staff.',
    ],
    ['formazione', 'spillatura'],
    false,
  ),
  article(
    'pulizia-impianto',
    ['Pulizia dell’impianto di spillatura: ogni quanto?', 'Cleaning the draught system: how often?'],
    [
      'Ogni due settimane, e a ogni cambio di birra: perché la qualità passa dalle linee pulite.',
      'Every two weeks and at every beer change: quality starts with clean lines.',
    ],
    ['formazione', 'spillatura'],
    false,
  ),
  article(
    'consegna-festivita',
    ['Calendario delle consegne durante le festività', 'Delivery calendar over the holidays'],
    [
      'Nelle settimane di Natale e Ferragosto alcuni giorni di consegna cambiano: pianifica l’ordine per tempo.',
      'Around Christmas and mid-August some delivery days change: plan your order early.',
    ],
    ['consegna', 'calendario'],
  ),
  article(
    'ordine-veloce',
    ['Ordine veloce: il carrello suggerito', 'Fast Order: the suggested cart'],
    [
      'Il portale propone un carrello pronto in base ai tuoi ordini abituali.',
      'The portal proposes a ready cart based on your usual orders.',
    ],
    ['ordine', 'portale'],
    false,
  ),
  article(
    'fatture-online',
    ['Fatture e documenti sempre disponibili online', 'Invoices and documents always online'],
    [
      'Fatture, DDT ed estratto conto vuoti si scaricano da I miei documenti.',
      'Invoices, delivery notes and the empties statement download from My documents.',
    ],
    ['documenti', 'portale'],
    false,
  ),
  article(
    'sostenibilita-vetro',
    ['Il vetro a rendere fa bene all’ambiente', 'Returnable glass is good for the environment'],
    [
      'Una bottiglia a rendere fa in media venti viaggi prima di essere riciclata.',
      'A returnable bottle makes about twenty trips before it is recycled.',
    ],
    ['sostenibilità', 'vuoti'],
  ),
  article(
    'fonte-lucente-brick',
    ['Fonte Lucente in brick: meno plastica', 'Fonte Lucente in cartons: less plastic'],
    [
      'L’acqua naturale arriva nel brick da 50 cl, riciclabile con la carta.',
      'Still water now comes in 50 cl cartons, recyclable with paper.',
    ],
    ['fonte lucente', 'sostenibilità', 'novità'],
    true,
    'fonte-lucente',
  ),
  article(
    'frizza-agrumi-siciliani',
    ['Frizzà: agrumi siciliani in ogni bottiglia', 'Frizzà: Sicilian citrus in every bottle'],
    [
      'Aranciata, limonata e chinotto con succo di agrumi italiani.',
      'Orangeade, lemonade and chinotto made with Italian citrus juice.',
    ],
    ['frizzà'],
    true,
    'frizza',
  ),
  article(
    'caffe-pronto-bar',
    ['Caffè pronto da bere: la novità per il banco bar', 'Ready-to-drink coffee: new for the bar counter'],
    [
      'Caffè Shakerato e Caffè Espresso Freddo Frizzà, da servire ben freddi.',
      'Frizzà Caffè Shakerato and Caffè Espresso Freddo, served well chilled.',
    ],
    ['frizzà', 'caffè', 'novità'],
    true,
    'frizza',
  ),
  article(
    'hvezdna-in-italia',
    ['Hvězdná: la lager ceca arriva in Italia', 'Hvězdná: the Czech lager comes to Italy'],
    [
      'La Světlý Ležák 12° ora anche in fusto da 30 litri per i pub italiani.',
      'Světlý Ležák 12° now also in 30-litre kegs for Italian pubs.',
    ],
    ['hvězdná', 'novità'],
    true,
    'hvezdna',
  ),
  article(
    'melarosa-sidro',
    ['Melàrosa, il sidro dell’Alto Adige', 'Melàrosa, the cider of South Tyrol'],
    [
      'Mele Renetta e pere Williams, fermentate lentamente: la gamma si allarga alla mela cotogna.',
      'Renetta apples and Williams pears, slowly fermented: the range now includes quince.',
    ],
    ['melàrosa', 'sidro'],
    true,
    'melarosa',
  ),
  article(
    'academy-corsi',
    ['Spina Academy: i nuovi corsi per il personale di sala', 'Spina Academy: new courses for floor staff'],
    [
      'Servizio, spillatura e abbinamenti: i corsi online sono gratuiti per i clienti.',
      'Service, pouring and pairing: the online courses are free for customers.',
    ],
    ['academy', 'formazione'],
    false,
  ),
  article(
    'ritiro-vuoti-camion',
    ['Ritiro vuoti con camion completo', 'Full-truck empties pickup'],
    [
      'I distributori possono prenotare il ritiro dei vuoti con un camion dedicato.',
      'Distributors can book an empties pickup with a dedicated truck.',
    ],
    ['vuoti', 'logistica'],
    false,
  ),
  article(
    'abbinamenti-pizza',
    ['Birra e pizza: gli abbinamenti giusti', 'Beer and pizza: the right pairings'],
    [
      'Dalla margherita alla diavola, la birra giusta per ogni pizza.',
      'From margherita to diavola, the right beer for every pizza.',
    ],
    ['abbinamenti'],
  ),
  article(
    'modifica-ordine',
    ['Come modificare o annullare un ordine', 'How to change or cancel an order'],
    [
      'Fino alla preparazione della merce puoi modificare o annullare l’ordine dallo storico.',
      'Until the goods are prepared you can change or cancel an order from the history.',
    ],
    ['ordine', 'portale'],
    false,
  ),
  article(
    'fiera-birra-bar-expo',
    ['Ci vediamo alla fiera Birra & Bar Expo', 'Meet us at the Birra & Bar Expo fair'],
    [
      'Tre giorni di degustazioni e novità al nostro stand, padiglione 2.',
      'Three days of tastings and new products at our stand, hall 2.',
    ],
    ['eventi'],
  ),
];
