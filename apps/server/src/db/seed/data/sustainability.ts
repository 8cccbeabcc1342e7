/** Texts of one entry: Italian, then English. */
type Pair = [string, string];

/** A tip inside a category (its subcontent). */
export type SustainabilityTipSeed = { title: Pair; summary: Pair; body: Pair };

/** A category of the section, at /sustainability/{path}. */
export type SustainabilityCategorySeed = {
  path: string;
  title: Pair;
  summary: Pair;
  body: Pair;
  tips: SustainabilityTipSeed[];
};

/** The section's landing page: what the producer does, each a headline and its figures. */
export const SUSTAINABILITY_LANDING: Array<{ title: Pair; summary: Pair; body: Pair }> = [
  {
    title: ['Diventa più sostenibile con noi', 'Become more sustainable with us'],
    summary: [
      'Birra buona, locali efficienti e meno sprechi: ecco come lavoriamo insieme ai nostri clienti.',
      'Good beer, efficient venues and less waste: this is how we work with our customers.',
    ],
    body: [
      '<p>Dal 2019 il birrificio di Valle usa il 32% di energia in meno per ettolitro e recupera il calore della bollitura per scaldare l’acqua di lavaggio. Ma metà dell’impronta di una birra nasce dopo il birrificio: nel trasporto, nel frigorifero del bar e nell’imballaggio. Per questo abbiamo raccolto qui i consigli che funzionano nei locali dei nostri clienti.</p>',
      '<p>Since 2019 the Valle brewery has used 32% less energy per hectolitre and reuses the heat of the boil to warm its washing water. Yet half of a beer’s footprint arises after the brewery: in transport, in the bar’s fridge and in packaging. That is why we gathered here the advice that works in our customers’ venues.</p>',
    ],
  },
  {
    title: ['Vuoti a rendere: il 97% torna a casa', 'Returnable empties: 97% come home'],
    summary: [
      'Fusti, casse e bottiglie a rendere fanno in media 25 giri prima di essere riciclati.',
      'Kegs, crates and returnable bottles make 25 trips on average before they are recycled.',
    ],
    body: [
      '<p>Restituire i vuoti a ogni consegna evita nuovi imballaggi e libera spazio in magazzino. Nel portale trovi l’estratto conto dei vuoti e puoi prenotare il ritiro con un ordine di soli vuoti.</p>',
      '<p>Returning empties with every delivery avoids new packaging and frees storage space. The portal shows your empties statement, and an empties-only order books a pick-up.</p>',
    ],
  },
  {
    title: ['Consegne più piene, meno viaggi', 'Fuller deliveries, fewer trips'],
    summary: [
      'Un camion pieno emette fino al 40% di CO₂ in meno per cassa rispetto a due consegne parziali.',
      'A full truck emits up to 40% less CO₂ per crate than two part-loads.',
    ],
    body: [
      '<p>Raggruppare gli ordini e scegliere la consegna flessibile ci permette di combinare i giri: tu risparmi l’1% e il camion fa meno strada.</p>',
      '<p>Grouping orders and choosing flexible delivery lets us combine rounds: you save 1% and the truck drives less.</p>',
    ],
  },
];

/** The categories, each with its tips. */
export const SUSTAINABILITY_CATEGORIES: SustainabilityCategorySeed[] = [
  {
    path: 'energia',
    title: ['Energia', 'Energy'],
    summary: [
      'Frigoriferi, impianti di spillatura e luci consumano più della metà dell’energia di un bar.',
      'Fridges, dispense systems and lights use more than half of a bar’s energy.',
    ],
    body: [
      '<p>Un bar medio consuma 25.000 kWh all’anno; la refrigerazione da sola ne pesa quasi il 40%. Piccoli interventi, spesso senza costi, riducono la bolletta del 10–20%.</p>',
      '<p>An average bar uses 25,000 kWh a year, refrigeration alone nearly 40% of it. Small changes, often free, cut the bill by 10–20%.</p>',
    ],
    tips: [
      {
        title: ['Frigoriferi a 4 °C, non di più freddi', 'Fridges at 4 °C, no colder'],
        summary: [
          'Ogni grado in meno costa circa il 5% di energia.',
          'Every degree colder costs about 5% more energy.',
        ],
        body: [
          '<p>Regola i frigoriferi per bottiglie a 4 °C e tieni le guarnizioni pulite: una guarnizione rotta fa lavorare il compressore il doppio.</p>',
          '<p>Set bottle fridges to 4 °C and keep the seals clean: a broken seal makes the compressor work twice as hard.</p>',
        ],
      },
      {
        title: ['Spegni il raffreddatore di notte', 'Switch the cooler off at night'],
        summary: [
          'Con i fusti in cella, il raffreddatore rapido può riposare a locale chiuso.',
          'With kegs in the cold room, the flash cooler can rest while you are closed.',
        ],
        body: [
          '<p>I raffreddatori istantanei moderni tornano in temperatura in 20 minuti: un timer li accende prima dell’apertura.</p>',
          '<p>Modern flash coolers are back to temperature in 20 minutes: a timer switches them on before opening.</p>',
        ],
      },
      {
        title: ['Luci LED e sensori', 'LED lights and sensors'],
        summary: ['I LED consumano l’80% in meno delle alogene.', 'LEDs use 80% less than halogen lamps.'],
        body: [
          '<p>Inizia da magazzino e bagni, dove un sensore di presenza ripaga la spesa in pochi mesi.</p>',
          '<p>Start with the store room and the toilets, where a motion sensor pays for itself in a few months.</p>',
        ],
      },
    ],
  },
  {
    path: 'acqua',
    title: ['Acqua', 'Water'],
    summary: [
      'Lavabicchieri e pulizia dell’impianto sono i maggiori consumi d’acqua del banco.',
      'The glasswasher and line cleaning use most of the counter’s water.',
    ],
    body: [
      '<p>Per servire una birra alla spina si usano in media 3 litri d’acqua tra lavaggio dei bicchieri e pulizia delle linee. Con le abitudini giuste si scende sotto i 2.</p>',
      '<p>Serving one draught beer takes about 3 litres of water between glass washing and line cleaning. The right habits bring it below 2.</p>',
    ],
    tips: [
      {
        title: ['Lavabicchieri sempre a pieno carico', 'Run the glasswasher full'],
        summary: [
          'Un ciclo a metà usa la stessa acqua di uno pieno.',
          'A half load uses the same water as a full one.',
        ],
        body: [
          '<p>Usa il programma eco per i bicchieri da birra e sciacqua con acqua fredda: la schiuma ringrazia.</p>',
          '<p>Use the eco programme for beer glasses and rinse cold: the head of the beer will thank you.</p>',
        ],
      },
      {
        title: ['Pulizia delle linee ogni 14 giorni', 'Clean the lines every 14 days'],
        summary: [
          'Linee pulite sprecano meno birra e meno acqua di risciacquo.',
          'Clean lines waste less beer and less rinsing water.',
        ],
        body: [
          '<p>Una linea sporca fa schiuma: si butta fino al 5% della birra. Il nostro tecnico può impostare un calendario di pulizia.</p>',
          '<p>A dirty line foams: up to 5% of the beer goes down the drain. Our technician can set up a cleaning schedule.</p>',
        ],
      },
      {
        title: ['Rubinetti con riduttore di flusso', 'Taps with flow reducers'],
        summary: [
          'Dimezzano l’acqua del lavello senza perdere pressione.',
          'They halve the sink’s water without losing pressure.',
        ],
        body: [
          '<p>Un riduttore costa pochi euro e si monta in un minuto.</p>',
          '<p>A reducer costs a few euros and fits in a minute.</p>',
        ],
      },
    ],
  },
  {
    path: 'imballaggi-e-vuoti',
    title: ['Imballaggi e vuoti', 'Packaging and empties'],
    summary: [
      'Il vetro a rendere e i fusti sono gli imballaggi più sostenibili, se tornano indietro.',
      'Returnable glass and kegs are the most sustainable packaging, if they come back.',
    ],
    body: [
      '<p>Una bottiglia a rendere fa fino a 25 viaggi; un fusto in acciaio dura 30 anni. Ogni cassa che resta in cantina costringe a produrne una nuova.</p>',
      '<p>A returnable bottle makes up to 25 trips; a steel keg lasts 30 years. Every crate left in a cellar means a new one must be made.</p>',
    ],
    tips: [
      {
        title: ['Restituisci i vuoti a ogni consegna', 'Return empties with every delivery'],
        summary: [
          'L’autista ritira casse e fusti mentre scarica il nuovo ordine.',
          'The driver collects crates and kegs while unloading the new order.',
        ],
        body: [
          '<p>Tieni i vuoti vicino all’ingresso merci, già in casse complete: il ritiro richiede due minuti.</p>',
          '<p>Keep empties by the goods entrance, in full crates: the pick-up takes two minutes.</p>',
        ],
      },
      {
        title: ['Preferisci fusti e vetro a rendere', 'Prefer kegs and returnable glass'],
        summary: [
          'Un fusto da 30 litri sostituisce 90 bottiglie da 33 cl.',
          'One 30-litre keg replaces 90 bottles of 33 cl.',
        ],
        body: [
          '<p>Nel catalogo filtra per imballaggio: fusti e bottiglie a rendere hanno il deposito indicato accanto al prezzo.</p>',
          '<p>Filter the catalogue by packaging: kegs and returnable bottles show their deposit beside the price.</p>',
        ],
      },
      {
        title: ['Separa film e cartone', 'Separate film and cardboard'],
        summary: [
          'Il film dei pallet è riciclabile solo se pulito e separato.',
          'Pallet film is recyclable only when clean and kept apart.',
        ],
        body: [
          '<p>Consegna il film all’autista in un sacco: lo ricicliamo in nuovi film per pallet.</p>',
          '<p>Hand the film to the driver in a bag: we recycle it into new pallet film.</p>',
        ],
      },
    ],
  },
  {
    path: 'logistica',
    title: ['Logistica', 'Logistics'],
    summary: [
      'Meno consegne, più piene: il modo più semplice per tagliare le emissioni dei trasporti.',
      'Fewer, fuller deliveries: the simplest way to cut transport emissions.',
    ],
    body: [
      '<p>I trasporti valgono circa il 15% dell’impronta di una birra. Pianificare gli ordini e accettare la consegna flessibile ci aiuta a riempire i camion e a ridurre i chilometri.</p>',
      '<p>Transport accounts for about 15% of a beer’s footprint. Planning orders and accepting flexible delivery helps us fill trucks and drive fewer kilometres.</p>',
    ],
    tips: [
      {
        title: ['Un ordine più grande invece di tre piccoli', 'One larger order instead of three small ones'],
        summary: [
          'Il riempimento del camion ti mostra quanto spazio resta.',
          'The truck fill bar shows how much room is left.',
        ],
        body: [
          '<p>Usa gli ordini salvati per ripetere l’ordine abituale e aggiungere ciò che manca, in una sola consegna.</p>',
          '<p>Use saved orders to repeat your usual order and add what is missing, in one delivery.</p>',
        ],
      },
      {
        title: ['Consegna flessibile', 'Flexible delivery'],
        summary: [
          'Accetta la consegna entro 3 giorni lavorativi e risparmia l’1%.',
          'Accept delivery within 3 working days and save 1%.',
        ],
        body: [
          '<p>Con qualche giorno di margine combiniamo il tuo ordine con quelli dei locali vicini.</p>',
          '<p>With a few days’ margin we combine your order with those of nearby venues.</p>',
        ],
      },
    ],
  },
];

/** The checklist: practices a venue can tick off. */
export const SUSTAINABILITY_CHECKLIST: Array<{ title: Pair; summary: Pair }> = [
  {
    title: ['Frigoriferi regolati a 4 °C', 'Fridges set to 4 °C'],
    summary: ['E guarnizioni controllate ogni mese.', 'And seals checked every month.'],
  },
  {
    title: ['Raffreddatore spento a locale chiuso', 'Cooler off while closed'],
    summary: [
      'Con un timer che lo riaccende prima dell’apertura.',
      'With a timer that restarts it before opening.',
    ],
  },
  {
    title: ['Illuminazione LED', 'LED lighting'],
    summary: ['In sala, al banco e in magazzino.', 'In the room, at the counter and in the store room.'],
  },
  {
    title: ['Lavabicchieri a pieno carico e programma eco', 'Full glasswasher loads, eco programme'],
    summary: ['Risciacquo a freddo per i bicchieri da birra.', 'Cold rinse for beer glasses.'],
  },
  {
    title: ['Linee pulite ogni 14 giorni', 'Lines cleaned every 14 days'],
    summary: ['Meno birra sprecata, meno acqua di risciacquo.', 'Less beer wasted, less rinsing water.'],
  },
  {
    title: ['Vuoti restituiti a ogni consegna', 'Empties returned with every delivery'],
    summary: ['In casse complete, vicino all’ingresso merci.', 'In full crates, by the goods entrance.'],
  },
  {
    title: ['Film e cartone separati', 'Film and cardboard kept apart'],
    summary: ['Il film torna all’autista per il riciclo.', 'The film goes back to the driver for recycling.'],
  },
  {
    title: ['Ordini raggruppati e consegna flessibile', 'Grouped orders and flexible delivery'],
    summary: ['Meno consegne, più piene.', 'Fewer, fuller deliveries.'],
  },
];
