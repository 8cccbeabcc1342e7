import * as z from 'zod/mini';
import { isIsoDate } from '../calendar/dates';
import { optionalShipToId, optionalText, wholeNumber } from './query-params';

/**
 * REST contracts of My Documents (spec 3 §2 "My documents", "Invoices and logistic documents"; §3 "Document:
 * number, type, date, file type; documentList with link and documentType"; §7 general service
 * `documents/GetAllDocuments`, `GetLogistcDocuments`, `GetAdrDeliveryDocumentsType`,
 * `GetDocumentExternalLinkAsyncV2?documentId&documentType`, `GetDownloadZipDocumentsBulk`, `GetDDTVDetails`;
 * invoice service `invoiceolsa/*`). The filters, the paging and the bodies are ours (decisions 0033 and 0035).
 */

/** The kinds of document the portal keeps; DDT and ADR are the logistic ones (spec 3 §7). */
export const DOCUMENT_TYPES = ['INVOICE', 'CREDIT_NOTE', 'DDT', 'ADR'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const LOGISTIC_DOCUMENT_TYPES: readonly DocumentType[] = ['DDT', 'ADR'];
/** The invoices and credit notes: the documents the invoice service (`invoiceolsa/*`) answers for. */
export const INVOICE_DOCUMENT_TYPES = ['INVOICE', 'CREDIT_NOTE'] as const satisfies readonly DocumentType[];

/** Document processing status (spec 3 §4). */
export const DOCUMENT_PROCESSING_STATUSES = [
  'Completely Processed',
  'Fully Rejected',
  'Not Relevant',
  'Not Yet Processed',
  'Partially Processed',
] as const;
export type DocumentProcessingStatus = (typeof DOCUMENT_PROCESSING_STATUSES)[number];

/** Rows per page unless asked otherwise, the most one page may hold, and the most one ZIP may hold. */
export const DOCUMENTS_PAGE_SIZE = 20;
export const DOCUMENTS_MAX_PAGE_SIZE = 100;
export const DOCUMENTS_ZIP_MAX = 30;

/** Messages of the documents area; English is the key (spec 3 §8, issue 14). */
export const DOCUMENT_MESSAGES = {
  notFound: 'This document does not exist or is not available to you',
  selectionNotAvailable: 'Some of the selected documents do not exist or are not available to you',
  downloadFailed: 'File could not be downloaded',
} as const;

/** The REST paths of the documents area under the general service. */
export const DOCUMENTS_BASE = '/api/general/v1/documents';
export const DOCUMENTS_PATHS = {
  all: 'GetAllDocuments',
  logistic: 'GetLogistcDocuments',
  types: 'GetAdrDeliveryDocumentsType',
  file: 'GetDocumentExternalLinkAsyncV2',
  zip: 'GetDownloadZipDocumentsBulk',
  ddtDetails: 'GetDDTVDetails',
} as const;

/** The REST paths of the invoice service (spec 3 §7 "Invoice service"), lower case as the spec writes them. */
export const INVOICES_BASE = '/api/invoices/v1/invoiceolsa';
export const INVOICES_PATHS = {
  list: 'getdocuments',
  file: 'getdocument',
  types: 'getdocumenttypes',
  zip: 'getdownloadzipdocumentsbulk',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateParam = (name: string) =>
  optionalText(10, /^\d{4}-\d{2}-\d{2}$/, `${name}: use a date written YYYY-MM-DD`);

/** A list's query over the document types given: filters and a page. */
const documentsQueryOf = <const Types extends readonly [DocumentType, ...DocumentType[]]>(types: Types) =>
  z
    .object({
      type: z.optional(z.enum(types)),
      from: dateParam('from'),
      to: dateParam('to'),
      /** Part of the document's number or of its order's number. */
      number: optionalText(30, /^[\w/ .-]+$/, 'number is up to 30 letters, digits, / . - or spaces'),
      shipTo: optionalShipToId,
      page: z._default(wholeNumber(1, 10_000, 'page'), 1),
      pageSize: z._default(wholeNumber(1, DOCUMENTS_MAX_PAGE_SIZE, 'pageSize'), DOCUMENTS_PAGE_SIZE),
      lang: z.optional(z.enum(['it', 'en'])),
    })
    .check(
      z.refine((query) => query.from === undefined || isIsoDate(query.from), {
        message: 'from is not a date',
        path: ['from'],
      }),
      z.refine((query) => query.to === undefined || isIsoDate(query.to), {
        message: 'to is not a date',
        path: ['to'],
      }),
      z.refine((query) => !query.from || !query.to || query.from <= query.to, {
        message: 'from must not be after to',
        path: ['from'],
      }),
    );

/** Query of GetAllDocuments and GetLogistcDocuments: filters and a page. */
export const documentsQuerySchema = documentsQueryOf(DOCUMENT_TYPES);
/** Query of invoiceolsa/getdocuments: the same filters, the type being an invoice or a credit note. */
export const invoicesQuerySchema = documentsQueryOf(INVOICE_DOCUMENT_TYPES);
export type DocumentsQuery = z.infer<typeof documentsQuerySchema>;

/** One file of a document (spec 3 §3 documentList: link and documentType). */
export const documentFileSchema = z.object({ link: z.string(), documentType: z.string() });

/** One document of the list (spec 3 §3: number, type, date, file type). */
export const documentSchema = z.object({
  id: z.string(),
  number: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  date: z.string(),
  fileType: z.string(),
  orderNumber: z.nullable(z.string()),
  shipToId: z.string(),
  shipToName: z.string(),
  totalCents: z.nullable(z.int()),
  currency: z.string(),
  processingStatus: z.enum(DOCUMENT_PROCESSING_STATUSES),
  documentList: z.array(documentFileSchema),
});
export type PortalDocument = z.infer<typeof documentSchema>;

export const documentsResponseSchema = z.object({
  results: z.array(documentSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type DocumentsPage = z.infer<typeof documentsResponseSchema>;

/** The document types (GetAdrDeliveryDocumentsType) with whether each is a logistic one. */
export const documentTypesResponseSchema = z.object({
  results: z.array(z.object({ type: z.enum(DOCUMENT_TYPES), logistic: z.boolean() })),
});

/** Query of GetDocumentExternalLinkAsyncV2: the document and its type, as the spec names them. */
export const documentFileQuerySchema = z.object({
  documentId: z.string().check(z.regex(UUID, 'documentId must be a document id')),
  documentType: z.optional(z.enum(DOCUMENT_TYPES)),
  lang: z.optional(z.enum(['it', 'en'])),
});

/** Body of invoiceolsa/getdocument: the invoice or credit note asked for, answered as its PDF. */
export const invoiceFileBodySchema = z.object({
  documentId: z.string().check(z.regex(UUID, 'documentId must be a document id')),
  documentType: z.optional(z.enum(INVOICE_DOCUMENT_TYPES)),
});

/** Query of GetDDTVDetails: the delivery note (DDT) whose details are asked for. */
export const ddtDetailsQuerySchema = z.object({
  documentId: z.string().check(z.regex(UUID, 'documentId must be a document id')),
  lang: z.optional(z.enum(['it', 'en'])),
});

/**
 * One line of a delivery note: what and how many, and how it was entered (packages, layers, pallets) when the
 * order keeps it; null when not known.
 */
export const ddtLineSchema = z.object({
  sku: z.string(),
  name: z.string(),
  quantity: z.int(),
  packages: z.nullable(z.int()),
  layers: z.nullable(z.int()),
  pallets: z.nullable(z.int()),
});

/**
 * GetDDTVDetails (spec 3 §7): a delivery note's heading and lines. `transportType` is the order type the goods
 * travelled under (e.g. freeshipping, selfpickup); the carrier is not kept, so it is not answered.
 */
export const ddtDetailsSchema = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  processingStatus: z.enum(DOCUMENT_PROCESSING_STATUSES),
  orderNumber: z.nullable(z.string()),
  customerOrderNumber: z.nullable(z.string()),
  deliveryDate: z.nullable(z.string()),
  transportType: z.nullable(z.string()),
  shipTo: z.object({
    id: z.string(),
    name: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    province: z.nullable(z.string()),
    country: z.string(),
  }),
  lines: z.array(ddtLineSchema),
});
export type DdtDetails = z.infer<typeof ddtDetailsSchema>;

/** Body of GetDownloadZipDocumentsBulk: 1 to DOCUMENTS_ZIP_MAX document ids, repeats dropped. */
export const documentsZipBodySchema = z.object({
  ids: z.pipe(
    z
      .array(z.string().check(z.regex(UUID, 'every id must be a document id')))
      .check(
        z.minLength(1, 'Select at least one document'),
        z.maxLength(DOCUMENTS_ZIP_MAX, `At most ${DOCUMENTS_ZIP_MAX} documents can be downloaded at once`),
      ),
    z.transform((ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  ),
});

/** The address of a document's file, as the list's documentList names it. */
export const documentFileLink = (id: string, type: DocumentType) =>
  `${DOCUMENTS_BASE}/${DOCUMENTS_PATHS.file}?documentId=${id}&documentType=${type}`;

/** A document's file name: its type and number, safe in any file system, e.g. INVOICE-2026-100123.pdf. */
export const documentFileName = (type: DocumentType, number: string) =>
  `${type}-${number.replace(/[^\w.-]+/g, '-')}.pdf`;
