import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/** The header an ERP sends its key in. */
export const INTEGRATION_KEY_HEADER = 'x-api-key';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Lets a call to the integration API through when its `X-Api-Key` is INTEGRATION_API_KEY (compared in constant
 * time); throws 401 otherwise, and for every call when no key is configured, as the API is then switched off.
 */
export function checkIntegrationKey(request: FastifyRequest, configured: string | undefined): void {
  if (!configured) throw unauthorized('The integration API is not enabled on this server');
  const sent = request.headers[INTEGRATION_KEY_HEADER];
  if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), digest(configured))) {
    throw unauthorized('A valid integration API key is required in X-Api-Key');
  }
}
