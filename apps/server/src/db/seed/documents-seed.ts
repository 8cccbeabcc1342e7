import type { Database } from '../client';
import { documents } from '../schema';
import { insertRows } from './batch';
import type { SeedContext } from './context';
import { customersOf } from './customers';
import { buildDocuments, type DocumentRow } from './documents-build';
import { orderHistoryOf } from './orders';

/** The documents of the seed run, derived from its order history (decision 0033). */
export function documentsOf(context: SeedContext): DocumentRow[] {
  return context.once('documents', () =>
    buildDocuments({
      customers: customersOf(context),
      history: orderHistoryOf(context),
      today: context.today,
    }),
  );
}

/** Invoices, delivery notes, ADR documents and credit notes of the delivered orders; PDFs are printed on request. */
export async function seedDocuments(db: Database, context: SeedContext): Promise<void> {
  await insertRows(db, documents, documentsOf(context));
}
