import { ATTACHMENT_LIMITS, TICKET_MESSAGES } from '@spina/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import type { ReceivedFile } from './tickets.service';

/** Limits handed to @fastify/multipart: a file past the size or count limit stops the reading at once. */
export const MULTIPART_LIMITS = {
  fileSize: ATTACHMENT_LIMITS.maxBytes,
  files: ATTACHMENT_LIMITS.maxFiles,
  fields: 10,
  fieldSize: 1_000,
  parts: 20,
} as const;

// @fastify/multipart's error codes, answered with the tickets service's own (translated) messages.
const MULTIPART_REFUSALS: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, TICKET_MESSAGES.attachmentTooLarge],
  FST_FILES_LIMIT: [413, TICKET_MESSAGES.attachmentTooMany],
  FST_PARTS_LIMIT: [413, TICKET_MESSAGES.attachmentTooMany],
  FST_FIELDS_LIMIT: [413, TICKET_MESSAGES.attachmentTooMany],
};

/**
 * Reads every file of a multipart/form-data request into memory (at most 5 files of 5 MB), so that all can be
 * checked before any is kept. Other fields are ignored.
 */
export async function receiveFiles(request: FastifyRequest): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'ATTACHMENT_REFUSED', TICKET_MESSAGES.notMultipart);
  const received: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') received.push({ fileName: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const refusal = MULTIPART_REFUSALS[code];
    if (refusal) throw new HttpError(refusal[0], 'ATTACHMENT_REFUSED', refusal[1]);
    if (code.startsWith('FST_') || error instanceof Error)
      throw new HttpError(400, 'ATTACHMENT_REFUSED', TICKET_MESSAGES.notMultipart);
    throw error;
  }
  if (received.length > ATTACHMENT_LIMITS.maxFiles)
    throw new HttpError(413, 'ATTACHMENT_REFUSED', TICKET_MESSAGES.attachmentTooMany);
  return received;
}

/** `content-disposition` of a download: an ASCII fallback name and the real one in RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
