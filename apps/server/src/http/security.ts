import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The Content-Security-Policy the SPA passes (no inline scripts), by directive. */
const POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Mantine sets style attributes and injects CSS variables at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const serialize = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

const PLAIN_POLICY = serialize(POLICY);
const HTTPS_POLICY = serialize({ ...POLICY, 'upgrade-insecure-requests': [] });

/**
 * The policy for a page served over `protocol`. Only a page that came over https asks the browser to upgrade
 * its requests: on plain http (a phone on the bar's Wi-Fi opening the machine's address) the upgrade would
 * send every script and stylesheet to an https port that does not answer, and the page would stay white.
 */
export function contentSecurityPolicy(protocol: string, production: boolean): string {
  return production && protocol === 'https' ? HTTPS_POLICY : PLAIN_POLICY;
}

/**
 * Security headers. The policy depends on how each request arrived (`request.protocol` follows
 * X-Forwarded-Proto from a trusted proxy only), so it is set per request rather than by helmet.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: options.production,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy(request.protocol, options.production));
  });
}
