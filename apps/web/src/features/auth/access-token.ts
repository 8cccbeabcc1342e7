import { sessionRenewalSchema, type SessionRenewal } from '@spina/domain';
import { UnauthorizedError } from '../../lib/api-errors';
import { restRequest } from '../../lib/rest';

/** What the web reads from an access token (it cannot verify it; the server does on every call). */
export type TokenClaims = {
  /** The user id (`sub`), or null in a token without one. */
  userId: string | null;
  /** Expiry in milliseconds since the epoch, or null. */
  expiresAt: number | null;
};

/** Reads the claims of a JWT; anything unreadable gives no user and no expiry. */
export function tokenClaims(token: string): TokenClaims {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const payload = JSON.parse(json) as { sub?: unknown; exp?: unknown };
    return {
      userId: typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null,
      expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : null,
    };
  } catch {
    return { userId: null, expiresAt: null };
  }
}

/** How long before its expiry an access token is renewed. */
export const REFRESH_MARGIN_MS = 60_000;

/** When to renew a token expiring at `expiresAt`: a minute before, at least 5 s from now. */
export function refreshDelay(expiresAt: number | null, now = Date.now()): number | null {
  if (expiresAt === null) return null;
  return Math.max(5_000, expiresAt - now - REFRESH_MARGIN_MS);
}

// One refresh at a time in this tab; the lock keeps tabs of the same browser from refreshing together,
// since the server revokes the whole session when a replaced refresh token comes back (decision 0005).
let inFlight: Promise<SessionRenewal | null> | null = null;
const LOCK_NAME = 'spina-session-refresh';

async function postRefresh(): Promise<SessionRenewal | null> {
  try {
    return await restRequest('/auth/refresh', sessionRenewalSchema, { method: 'POST' });
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}

/**
 * Exchanges the refresh cookie for a new access token and its user's info (POST /auth/refresh): the answer, or
 * null when the session is over (401). Concurrent callers share one request; other failures (network) are thrown.
 */
export function refreshAccessToken(): Promise<SessionRenewal | null> {
  inFlight ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      return locks ? await locks.request(LOCK_NAME, postRefresh) : await postRefresh();
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
