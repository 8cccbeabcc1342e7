import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys } from '../../db/schema';

/** What a key of the integration API may do (decision 0023). */
export const INTEGRATION_SCOPES = ['orders:read', 'orders:status'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

export function isIntegrationScope(value: string): value is IntegrationScope {
  return (INTEGRATION_SCOPES as readonly string[]).includes(value);
}

/** The prefix every generated key starts with, so that a leaked key is recognisable in a scanner or a log. */
const KEY_PREFIX = 'spina_';

/** Hex SHA-256 of a key: all that is stored. A key is 256 random bits, so no slow hash is needed. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A stored key as the integration check reads it. */
export type StoredApiKey = {
  id: string;
  name: string;
  keyHash: string;
  scopes: string[];
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

/** The key whose hash is `keyHash`, revoked or not; null when there is none. */
export async function findApiKey(db: Database, keyHash: string): Promise<StoredApiKey | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      keyHash: apiKeys.keyHash,
      scopes: apiKeys.scopes,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  return row ?? null;
}

/** How stale last_used_at may get before a call writes it again. */
const LAST_USED_GRAIN_MS = 60_000;

/** Notes that the key was used, at most once a minute. */
export async function touchApiKey(db: Database, key: StoredApiKey, now: Date): Promise<void> {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USED_GRAIN_MS) return;
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
}

/** Why a key could not be created or revoked, in words for the operator. */
export class ApiKeyError extends Error {
  override name = 'ApiKeyError';
}

/**
 * Makes a key for `name` with `scopes` and returns it: the only time the key is seen, as only its hash is
 * stored. A name is held by one live key at a time (revoke the old key first to rotate).
 */
export async function createApiKey(
  db: Database,
  input: { name: string; scopes: readonly string[] },
): Promise<{ key: string; name: string; scopes: IntegrationScope[] }> {
  const name = input.name.trim();
  if (!/^[\w.-]{1,64}$/.test(name)) {
    throw new ApiKeyError('The name must be 1-64 letters, digits, dots, dashes or underscores');
  }
  const unknown = input.scopes.filter((scope) => !isIntegrationScope(scope));
  if (input.scopes.length === 0 || unknown.length > 0) {
    throw new ApiKeyError(
      `Scopes must be among ${INTEGRATION_SCOPES.join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
    );
  }
  const scopes = [...new Set(input.scopes)].filter(isIntegrationScope);
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ name, keyHash: hashApiKey(key), scopes })
    .onConflictDoNothing()
    .returning({ id: apiKeys.id });
  if (!row) throw new ApiKeyError(`A key named ${name} exists already: revoke it first`);
  return { key, name, scopes };
}

/** Every key, oldest first, without its hash. */
export async function listApiKeys(db: Database) {
  return db
    .select({
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .orderBy(asc(apiKeys.createdAt));
}

/** Revokes the live key named `name`: from then on it is refused. */
export async function revokeApiKey(db: Database, name: string, now: Date): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.name, name), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new ApiKeyError(`No live key is named ${name}`);
}
