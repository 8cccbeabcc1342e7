import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers made per request (GraphQL, REST, media) for callers that accept brotli or gzip. Brotli
 * runs at quality 4, about as fast as gzip's default and smaller: its default, 11, is meant for build time
 * and would cost more CPU than the request itself. The SPA's files are compressed once at build and sent as
 * they are (registerSpa); an answer that already carries a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Clients send plain bodies; compressed ones are not part of the API.
    globalDecompression: false,
  });
}
