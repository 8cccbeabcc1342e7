import { DOCUMENT_MESSAGES } from '@spina/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { asDownload } from '../../http/downloads';
import { HttpError, notFound } from '../../http/errors';
import { storedArchiveSize, streamArchive } from '../marketing-materials/marketing-materials.archive';
import type { DocumentFile } from './documents.service';

/**
 * How documents leave the server, for the general service's calls and the invoice service's alike (decisions
 * 0033, 0035): one PDF as a download, or a stored ZIP of several, all or nothing.
 */

/** The ZIP's name: the portal's and the day's, e.g. spina-documents-2026-11-24.zip. */
const archiveName = (now: Date) => `spina-documents-${now.toISOString().slice(0, 10)}.zip`;

/** Answers the one file found as a PDF download, or the documents' 404 when there is none. */
export function sendDocumentPdf(reply: FastifyReply, found: readonly DocumentFile[]): FastifyReply {
  const file = found[0];
  if (!file) throw notFound(DOCUMENT_MESSAGES.notFound);
  return asDownload(reply, { fileName: file.fileName, mimeType: 'application/pdf' })
    .header('Content-Length', file.bytes.length)
    .send(file.bytes);
}

/**
 * Answers the selection as one stored ZIP with an exact Content-Length (the web's progress bar reads it), or,
 * when any id is missing (unknown, another customer's, of a kind the call does not cover), a 404 naming those
 * ids: never a partial ZIP.
 */
export function sendDocumentsZip(
  request: FastifyRequest,
  reply: FastifyReply,
  selection: { found: readonly DocumentFile[]; missing: readonly string[] },
  now: Date,
): FastifyReply {
  if (selection.missing.length > 0)
    throw new HttpError(
      404,
      'DOCUMENTS_NOT_AVAILABLE',
      DOCUMENT_MESSAGES.selectionNotAvailable,
      {},
      { ids: selection.missing },
    );
  const entries = selection.found.map((file) => ({
    path: file.fileName,
    size: file.bytes.length,
    modifiedAt: new Date(`${file.date}T12:00:00Z`),
    read: () => Promise.resolve(file.bytes),
  }));
  request.log.info({ files: entries.length }, 'documents archive');
  const stream = streamArchive(entries);
  stream.on('error', (error) => request.log.error({ err: error }, 'documents archive failed'));
  return asDownload(reply, { fileName: archiveName(now), mimeType: 'application/zip' })
    .header('Content-Length', storedArchiveSize(entries))
    .send(stream);
}
