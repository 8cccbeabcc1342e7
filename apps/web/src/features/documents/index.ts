/**
 * The My Documents feature (spec 3 §2 myDocuments /my-documents/{tab}): the documents tab (invoices, credit
 * notes, transport documents; one PDF or a ZIP; decision 0033) and the empties account statement tab (decision
 * 0032) with the three views estratto, riepilogo materiale, dettaglio movimenti.
 */

/** The My Documents page, loaded with its route. */
export const documentsPages = { myDocuments: () => import('./pages/MyDocumentsPage') };
