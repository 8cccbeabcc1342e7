import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { findApiKey, hashApiKey, touchApiKey, type IntegrationScope } from '../modules/erp/erp.api-keys';
import { forbidden, unauthorized } from './errors';

/** The header an ERP sends its key in. */
export const INTEGRATION_KEY_HEADER = 'x-api-key';

export const INTEGRATION_KEY_MESSAGES = {
  missing: 'A valid integration API key is required in X-Api-Key',
  revoked: 'This integration API key has been revoked',
  scope: (scope: IntegrationScope) => `This integration API key does not have the scope ${scope}`,
} as const;

/** Where keys are checked against: the stored keys, and the INTEGRATION_API_KEY of the environment, if any. */
export type IntegrationKeySource = { db: Database; configuredKey: string | undefined; now: () => Date };

const digest = (text: string) => createHash('sha256').update(text).digest();
const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * Lets a call to the integration API through when its `X-Api-Key` is a key holding `scope` (decision 0023):
 * a stored key not revoked, or INTEGRATION_API_KEY, which holds every scope. Refuses with 401 a missing, unknown
 * or revoked key and with 403 a key without the scope. Keys are compared by their SHA-256 (the stored hash is
 * looked up by the hash of what was sent, and compared in constant time), so timing tells nothing of a key.
 */
export async function checkIntegrationKey(
  request: FastifyRequest,
  source: IntegrationKeySource,
  scope: IntegrationScope,
): Promise<void> {
  const sent = request.headers[INTEGRATION_KEY_HEADER];
  if (typeof sent !== 'string' || sent === '') throw unauthorized(INTEGRATION_KEY_MESSAGES.missing);
  if (source.configuredKey && sameText(sent, source.configuredKey)) return;
  const sentHash = hashApiKey(sent);
  const key = await findApiKey(source.db, sentHash);
  if (!key || !sameText(key.keyHash, sentHash)) throw unauthorized(INTEGRATION_KEY_MESSAGES.missing);
  if (key.revokedAt) throw unauthorized(INTEGRATION_KEY_MESSAGES.revoked);
  if (!key.scopes.includes(scope)) throw forbidden(INTEGRATION_KEY_MESSAGES.scope(scope));
  await touchApiKey(source.db, key, source.now());
}
