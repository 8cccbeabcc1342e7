import { date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, shipTos } from './customers';

/**
 * One line of a document as printed: what, how many, at what price, in cents; a delivery note written when the ERP
 * ships an order (decision 0035) also keeps how the quantity was entered in packages, layers and pallets.
 */
export type DocumentLine = {
  sku: string;
  name: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  packages?: number;
  layers?: number;
  pallets?: number;
};

/**
 * A customer document (spec 3 §3 "Document"; decision 0033): an invoice, credit note, delivery note (DDT) or ADR
 * transport document of one ship-to. Its PDF is not stored: it is printed on request from these columns, which
 * gives the same bytes every time.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    shipToId: text('ship_to_id')
      .notNull()
      .references(() => shipTos.id),
    /** A type of packages/domain DOCUMENT_TYPES: INVOICE, CREDIT_NOTE, DDT, ADR. */
    type: text('type').notNull(),
    number: text('number').notNull(),
    documentDate: date('document_date').notNull(),
    /** The order the document belongs to (its number), when it comes from one. */
    orderNumber: text('order_number'),
    /** Document processing status (spec 3 §4). */
    processingStatus: text('processing_status').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** Totals in cents; null on transport documents, which carry no prices. */
    netCents: integer('net_cents'),
    taxCents: integer('tax_cents'),
    totalCents: integer('total_cents'),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
  },
  (table) => [
    uniqueIndex('documents_type_number_idx').on(table.type, table.number),
    index('documents_ship_to_date_idx').on(table.shipToId, table.documentDate),
  ],
);
