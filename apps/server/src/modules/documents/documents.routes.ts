import {
  DOCUMENT_MESSAGES,
  DOCUMENTS_BASE,
  DOCUMENTS_PATHS,
  ddtDetailsQuerySchema,
  ddtDetailsSchema,
  documentFileQuerySchema,
  documentsQuerySchema,
  documentsResponseSchema,
  documentsZipBodySchema,
  documentTypesResponseSchema,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { sendDocumentPdf, sendDocumentsZip } from './documents.downloads';
import { invoiceRoutes } from './documents.invoice-routes';
import { createDocumentsService, type DocumentsService } from './documents.service';

/**
 * Documents name their ship-to in the row, not the `outletid` header: a user reads the documents of every one of
 * their ship-tos with My Documents, and the service keeps every read to those (decision 0033).
 */
const config = { access: { signedIn: true } } as const;

const FILTERS =
  'Filters: type, from/to (YYYY-MM-DD, both included), number (part of the document’s or its order’s number), ' +
  'shipTo (one of the caller’s ship-tos with My Documents; any other lists nothing); page from 1, pageSize 20 ' +
  'by default, at most 100. Newest first.';

/**
 * My Documents (spec 3 §7 general service `documents/*`): lists, types, one file, a ZIP of several, a delivery
 * note's details; and the invoice service's calls over the same service (decision 0035).
 */
export function documentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = createDocumentsService(deps.db);
  generalDocumentRoutes(app, deps, service);
  invoiceRoutes(app, deps, service);
}

function generalDocumentRoutes(app: FastifyInstance, deps: AppDeps, service: DocumentsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const url = (path: string) => `${DOCUMENTS_BASE}/${path}`;

  api.get(
    url(DOCUMENTS_PATHS.all),
    {
      config,
      schema: {
        tags: ['general'],
        summary: 'Invoices, credit notes and transport documents of the caller’s ship-tos, one page',
        description: FILTERS,
        querystring: documentsQuerySchema,
        response: { 200: documentsResponseSchema },
      },
    },
    (request) => service.list(request.principal!, request.query, 'all'),
  );

  api.get(
    url(DOCUMENTS_PATHS.logistic),
    {
      config,
      schema: {
        tags: ['general'],
        summary: 'Transport documents (DDT, ADR) of the caller’s ship-tos, one page',
        description: FILTERS,
        querystring: documentsQuerySchema,
        response: { 200: documentsResponseSchema },
      },
    },
    (request) => service.list(request.principal!, request.query, 'logistic'),
  );

  api.get(
    url(DOCUMENTS_PATHS.types),
    {
      config,
      schema: {
        tags: ['general'],
        summary: 'The document types, each marked logistic (DDT, ADR) or not',
        response: { 200: documentTypesResponseSchema },
      },
    },
    () => service.types(),
  );

  api.get(
    url(DOCUMENTS_PATHS.file),
    {
      config,
      schema: {
        tags: ['general'],
        summary: 'One document’s PDF, as a download',
        description:
          'An unknown id, another customer’s, or one of another documentType answers the same 404.',
        querystring: documentFileQuerySchema,
      },
    },
    async (request, reply) => {
      const { documentId, documentType } = request.query;
      const { found } = await service.files(request.principal!, [documentId.toLowerCase()], {
        type: documentType,
      });
      return sendDocumentPdf(reply, found);
    },
  );

  api.get(
    url(DOCUMENTS_PATHS.ddtDetails),
    {
      config,
      schema: {
        tags: ['general'],
        summary: 'A delivery note’s (DDT’s) heading and lines',
        description:
          'Number, date, ship-to, order and transport type; lines with quantity and, where the order keeps ' +
          'them, packages, layers and pallets. An unknown id, another customer’s, or a document that is not ' +
          'a DDT answers the same 404 as the documents.',
        querystring: ddtDetailsQuerySchema,
        response: { 200: ddtDetailsSchema },
      },
    },
    async (request) => {
      const details = await service.ddtDetails(request.principal!, request.query.documentId.toLowerCase());
      if (!details) throw notFound(DOCUMENT_MESSAGES.notFound);
      return details;
    },
  );

  api.post(
    url(DOCUMENTS_PATHS.zip),
    {
      config,
      // PDFs gain little from compression, and the ZIP's exact length drives the progress bar.
      compress: false,
      schema: {
        tags: ['general'],
        summary: 'A ZIP of the selected documents, all or nothing',
        description:
          'Any id that is unknown or not the caller’s refuses the whole selection (404), naming it.',
        body: documentsZipBodySchema,
      },
    },
    async (request, reply) =>
      sendDocumentsZip(request, reply, await service.files(request.principal!, request.body.ids), deps.now()),
  );
}
