import {
  DOCUMENT_MESSAGES,
  DOCUMENTS_BASE,
  DOCUMENTS_PATHS,
  documentFileQuerySchema,
  documentsQuerySchema,
  documentsResponseSchema,
  documentsZipBodySchema,
  documentTypesResponseSchema,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { asDownload } from '../../http/downloads';
import { HttpError, notFound } from '../../http/errors';
import { storedArchiveSize, streamArchive } from '../marketing-materials/marketing-materials.archive';
import { createDocumentsService } from './documents.service';

/**
 * Documents name their ship-to in the row, not the `outletid` header: a user reads the documents of every one of
 * their ship-tos with My Documents, and the service keeps every read to those (decision 0033).
 */
const config = { access: { signedIn: true } } as const;

const FILTERS =
  'Filters: type, from/to (YYYY-MM-DD, both included), number (part of the document’s or its order’s number), ' +
  'shipTo (one of the caller’s ship-tos with My Documents; any other lists nothing); page from 1, pageSize 20 ' +
  'by default, at most 100. Newest first.';

/** The ZIP's name: the portal's and the day's, e.g. spina-documents-2026-11-24.zip. */
const archiveName = (now: Date) => `spina-documents-${now.toISOString().slice(0, 10)}.zip`;

/** My Documents (spec 3 §7 general service `documents/*`): lists, types, one file, a ZIP of several. */
export function documentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createDocumentsService(deps.db);
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
      const { found } = await service.files(request.principal!, [documentId.toLowerCase()], documentType);
      const file = found[0];
      if (!file) throw notFound(DOCUMENT_MESSAGES.notFound);
      return asDownload(reply, { fileName: file.fileName, mimeType: 'application/pdf' })
        .header('Content-Length', file.bytes.length)
        .send(file.bytes);
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
    async (request, reply) => {
      const { found, missing } = await service.files(request.principal!, request.body.ids);
      if (missing.length > 0)
        throw new HttpError(
          404,
          'DOCUMENTS_NOT_AVAILABLE',
          DOCUMENT_MESSAGES.selectionNotAvailable,
          {},
          { ids: missing },
        );
      const entries = found.map((file) => ({
        path: file.fileName,
        size: file.bytes.length,
        modifiedAt: new Date(`${file.date}T12:00:00Z`),
        read: () => Promise.resolve(file.bytes),
      }));
      request.log.info({ files: entries.length }, 'documents archive');
      const stream = streamArchive(entries);
      stream.on('error', (error) => request.log.error({ err: error }, 'documents archive failed'));
      return asDownload(reply, { fileName: archiveName(deps.now()), mimeType: 'application/zip' })
        .header('Content-Length', storedArchiveSize(entries))
        .send(stream);
    },
  );
}
