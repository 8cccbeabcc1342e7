import { SECTIONS, type Section } from '@spina/domain';

/** Italian and English text. */
type Pair = [it: string, en: string];

/** One help page of the tutorial (spec 3 §3 "Help page"); the body is HTML. */
export type HelpPageSeed = {
  name: Pair;
  body: Pair;
  /** A guide to download, drawn as a PDF at seed time under /media/help/. */
  guide?: { file: string; title: string; lines: string[] };
  /** A page about something recently added: the tutorial comes back when it changes (spec 3 §4). */
  newCapability?: boolean;
  /** Days before the seed's today the page was last changed. */
  changedDaysAgo: number;
};

/** One section of the tutorial: its title, the section permission a user needs to see it, its pages. */
export type HelpSectionSeed = { title: Pair; permission: Section | null; pages: HelpPageSeed[] };

/** The quick guide offered on the first page, as lines of a one-page PDF. */
const QUICK_GUIDE = {
  file: 'guida-rapida-spina.pdf',
  title: 'Spina - guida rapida / quick guide',
  lines: [
    '1. Scegli il punto di consegna, il tipo di ordine e la data nella barra delle preferenze di consegna.',
    '2. Aggiungi i prodotti dal catalogo in unità, strati o pallet.',
    '3. Controlla la capacità del camion nel carrello e invia l’ordine.',
    '4. Segui consegne, documenti e vuoti da Ordini e Il mio account.',
    '',
    '1. Choose the delivery address, the order type and the date in the delivery preferences bar.',
    '2. Add products from the catalogue in units, layers or pallets.',
    '3. Check the truck capacity in the cart and place the order.',
    '4. Follow deliveries, documents and empties from Orders and My account.',
  ],
};

/**
 * The tutorial's sections, in order: what each area of the portal is for and how to use it, in the words the
 * screens use.
 */
export const HELP_SECTIONS: HelpSectionSeed[] = [
  {
    title: ['Benvenuto', 'Welcome'],
    permission: null,
    pages: [
      {
        name: ['Il portale in breve', 'The portal at a glance'],
        body: [
          '<p>Spina è il portale ordini per il tuo locale: ordini birra e bevande, restituisci i vuoti e trovi documenti e assistenza in un unico posto.</p><p>Le sezioni sono nel menu in alto (sul telefono nel Menu della barra in basso). Da <strong>Il mio account</strong> apri documenti, profilo ed esci dal portale. La lingua si cambia in fondo alla pagina.</p>',
          '<p>Spina is the ordering portal for your venue: order beer and drinks, return empties, and find documents and support in one place.</p><p>The sections are in the menu at the top (on a phone, in the Menu of the bottom bar). <strong>My account</strong> opens documents and your profile, and logs you out. Change the language at the foot of the page.</p>',
        ],
        guide: QUICK_GUIDE,
        changedDaysAgo: 120,
      },
    ],
  },
  {
    title: ['Preferenze di consegna', 'Delivery preferences'],
    permission: SECTIONS.catalogue,
    pages: [
      {
        name: ['La barra delle preferenze di consegna', 'The delivery preferences bar'],
        body: [
          '<p>Sotto l’intestazione trovi <strong>Le tue preferenze di consegna</strong>:</p><ul><li>il <strong>punto di consegna</strong> per cui ordini (un punto sospeso non si può scegliere);</li><li>la <strong>spedizione</strong>: ordine birra oppure reso vuoti;</li><li>il <strong>tipo di ordine</strong>: Ordine standard, Motrice, Bilico, Camion vuoti o Ritiro vuoti;</li><li>la <strong>data richiesta</strong>: il calendario mostra i tuoi giorni di consegna, le festività e l’orario limite per ordinare.</li></ul><p>Se cambi una scelta mentre il carrello contiene prodotti, ti chiediamo se continuare l’ordine in corso o iniziarne uno nuovo.</p>',
          '<p>Below the header you find <strong>Your delivery preferences</strong>:</p><ul><li>the <strong>delivery address</strong> you order for (a suspended one cannot be chosen);</li><li>the <strong>shipment</strong>: a beer order or an empties return;</li><li>the <strong>order type</strong>: Standard order, Small truck, Truck, Empty truck or Empty small;</li><li>the <strong>request date</strong>: the calendar shows your delivery days, holidays and the cut-off time for ordering.</li></ul><p>If you change a choice while the cart holds products, we ask whether to continue the order in progress or start a new one.</p>',
        ],
        changedDaysAgo: 90,
      },
    ],
  },
  {
    title: ['Catalogo', 'Catalogue'],
    permission: SECTIONS.catalogue,
    pages: [
      {
        name: ['Cercare e filtrare i prodotti', 'Finding and filtering products'],
        body: [
          '<p>Apri <strong>Catalogo</strong> per vedere i prodotti con il tuo prezzo. Filtra per marchio, confezione, tipo, volume e prezzo, e ordina per nome, prezzo o volume. La ricerca in alto parte da 2 caratteri e trova anche materiali marketing e articoli.</p><p>La scheda di ogni prodotto riporta i dati logistici: strati per pallet, casse per pallet e dimensioni del pallet.</p>',
          '<p>Open <strong>Catalogue</strong> to see the products at your price. Filter by brand, packaging, type, volume and price, and sort by name, price or volume. The search at the top starts at 2 characters and also finds marketing materials and articles.</p><p>Each product page gives its logistics: layers per pallet, boxes per pallet and pallet dimensions.</p>',
        ],
        changedDaysAgo: 75,
      },
      {
        name: ['Quantità: unità, strati e pallet', 'Quantities: units, layers and pallets'],
        body: [
          '<p>Ordini ogni prodotto in <strong>strati</strong> o <strong>pallet</strong>; i prodotti venduti a confezione e i vuoti (casse e fusti) anche in <strong>unità</strong>. Il carrello si aggiorna appena cambi un contatore.</p>',
          '<p>You order each product in <strong>layers</strong> or <strong>pallets</strong>; products sold by the pack and empties (crates and kegs) also in <strong>units</strong>. The cart updates as soon as you change a counter.</p>',
        ],
        changedDaysAgo: 75,
      },
      {
        name: ['Preferiti e Ordine veloce', 'Favourites and Fast Order'],
        body: [
          '<p>Con il cuore aggiungi un prodotto ai <strong>Preferiti</strong> del punto di consegna. <strong>Ordine veloce</strong> prepara il tuo ordine abituale: i prodotti che il tuo locale, e i locali come il tuo, ordinano di più, da mettere nel carrello in un clic.</p>',
          '<p>The heart adds a product to the <strong>Favourites</strong> of the delivery address. <strong>Fast Order</strong> prepares your usual order: the products your venue, and venues like yours, order most, to put in the cart in one click.</p>',
        ],
        newCapability: true,
        changedDaysAgo: 12,
      },
    ],
  },
  {
    title: ['Carrello e invio dell’ordine', 'Cart and placing the order'],
    permission: SECTIONS.catalogue,
    pages: [
      {
        name: ['Il carrello e la capacità del camion', 'The cart and the truck capacity'],
        body: [
          '<p>Nel <strong>Carrello</strong> la barra <strong>Capacità del camion</strong> mostra peso, pallet ed ettolitri rispetto ai limiti del tuo tipo di ordine: finché il minimo non è raggiunto o il massimo è superato, l’ordine non si può inviare, e <strong>Riempi il camion</strong> suggerisce cosa aggiungere. Qui indichi anche i <strong>vuoti da restituire</strong>, la nota per l’autista e il tuo numero d’ordine. Con <strong>Salva per dopo</strong> conservi il carrello tra gli ordini salvati.</p>',
          '<p>In the <strong>Cart</strong>, the <strong>Truck capacity</strong> bar shows weight, pallets and hectolitres against the limits of your order type: while the minimum is not reached or the maximum is exceeded, the order cannot be placed, and <strong>Fill the truck</strong> suggests what to add. Here you also give the <strong>empties to return</strong>, a note for the driver and your own order number. <strong>Save for later</strong> keeps the cart among your saved orders.</p>',
        ],
        changedDaysAgo: 60,
      },
      {
        name: ['Ordine rapido da elenco', 'Quick order by list'],
        body: [
          '<p>Hai già la lista della spesa? In <strong>Ordine rapido da elenco</strong> incolla un prodotto per riga (SKU o EAN, quantità e unità, strati o pallet) oppure carica un file CSV di al massimo 200 righe: aggiungiamo le righe corrette e ti indichiamo quelle da sistemare.</p>',
          '<p>Already have your shopping list? In <strong>Quick order by list</strong>, paste one product per line (SKU or EAN, quantity and units, layers or pallets) or upload a CSV file of up to 200 lines: we add the correct lines and show you the ones to fix.</p>',
        ],
        newCapability: true,
        changedDaysAgo: 5,
      },
      {
        name: ['Inviare l’ordine', 'Placing the order'],
        body: [
          '<p>L’ordine passa per quattro passi: controlla il contenuto, consegna, termini di pagamento, riepilogo e invio. Per ordinare accetti il Contratto Quadro di Acquisto e le linee guida, poi premi <strong>Invia ordine</strong>. Se la connessione si interrompe puoi premere di nuovo: l’ordine non verrà inviato due volte.</p>',
          '<p>The order goes through four steps: check the contents, delivery, payment terms, summary and sending. To order, accept the Master Purchase Agreement and the guidelines, then press <strong>Place order</strong>. If the connection drops you can press it again: the order is never sent twice.</p>',
        ],
        changedDaysAgo: 60,
      },
    ],
  },
  {
    title: ['Ordini', 'Orders'],
    permission: SECTIONS.myOrders,
    pages: [
      {
        name: ['Storico ordini', 'Order history'],
        body: [
          '<p>In <strong>Storico ordini</strong> trovi ogni ordine dei tuoi punti di consegna: cercalo per data, numero, stato di consegna o di elaborazione. Dal dettaglio segui la consegna, <strong>riordini</strong> gli stessi prodotti o <strong>annulli</strong> un ordine finché la merce non è stata spedita.</p>',
          '<p><strong>Order history</strong> holds every order of your delivery addresses: find one by date, number, delivery or processing status. From its details you follow the delivery, <strong>re-order</strong> the same products, or <strong>cancel</strong> an order until the goods have left.</p>',
        ],
        changedDaysAgo: 45,
      },
      {
        name: ['Ordini salvati', 'Saved orders'],
        body: [
          '<p>Gli <strong>Ordini salvati</strong> sono i carrelli che hai salvato per dopo su un punto di consegna. Riordinane uno per rimettere i suoi prodotti nel carrello, oppure eliminalo quando non ti serve più.</p>',
          '<p><strong>Saved orders</strong> are the carts you saved for later on a delivery address. Re-order one to put its products back in the cart, or delete it when you no longer need it.</p>',
        ],
        newCapability: true,
        changedDaysAgo: 20,
      },
    ],
  },
  {
    title: ['Documenti', 'Documents'],
    permission: SECTIONS.myDocuments,
    pages: [
      {
        name: ['I miei documenti', 'My Documents'],
        body: [
          '<p>Da <strong>Il mio account › Documenti</strong> scarichi fatture e documenti di trasporto, anche più di uno insieme in un file zip, e consulti l’estratto conto dei vuoti: estratto, riepilogo materiale e dettaglio movimenti.</p>',
          '<p>From <strong>My account › Documents</strong> you download invoices and delivery documents, several at once as a zip file, and read the empties account statement: statement, material summary and movement details.</p>',
        ],
        changedDaysAgo: 100,
      },
    ],
  },
  {
    title: ['Il mio profilo', 'My Profile'],
    permission: SECTIONS.myProfile,
    pages: [
      {
        name: ['Profilo, azienda e password', 'Profile, company and password'],
        body: [
          '<p>In <strong>Il mio profilo</strong> vedi i tuoi dati e quelli della tua azienda, con i punti di consegna, l’agente di vendita e il key account manager. Per cambiare i dati personali contatta il servizio clienti. Qui scegli anche il punto di consegna predefinito e cambi la password (almeno 12 caratteri, con maiuscola, minuscola, numero e simbolo).</p><p>Il titolare dell’account gestisce gli utenti del locale e i loro ruoli per ogni punto di consegna.</p>',
          '<p><strong>My Profile</strong> shows your details and your company’s, with its delivery addresses, your sales representative and key account manager. To change your personal data, contact customer service. Here you also choose your default delivery address and change your password (at least 12 characters, with an upper case letter, a lower case letter, a numeral and a symbol).</p><p>The account’s key user manages the venue’s users and their roles for each delivery address.</p>',
        ],
        changedDaysAgo: 100,
      },
    ],
  },
  {
    title: ['Assistenza', 'Support'],
    permission: SECTIONS.support,
    pages: [
      {
        name: ['Serve aiuto?', 'Need help?'],
        body: [
          '<p>In <strong>Assistenza</strong> apri una richiesta al servizio clienti, segui le risposte e aggiungi allegati; prima, dai un’occhiata alle domande frequenti e alla base di conoscenza.</p>',
          '<p>In <strong>Support</strong> you open a request to customer service, follow its answers and add attachments; before that, have a look at the FAQ and the knowledge base.</p>',
        ],
        changedDaysAgo: 100,
      },
    ],
  },
];
