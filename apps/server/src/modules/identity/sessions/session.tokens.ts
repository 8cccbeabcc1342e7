import { createHash, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../../../config/env';
import { LruCache } from '../../../lib/lru-cache';

/** Lifetime of an access token: short, because it cannot be revoked before it expires. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Lifetime of one refresh token; each use replaces it with a new one (rotation). */
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** The refresh cookie lives only on /auth, so no other call ever carries it. */
export const REFRESH_COOKIE = 'spina_refresh';
export const REFRESH_COOKIE_PATH = '/auth';

/** Cache-Control of every answer carrying tokens or a user's identity: no browser or proxy may keep a copy. */
export const NO_STORE = 'no-store';

const ISSUER = 'spina';
const AUDIENCE = 'spina-portal';

/** What a valid access token says: the user, the session (refresh family) and who acts for them. */
export type AccessClaims = { userId: string; sessionId: string; actingStaffId: string | null };

/**
 * The HMAC key, imported once: handed raw bytes, the JWT library imports a key on every call, which cost about
 * a tenth of a catalogue request's time.
 */
const hmacKey = (secret: string) =>
  webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

/**
 * Tokens already verified, with their claims and expiry: a buyer's every call carries the same token for its
 * quarter of an hour, and checking its signature again (an HMAC through WebCrypto's thread pool) was about a
 * fifteenth of a cart or documents request. The same string always verifies the same way; the expiry is still
 * checked on every call, and revocation is the principal's business (identity.plugin), not the token's.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

type VerifiedToken = { claims: AccessClaims; expiresAtMs: number };

/** Signs and checks access tokens (JWT, HS256, JWT_SECRET). */
export function createAccessTokens(
  config: Pick<AppConfig, 'JWT_SECRET'>,
  nowMs: () => number = () => Date.now(),
) {
  const key = hmacKey(config.JWT_SECRET);
  const verified = new LruCache<string, VerifiedToken>(VERIFIED_TOKENS_KEPT);

  async function verifySignature(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(nowMs()),
      });
      const act = payload.act as { sub?: unknown } | undefined;
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (typeof payload.exp !== 'number') return null;
      return {
        claims: {
          userId: payload.sub,
          sessionId: payload.sid,
          actingStaffId: typeof act?.sub === 'string' ? act.sub : null,
        },
        expiresAtMs: payload.exp * 1000,
      };
    } catch {
      return null;
    }
  }

  return {
    async sign(claims: AccessClaims): Promise<string> {
      const jwt = new SignJWT({
        sid: claims.sessionId,
        ...(claims.actingStaffId ? { act: { sub: claims.actingStaffId } } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`);
      return jwt.sign(await key);
    },
    /** The claims of a valid token, or null for anything else (expired, forged, malformed). */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (nowMs() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return null;
      }
      const checked = await verifySignature(token);
      if (!checked) return null;
      verified.set(token, checked);
      return checked.claims;
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** A random secret for a refresh token or an e-mailed link; only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a random token: SHA-256 is enough, the token itself has 256 bits of entropy. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The bearer token of an `authorization` header, or null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)$/i.exec(value ?? '');
  return match?.[1] ?? null;
}

/**
 * Cookie options of the refresh token: httpOnly, SameSite=Strict, only on /auth, and Secure whenever the portal is
 * reached over https: PUBLIC_URL says so, or the request came over TLS, directly or through a trusted proxy's
 * X-Forwarded-Proto (a demo on plain http over the network must still be able to refresh).
 */
export function refreshCookieOptions(config: Pick<AppConfig, 'PUBLIC_URL'>, requestProtocol: string) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.PUBLIC_URL.startsWith('https://') || requestProtocol === 'https',
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  };
}
