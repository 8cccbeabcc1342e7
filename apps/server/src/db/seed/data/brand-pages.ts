/** The page of a brand: a tagline, its story (HTML, Italian then English), its founding year and home. */
export type BrandPageSeed = {
  brandId: string;
  tagline: [string, string];
  story: [string, string];
  founded: number | null;
  origin: string;
};

/** The story of each of the producer's brands of data/brands.ts; all fictional. */
export const BRAND_PAGES: BrandPageSeed[] = [
  {
    brandId: 'valtorre',
    tagline: ['La lager di montagna dal 1897', 'The mountain lager since 1897'],
    story: [
      '<p>Nel 1897 Giovanni Valtorre aprì una piccola fabbrica di birra ai piedi della Torre di Valle, dove l’acqua scende dai ghiacciai a 6 °C. Quella stessa sorgente dà ancora oggi alla lager la sua freschezza.</p><p>Dalla lager classica alla riserva 1897, ogni birra matura almeno quattro settimane nelle cantine scavate nella roccia.</p>',
      '<p>In 1897 Giovanni Valtorre opened a small brewery below the Valle tower, where the water runs down from the glaciers at 6 °C. The same spring still gives the lager its freshness.</p><p>From the classic lager to the 1897 reserve, every beer matures at least four weeks in cellars cut into the rock.</p>',
    ],
    founded: 1897,
    origin: 'Trento',
  },
  {
    brandId: 'chiara',
    tagline: ['Leggera, friulana, di tutti i giorni', 'Light, from Friuli, for every day'],
    story: [
      '<p>Birra Chiarà nasce nel 1956 a Udine come birra delle osterie: bassa gradazione, colore paglierino, da bere con la pizza e tra amici.</p><p>Oggi è la birra delle pizzerie del Nord-Est, in bottiglia a rendere e in fusto.</p>',
      '<p>Birra Chiarà was born in Udine in 1956 as the beer of the osterie: low in alcohol, straw-coloured, to drink with pizza and among friends.</p><p>Today it is the pizzerias’ beer of the North-East, in returnable bottles and kegs.</p>',
    ],
    founded: 1956,
    origin: 'Udine',
  },
  {
    brandId: 'montefosco',
    tagline: ['Il birrificio artigianale del gruppo', 'The group’s craft brewery'],
    story: [
      '<p>Montefosco è il laboratorio del gruppo: un impianto da 20 ettolitri sulle colline umbre dove i mastri birrai provano luppoli nuovi e ricette stagionali.</p><p>Le birre migliori entrano in gamma; le altre restano lotti da collezione.</p>',
      '<p>Montefosco is the group’s workshop: a 20-hectolitre brewhouse in the Umbrian hills where the brewers try new hops and seasonal recipes.</p><p>The best beers join the range; the others stay collectors’ batches.</p>',
    ],
    founded: 2012,
    origin: 'Perugia',
  },
  {
    brandId: 'rocca-bruna',
    tagline: ['Birre d’abbazia in stile belga', 'Belgian-style abbey beers'],
    story: [
      '<p>Le ricette di Rocca Bruna vengono da un’abbazia vicino a Namur, che dal 1978 ne affida la produzione su licenza. Lieviti di casa e rifermentazione in bottiglia danno alle birre il loro carattere speziato.</p>',
      '<p>Rocca Bruna’s recipes come from an abbey near Namur, which has licensed their brewing since 1978. The house yeast and bottle conditioning give the beers their spicy character.</p>',
    ],
    founded: 1978,
    origin: 'Namur',
  },
  {
    brandId: 'hvezdna',
    tagline: ['Lager boema a lunga maturazione', 'Long-matured Bohemian lager'],
    story: [
      '<p>Hvězdná, “la stellata”, è prodotta nella Boemia occidentale con malto di Moravia e luppolo Saaz, e matura fino a 90 giorni nelle cantine del birrificio.</p>',
      '<p>Hvězdná, “the starry one”, is brewed in western Bohemia with Moravian malt and Saaz hops, and matures up to 90 days in the brewery’s cellars.</p>',
    ],
    founded: 1869,
    origin: 'Plzeňský kraj',
  },
  {
    brandId: 'frizza',
    tagline: ['Bibite con agrumi veri', 'Soft drinks with real citrus'],
    story: [
      '<p>Frizzà nasce nel 1963 in Sicilia, con aranciate e limonate fatte con il succo degli agrumi dell’Etna. Oggi la gamma comprende tè freddi e caffè pronti per il banco bar.</p>',
      '<p>Frizzà was born in Sicily in 1963, with orangeades and lemonades made from the juice of Etna citrus. Today the range includes iced teas and ready-to-drink coffee for the bar counter.</p>',
    ],
    founded: 1963,
    origin: 'Catania',
  },
  {
    brandId: 'fonte-lucente',
    tagline: ['Acqua di sorgente a 1.200 metri', 'Spring water from 1,200 metres'],
    story: [
      '<p>Fonte Lucente sgorga in Valtellina a 1.200 metri di quota ed è imbottigliata alla sorgente, in vetro a rendere per la ristorazione.</p>',
      '<p>Fonte Lucente rises in Valtellina, 1,200 metres up, and is bottled at the spring, in returnable glass for restaurants.</p>',
    ],
    founded: 1921,
    origin: 'Sondrio',
  },
  {
    brandId: 'melarosa',
    tagline: ['Sidri dell’Alto Adige', 'Ciders from South Tyrol'],
    story: [
      '<p>Melàrosa fermenta lentamente in acciaio mele e pere dei frutteti della Val Venosta, senza zuccheri aggiunti.</p>',
      '<p>Melàrosa slowly ferments apples and pears from the Val Venosta orchards in steel, with no added sugar.</p>',
    ],
    founded: 2004,
    origin: 'Bolzano',
  },
];
