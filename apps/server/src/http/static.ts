import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { PortalService } from '../modules/portal/portal.service';
import { media } from '../db/schema';
import { notFound } from './errors';
import { withPageConfig } from './page-config';
import { pageCompressor, pageEncodingFor } from './page-encoding';
import { routePages } from './route-preloads';

const NOT_SPA = /^\/(api|graphql|graphiql|media|auth|healthz|readyz|dev)(\/|$)/;

const FILE_NAME = /\/[^/?]+\.[a-z0-9]+(\?|$)/i;

/**
 * A request the client router answers: a GET or HEAD of a page address (not an API, not a file such as a
 * missing asset) from a caller that accepts HTML or anything.
 */
export function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (NOT_SPA.test(url) || FILE_NAME.test(url)) return false;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html revalidated, each file in its
 * precompressed form when the browser accepts one, and every
 * other GET that wants HTML answered with index.html so the client router can take over (history fallback),
 * naming the files of that address's route for the browser to fetch at once (routePages) and holding the portal's
 * configuration (withPageConfig; left out when it cannot be read, and the web then asks for it).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  portal: PortalService,
): Promise<void> {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies (apps/web/build/precompress.ts); each is sent to whoever accepts it.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(distDir, 'assets'));
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const pageFor = hasBuild ? routePages(distDir) : null;
  const compressPage = pageCompressor();
  app.setNotFoundHandler(async (request, reply) => {
    if (hasBuild && isPageRequest(request.method, request.url, request.headers.accept)) {
      reply.header('Cache-Control', 'no-cache');
      if (!pageFor) return reply.sendFile('index.html');
      const routePage = pageFor(request.url.split('?')[0]!);
      const settings = await portal.settings().catch(() => null);
      const page = settings ? withPageConfig(routePage, settings) : routePage;
      // Sent from the not-found handler, which the compression plugin's hooks do not reach.
      const encoding = pageEncodingFor(request.headers['accept-encoding']);
      reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
      if (!encoding) return reply.send(page);
      return reply.header('Content-Encoding', encoding).send(compressPage(page, encoding));
    }
    throw notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
  });
}

/**
 * Serves the public images and files stored in the database (product SVGs drawn at seed time); a private file
 * is answered like a missing one, so its address tells nothing.
 */
export function registerMedia(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const [file] = await deps.db
      .select()
      .from(media)
      .where(and(eq(media.path, request.params['*']), eq(media.isPublic, true)))
      .limit(1);
    if (!file) throw notFound('No such file');
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(file.encoding === 'base64' ? Buffer.from(file.body, 'base64') : file.body);
  });
}
