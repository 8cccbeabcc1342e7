/** Ticket categories and sub-categories of the demo (spec 3 §3 Ticket category, sub-category), Italian and English. */
export type CategorySeed = {
  id: string;
  name: [string, string];
  subCategories: Array<{ id: string; name: [string, string] }>;
};

export const TICKET_CATEGORIES: CategorySeed[] = [
  {
    id: 'orders',
    name: ['Ordini e consegne', 'Orders and delivery'],
    subCategories: [
      { id: 'orders-late', name: ['Consegna in ritardo', 'Late delivery'] },
      { id: 'orders-missing', name: ['Merce mancante', 'Missing goods'] },
      { id: 'orders-damaged', name: ['Merce danneggiata', 'Damaged goods'] },
      { id: 'orders-change', name: ['Modifica di un ordine', 'Changing an order'] },
    ],
  },
  {
    id: 'invoices',
    name: ['Fatture e pagamenti', 'Invoices and payments'],
    subCategories: [
      { id: 'invoices-copy', name: ['Copia di una fattura', 'Copy of an invoice'] },
      { id: 'invoices-amount', name: ['Importo non corretto', 'Wrong amount'] },
      { id: 'invoices-payment', name: ['Pagamenti e scadenze', 'Payments and due dates'] },
    ],
  },
  {
    id: 'empties',
    name: ['Vuoti e cauzioni', 'Empties and deposits'],
    subCategories: [
      { id: 'empties-pickup', name: ['Ritiro vuoti', 'Empties pickup'] },
      { id: 'empties-balance', name: ['Saldo cauzioni', 'Deposit balance'] },
    ],
  },
  {
    id: 'products',
    name: ['Prodotti', 'Products'],
    subCategories: [
      { id: 'products-quality', name: ['Qualità del prodotto', 'Product quality'] },
      { id: 'products-info', name: ['Informazioni sul prodotto', 'Product information'] },
    ],
  },
  {
    id: 'equipment',
    name: ['Impianti di spillatura', 'Draught equipment'],
    subCategories: [
      { id: 'equipment-fault', name: ['Guasto impianto', 'Equipment fault'] },
      { id: 'equipment-cleaning', name: ['Pulizia e manutenzione', 'Cleaning and servicing'] },
    ],
  },
  {
    id: 'portal',
    name: ['Portale e accesso', 'Portal and sign-in'],
    subCategories: [
      { id: 'portal-access', name: ['Accesso e password', 'Sign-in and password'] },
      { id: 'portal-users', name: ['Utenti e permessi', 'Users and permissions'] },
      { id: 'portal-error', name: ['Errore del portale', 'Portal error'] },
    ],
  },
];

/** A demo ticket of onpremise@: its case, opened `daysAgo`, with comments in order (s: staff, c: customer). */
export type TicketSeed = {
  shipTo: string;
  categoryId: string;
  subCategoryId: string;
  title: string;
  description: string;
  phone: string | null;
  status: string;
  daysAgo: number;
  closedDaysAgo?: number;
  comments: Array<{ side: 'customer' | 'staff'; daysAgo: number; body: string; read: boolean }>;
};

export const DEMO_TICKETS: TicketSeed[] = [
  {
    shipTo: 'portico-centro',
    categoryId: 'orders',
    subCategoryId: 'orders-damaged',
    title: 'Fusto danneggiato nella consegna',
    description:
      'Nella consegna di martedì un fusto da 30 litri è arrivato con la valvola piegata e perde. ' +
      'Lo abbiamo messo da parte: come procediamo per il reso e il riaccredito?',
    phone: '0512345678',
    status: 'Information Provided',
    daysAgo: 4,
    comments: [
      {
        side: 'staff',
        daysAgo: 3,
        body: 'Buongiorno, ci dispiace per l’inconveniente. Può mandarci una foto della valvola e il numero della bolla?',
        read: true,
      },
      {
        side: 'customer',
        daysAgo: 3,
        body: 'Certo, la bolla è la 4500012001. Allego la foto appena possibile.',
        read: true,
      },
      {
        side: 'staff',
        daysAgo: 1,
        body: 'Grazie. Il fusto verrà ritirato con la prossima consegna e il riaccredito comparirà nella prossima fattura.',
        read: false,
      },
    ],
  },
  {
    shipTo: 'portico-centro',
    categoryId: 'invoices',
    subCategoryId: 'invoices-copy',
    title: 'Copia fattura di settembre',
    description: 'Non troviamo la fattura di fine settembre tra i documenti: potete inviarcene una copia?',
    phone: null,
    status: 'Solved',
    daysAgo: 20,
    closedDaysAgo: 18,
    comments: [
      {
        side: 'staff',
        daysAgo: 18,
        body: 'La fattura è ora disponibile in I miei documenti. Chiudiamo la richiesta, ci scriva se serve altro.',
        read: true,
      },
    ],
  },
  {
    shipTo: 'portico-lungomare',
    categoryId: 'equipment',
    subCategoryId: 'equipment-cleaning',
    title: 'Pulizia impianto prima della stagione',
    description:
      'Vorremmo prenotare la pulizia dell’impianto di spillatura del Lungomare prima dell’apertura estiva.',
    phone: null,
    status: 'New',
    daysAgo: 1,
    comments: [],
  },
];
