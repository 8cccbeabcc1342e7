import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** The encoding to send a page in for an Accept-Encoding header: brotli, else gzip, else none ('q=0' refuses one). */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const MAX_COMPRESSED_PAGES = 256;

/**
 * Each page compressed once per encoding, at its first request, as the build compresses the SPA's files: the
 * pages are the same few dozen for everyone (index.html naming a route's files), so brotli's slowest, smallest
 * setting costs a few milliseconds once per route. The pages hold the portal's configuration too: when it changes,
 * the pages of the old one are dropped once there are more than a few hundred.
 */
export function pageCompressor(): (page: string, encoding: PageEncoding) => Buffer {
  const compressed = new Map<string, Buffer>();
  return (page, encoding) => {
    const key = `${encoding}\n${page}`;
    let body = compressed.get(key);
    if (!body) {
      if (compressed.size >= MAX_COMPRESSED_PAGES) compressed.clear();
      body =
        encoding === 'br'
          ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(page, { level: 9 });
      compressed.set(key, body);
    }
    return body;
  };
}
