import type { FastifyReply } from 'fastify';

/** A file name as plain ASCII for old clients: accents dropped, anything else outside printable ASCII a '_'. */
function asciiFallback(fileName: string): string {
  return fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/**
 * The Content-Disposition of a download (RFC 6266): saved, never shown in the page, under `fileName`, given
 * both as ASCII and, for every other client, in UTF-8 (RFC 8187).
 */
export function attachmentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encoded}`;
}

/**
 * Marks an answer as a private download (COMMON: files are served only as downloads): attachment, the type
 * never sniffed, no script even if opened directly, and kept out of shared caches since it is per user.
 */
export function asDownload(reply: FastifyReply, file: { fileName: string; mimeType: string }): FastifyReply {
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Disposition', attachmentDisposition(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store');
}
