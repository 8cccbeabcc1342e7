import {
  documentFileLink,
  documentFileName,
  DOCUMENT_TYPES,
  INVOICE_DOCUMENT_TYPES,
  LOGISTIC_DOCUMENT_TYPES,
  type DocumentProcessingStatus,
  type DocumentsPage,
  type DocumentsQuery,
  type DocumentType,
} from '@spina/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, documents, shipTos } from '../../db/schema';
import type { Principal } from '../../http/access';
import { containing } from '../../lib/like-pattern';
import { readDdtDetails } from './documents.ddt-details';
import { documentShipTos } from './documents.scope';
import { printDocument, type PrintableDocument } from './documents.print';

/** A document's file ready to send: its download name, date and bytes. */
export type DocumentFile = { id: string; fileName: string; date: string; bytes: Buffer };

/**
 * Which documents a call covers: every kind, the logistic ones only (GetLogistcDocuments), or the invoices and
 * credit notes only (the invoice service, `invoiceolsa/*`).
 */
export type DocumentKinds = 'all' | 'logistic' | 'invoices';

const TYPES_OF: Record<DocumentKinds, readonly DocumentType[]> = {
  all: DOCUMENT_TYPES,
  logistic: LOGISTIC_DOCUMENT_TYPES,
  invoices: INVOICE_DOCUMENT_TYPES,
};

/** The kinds' restriction on the document type; none for every kind. */
const ofKinds = (kinds: DocumentKinds) =>
  kinds === 'all' ? undefined : inArray(documents.type, [...TYPES_OF[kinds]]);

const printable = {
  id: documents.id,
  type: documents.type,
  number: documents.number,
  date: sql<string>`to_char(${documents.documentDate}, 'YYYY-MM-DD')`,
  orderNumber: documents.orderNumber,
  shipToId: documents.shipToId,
  shipToName: shipTos.name,
  companyName: companies.name,
  currency: documents.currency,
  netCents: documents.netCents,
  taxCents: documents.taxCents,
  totalCents: documents.totalCents,
  lines: documents.lines,
};

/** The documents of the caller's ship-tos with My Documents (spec 3 §2, §7 general service `documents/*`). */
export function createDocumentsService(db: Database) {
  function filters(principal: Principal, query: DocumentsQuery, kinds: DocumentKinds): SQL | undefined {
    const allowed = documentShipTos(principal);
    const shipTo = query.shipTo;
    // A ship-to that is not the caller's (or lacks My Documents) lists nothing, as an unknown one would.
    const scope = shipTo === undefined ? allowed : allowed.filter((id) => id === shipTo);
    if (scope.length === 0) return sql`false`;
    const number = query.number ? containing(query.number) : undefined;
    return and(
      inArray(documents.shipToId, scope),
      ofKinds(kinds),
      query.type ? eq(documents.type, query.type) : undefined,
      query.from ? gte(documents.documentDate, query.from) : undefined,
      query.to ? lte(documents.documentDate, query.to) : undefined,
      number ? or(ilike(documents.number, number), ilike(documents.orderNumber, number)) : undefined,
    );
  }

  return {
    /** One page of documents, newest first, and how many match. */
    async list(principal: Principal, query: DocumentsQuery, kinds: DocumentKinds): Promise<DocumentsPage> {
      const where = filters(principal, query, kinds);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: documents.id,
            type: documents.type,
            number: documents.number,
            date: printable.date,
            orderNumber: documents.orderNumber,
            shipToId: documents.shipToId,
            shipToName: shipTos.name,
            totalCents: documents.totalCents,
            currency: documents.currency,
            processingStatus: documents.processingStatus,
          })
          .from(documents)
          .innerJoin(shipTos, eq(shipTos.id, documents.shipToId))
          .where(where)
          .orderBy(desc(documents.documentDate), asc(documents.number))
          .offset((query.page - 1) * query.pageSize)
          .limit(query.pageSize),
        db.select({ n: count() }).from(documents).where(where),
      ]);
      return {
        results: rows.map((row) => {
          const type = row.type as DocumentType;
          return {
            ...row,
            type,
            fileType: 'pdf',
            processingStatus: row.processingStatus as DocumentProcessingStatus,
            documentList: [{ link: documentFileLink(row.id, type), documentType: type }],
          };
        }),
        total: counted?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** A delivery note's heading and lines (GetDDTVDetails), or null when it is not one the caller may see. */
    ddtDetails(principal: Principal, id: string) {
      return readDdtDetails(db, documentShipTos(principal), id);
    },

    /** The document types of `kinds` (GetAdrDeliveryDocumentsType, getdocumenttypes), each marked logistic or not. */
    types(kinds: DocumentKinds = 'all') {
      return {
        results: TYPES_OF[kinds].map((type) => ({ type, logistic: LOGISTIC_DOCUMENT_TYPES.includes(type) })),
      };
    },

    /**
     * The printed files of `ids` in the order asked; `missing` lists the ids that do not exist, are another
     * customer's, are of another type than `type` (when given) or not of `kinds`, told apart from nothing.
     */
    async files(
      principal: Principal,
      ids: readonly string[],
      { type, kinds = 'all' }: { type?: DocumentType | undefined; kinds?: DocumentKinds } = {},
    ): Promise<{ found: DocumentFile[]; missing: string[] }> {
      const allowed = documentShipTos(principal);
      const rows =
        allowed.length === 0 || ids.length === 0
          ? []
          : await db
              .select(printable)
              .from(documents)
              .innerJoin(shipTos, eq(shipTos.id, documents.shipToId))
              .innerJoin(companies, eq(companies.id, documents.companyId))
              .where(
                and(
                  inArray(documents.id, [...ids]),
                  inArray(documents.shipToId, allowed),
                  type ? eq(documents.type, type) : undefined,
                  ofKinds(kinds),
                ),
              );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const found: DocumentFile[] = [];
      const missing: string[] = [];
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) {
          missing.push(id);
          continue;
        }
        const document: PrintableDocument = { ...row, type: row.type as DocumentType };
        found.push({
          id,
          fileName: documentFileName(document.type, document.number),
          date: document.date,
          bytes: printDocument(document),
        });
      }
      return { found, missing };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
