import {
  documentsResponseSchema,
  documentsZipBodySchema,
  documentTypesResponseSchema,
  INVOICES_BASE,
  INVOICES_PATHS,
  invoiceFileBodySchema,
  invoicesQuerySchema,
} from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sendDocumentPdf, sendDocumentsZip } from './documents.downloads';
import type { DocumentsService } from './documents.service';

/** Invoices are a ship-to's documents like any other: signed in, then My Documents per ship-to (decision 0033). */
const config = { access: { signedIn: true } } as const;
const tags = ['invoices'];

/**
 * The invoice service of spec 3 §7 (`invoiceolsa/*`, decision 0035): the documents service restricted to invoices
 * and credit notes, with the same scope, filters, files and ZIP. A delivery note's id is refused here as an
 * unknown one would be.
 */
export function invoiceRoutes(app: FastifyInstance, deps: AppDeps, service: DocumentsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const url = (path: string) => `${INVOICES_BASE}/${path}`;

  api.get(
    url(INVOICES_PATHS.list),
    {
      config,
      schema: {
        tags,
        summary: 'Invoices and credit notes of the caller’s ship-tos, one page',
        description:
          'Filters: type (INVOICE or CREDIT_NOTE), from/to (YYYY-MM-DD, both included), number (part of the ' +
          'document’s or its order’s number), shipTo (one of the caller’s ship-tos with My Documents; any other ' +
          'lists nothing); page from 1, pageSize 20 by default, at most 100. Newest first.',
        querystring: invoicesQuerySchema,
        response: { 200: documentsResponseSchema },
      },
    },
    (request) => service.list(request.principal!, request.query, 'invoices'),
  );

  api.post(
    url(INVOICES_PATHS.file),
    {
      config,
      schema: {
        tags,
        summary: 'One invoice’s or credit note’s PDF, as a download',
        description:
          'An unknown id, another customer’s, a delivery note’s, or one of another documentType answers the ' +
          'same 404.',
        body: invoiceFileBodySchema,
      },
    },
    async (request, reply) => {
      const { documentId, documentType } = request.body;
      const { found } = await service.files(request.principal!, [documentId.toLowerCase()], {
        type: documentType,
        kinds: 'invoices',
      });
      return sendDocumentPdf(reply, found);
    },
  );

  api.get(
    url(INVOICES_PATHS.types),
    {
      config,
      schema: {
        tags,
        summary: 'The invoice service’s document types: invoice and credit note',
        response: { 200: documentTypesResponseSchema },
      },
    },
    () => service.types('invoices'),
  );

  api.post(
    url(INVOICES_PATHS.zip),
    {
      config,
      // PDFs gain little from compression, and the ZIP's exact length drives the progress bar.
      compress: false,
      schema: {
        tags,
        summary: 'A ZIP of the selected invoices and credit notes, all or nothing',
        description:
          'Any id that is unknown, not the caller’s or not an invoice or credit note refuses the whole ' +
          'selection (404), naming it.',
        body: documentsZipBodySchema,
      },
    },
    async (request, reply) =>
      sendDocumentsZip(
        request,
        reply,
        await service.files(request.principal!, request.body.ids, { kinds: 'invoices' }),
        deps.now(),
      ),
  );
}
