/** Italian and English pairs: [it, en]. */
type Pair = [it: string, en: string];

/** A FAQ page with its questions and answers. */
export type FaqPageSeed = { title: Pair; items: { question: Pair; answer: Pair }[] };

const qa = (question: Pair, answer: Pair) => ({ question, answer });

export const FAQ_PAGES: FaqPageSeed[] = [
  {
    title: ['Ordini e consegne', 'Orders and delivery'],
    items: [
      qa(
        ['Entro che ora devo inviare l’ordine?', 'By what time must I send my order?'],
        [
          'Per il camioncino entro le 12:00, per l’ordine standard entro le 16:00 del giorno lavorativo.',
          'For the small truck by 12:00, for the standard order by 16:00 on a working day.',
        ],
      ),
      qa(
        ['Quando arriva la consegna?', 'When will my delivery arrive?'],
        [
          'Il calendario mostra solo le date di consegna disponibili per il tuo punto di consegna.',
          'The calendar only shows the delivery dates available for your delivery address.',
        ],
      ),
      qa(
        ['Posso modificare un ordine già inviato?', 'Can I change an order I already sent?'],
        [
          'Sì, dallo storico ordini finché la merce non è in preparazione.',
          'Yes, from the order history until the goods are being prepared.',
        ],
      ),
      qa(
        ['Cos’è la consegna flessibile?', 'What is flexible delivery?'],
        [
          'Accetti una consegna entro 3 giorni lavorativi dalla data scelta e ottieni l’1% di sconto.',
          'You accept delivery within 3 working days of the chosen date and get a 1% discount.',
        ],
      ),
      qa(
        ['Perché non posso ordinare per un punto di consegna?', 'Why can’t I order for a delivery address?'],
        [
          'Il punto di consegna potrebbe essere sospeso: contatta il servizio clienti.',
          'The delivery address may be suspended: contact customer service.',
        ],
      ),
    ],
  },
  {
    title: ['Vuoti e depositi', 'Empties and deposits'],
    items: [
      qa(
        ['Come restituisco i vuoti?', 'How do I return empties?'],
        [
          'Aggiungi un reso vuoti all’ordine di birra oppure crea un ordine di soli vuoti.',
          'Add an empties return to your beer order or create an empties-only order.',
        ],
      ),
      qa(
        ['Quanto vale il deposito di un fusto?', 'How much is a keg deposit?'],
        [
          'Il deposito di un fusto da 20 litri è di 30 euro, da 30 litri di 35 euro.',
          'The deposit on a 20-litre keg is 30 euros, on a 30-litre keg 35 euros.',
        ],
      ),
      qa(
        ['Dove vedo il saldo dei miei vuoti?', 'Where do I see my empties balance?'],
        [
          'Nell’estratto conto vuoti, sezione I miei documenti.',
          'In the empties statement, under My documents.',
        ],
      ),
      qa(
        ['Ritirate anche i pallet?', 'Do you collect pallets too?'],
        [
          'Sì, i pallet EPAL vengono ritirati con i vuoti e accreditati.',
          'Yes, EPAL pallets are collected with the empties and credited.',
        ],
      ),
      qa(
        ['Quanti vuoti posso restituire in un ordine?', 'How many empties can I return in one order?'],
        [
          'Fino a 50.000 kg: oltre, i vuoti vengono divisi in un ordine separato.',
          'Up to 50,000 kg: beyond that, empties are split into a separate order.',
        ],
      ),
    ],
  },
  {
    title: ['Account e fatture', 'Account and invoices'],
    items: [
      qa(
        ['Come cambio la password?', 'How do I change my password?'],
        [
          'Da Il mio profilo: la nuova password deve avere almeno 12 caratteri.',
          'From My profile: the new password needs at least 12 characters.',
        ],
      ),
      qa(
        ['Come invito un collega?', 'How do I invite a colleague?'],
        [
          'Il titolare invita nuovi utenti da Il mio profilo, scheda Gestione utenti.',
          'The owner invites new users from My profile, User management tab.',
        ],
      ),
      qa(
        ['Dove trovo le fatture?', 'Where do I find invoices?'],
        [
          'In I miei documenti puoi cercare e scaricare fatture e DDT.',
          'In My documents you can search and download invoices and delivery notes.',
        ],
      ),
      qa(
        ['Posso cambiare i termini di pagamento?', 'Can I change payment terms?'],
        [
          'I termini di pagamento si concordano con il tuo agente di vendita.',
          'Payment terms are agreed with your sales representative.',
        ],
      ),
      qa(
        ['Come cambio i dati aziendali?', 'How do I change company details?'],
        [
          'I dati anagrafici si modificano solo tramite il servizio clienti.',
          'Company details can only be changed through customer service.',
        ],
      ),
    ],
  },
];

/** A knowledge-base article: category, title and body paragraphs. */
export type KnowledgeSeed = { category: string; title: Pair; body: Pair };

const kb = (category: string, title: Pair, body: Pair): KnowledgeSeed => ({ category, title, body });

export const KNOWLEDGE_BASE: KnowledgeSeed[] = [
  kb(
    'ordering',
    ['Come creare il primo ordine', 'How to place your first order'],
    [
      'Scegli il punto di consegna, il tipo di ordine e la data, poi aggiungi i prodotti al carrello.',
      'Choose the delivery address, order type and date, then add products to the cart.',
    ],
  ),
  kb(
    'ordering',
    ['Tipi di ordine: camioncino, camion e ritiro', 'Order types: small truck, truck and pickup'],
    [
      'Il tipo di ordine determina i giorni di consegna e le regole di capacità del carrello.',
      'The order type sets the delivery days and the cart’s capacity rules.',
    ],
  ),
  kb(
    'ordering',
    ['Ordinare a strati e pallet', 'Ordering by layers and pallets'],
    [
      'Con i contatori Strati e Pallet ordini quantità intere di un bancale.',
      'The Layers and Pallets counters order whole parts of a pallet.',
    ],
  ),
  kb(
    'ordering',
    ['Salvare un ordine per dopo', 'Saving an order for later'],
    [
      'Un carrello salvato si ritrova in Ordini salvati e si può riordinare in un clic.',
      'A saved cart appears under Saved orders and can be reordered in one click.',
    ],
  ),
  kb(
    'delivery',
    ['Date di consegna disponibili', 'Available delivery dates'],
    [
      'Le date dipendono dai giorni di consegna del tuo punto vendita, dalle festività e dall’orario dell’ordine.',
      'Dates depend on your delivery days, holidays and the time of the order.',
    ],
  ),
  kb(
    'delivery',
    ['Consegna con sconto Motrice e Autotreno', 'Delivery with Motrice and Autotreno discounts'],
    [
      'Oltre 12.000 kg scatta lo sconto Motrice, dai 25.260 kg lo sconto Autotreno.',
      'From 12,000 kg the Motrice discount applies, from 25,260 kg the Autotreno discount.',
    ],
  ),
  kb(
    'delivery',
    ['Note per l’autista', 'Notes for the driver'],
    [
      'Aggiungi nel carrello indicazioni per lo scarico: orari, accessi, citofono.',
      'Add unloading instructions in the cart: times, access, intercom.',
    ],
  ),
  kb(
    'delivery',
    ['Consegna non ricevuta: cosa fare', 'Delivery not received: what to do'],
    [
      'Apri una richiesta di assistenza indicando il numero d’ordine.',
      'Open a support ticket with the order number.',
    ],
  ),
  kb(
    'empties',
    ['Reso vuoti insieme all’ordine', 'Returning empties with an order'],
    [
      'Scegli la modalità reso vuoti e indica quante casse e quanti fusti restituisci.',
      'Choose the empties return mode and enter the crates and kegs you return.',
    ],
  ),
  kb(
    'empties',
    ['Estratto conto vuoti', 'Empties statement'],
    [
      'L’estratto mostra saldo iniziale, consegne, resi e saldo finale per materiale.',
      'The statement shows opening balance, deliveries, returns and closing balance per material.',
    ],
  ),
  kb(
    'empties',
    ['Vuoti danneggiati o mancanti', 'Damaged or missing empties'],
    [
      'I vuoti danneggiati vengono fatturati a compensazione secondo il listino depositi.',
      'Damaged empties are invoiced for compensation at the deposit list price.',
    ],
  ),
  kb(
    'empties',
    ['Ritiro vuoti con camion completo', 'Full-truck empties pickup'],
    [
      'Per grandi quantità prenota il ritiro con un camion dedicato: minimo 20 pallet.',
      'For large quantities book a dedicated truck: at least 20 pallets.',
    ],
  ),
  kb(
    'invoices',
    ['Scaricare le fatture in blocco', 'Downloading invoices in bulk'],
    [
      'Seleziona più documenti e scaricali in un unico file ZIP.',
      'Select several documents and download them as one ZIP file.',
    ],
  ),
  kb(
    'invoices',
    ['Termini di pagamento', 'Payment terms'],
    [
      'Bonifico, Ri.Ba. o addebito SDD: i termini sono indicati in ogni fattura.',
      'Bank transfer, bank receipt or direct debit: the terms are on every invoice.',
    ],
  ),
  kb(
    'invoices',
    ['Accise e IVA in fattura', 'Excise and VAT on the invoice'],
    [
      'L’accisa sulla birra è calcolata per ettolitro e grado Plato; l’IVA si applica anche all’accisa.',
      'Beer excise is charged per hectolitre and degree Plato; VAT also applies to the excise.',
    ],
  ),
  kb(
    'invoices',
    ['Nota di credito per vuoti', 'Credit note for empties'],
    [
      'Il deposito dei vuoti resi viene accreditato con nota di credito.',
      'The deposit on returned empties is credited with a credit note.',
    ],
  ),
  kb(
    'account',
    ['Gestire utenti e ruoli', 'Managing users and roles'],
    [
      'Il titolare assegna un ruolo per ogni punto di consegna a ciascun collega.',
      'The owner gives each colleague a role for every delivery address.',
    ],
  ),
  kb(
    'account',
    ['Punto di consegna predefinito', 'Default delivery address'],
    [
      'Imposta il punto di consegna che il portale sceglie all’accesso.',
      'Set the delivery address the portal picks when you sign in.',
    ],
  ),
  kb(
    'account',
    ['Password dimenticata', 'Forgotten password'],
    [
      'Dalla pagina di accesso richiedi il link: vale un’ora.',
      'Request the link from the sign-in page: it is valid for one hour.',
    ],
  ),
  kb(
    'account',
    ['Lingua del portale', 'Portal language'],
    [
      'Il portale è in italiano e in inglese: cambia lingua dal piè di pagina.',
      'The portal is in Italian and English: switch language in the footer.',
    ],
  ),
];
