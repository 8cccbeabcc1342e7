import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { refreshTokens, users } from '../../../db/schema';
import { isActiveAccount } from '../users/account.queries';
import { hashToken, randomToken, REFRESH_TOKEN_TTL_SECONDS, type AccessTokens } from './session.tokens';

/** A signed-in session: the access token to send as Bearer and the refresh token for the cookie. */
export type IssuedSession = {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  userId: string;
  actingStaffId: string | null;
};

/** Why a refresh token was refused; `reused` means the whole session was revoked as a precaution. */
export type RefreshRefusal = 'unknown' | 'expired' | 'reused' | 'inactive';

type Rotation = { ok: true; session: IssuedSession } | { ok: false; reason: RefreshRefusal; userId?: string };

const expiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);

/**
 * How long a replaced refresh token may come back while its successor is unused (decision 0041): the browser
 * lost the answer that carried the successor, as when a page is reloaded while it refreshes.
 */
export const LOST_ANSWER_GRACE_MS = 30_000;

/**
 * Sessions are families of rotating refresh tokens (one family per sign-in). Using a refresh token
 * replaces it; presenting a replaced one again means it leaked, so the whole family is revoked, unless it
 * comes back within the grace above while its successor was never used.
 */
export function createSessions(db: Database, tokens: AccessTokens) {
  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async function issue(
    userId: string,
    actingStaffId: string | null,
    familyId: string,
    tx: Database = db,
    id: string = randomUUID(),
  ): Promise<IssuedSession> {
    const refreshToken = randomToken();
    await tx.insert(refreshTokens).values({
      id,
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: expiry(),
      actingStaffId,
    });
    const accessToken = await tokens.sign({ userId, sessionId: familyId, actingStaffId });
    return { accessToken, refreshToken, sessionId: familyId, userId, actingStaffId };
  }

  /**
   * Exchanges a refresh token for a new pair; the old token is spent, save for an answer the browser lost
   * (`LOST_ANSWER_GRACE_MS`).
   */
  async function rotate(refreshToken: string, retried: boolean): Promise<Rotation> {
    const [row] = await db
      .select({
        id: refreshTokens.id,
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: refreshTokens.revokedAt,
        replacedById: refreshTokens.replacedById,
        actingStaffId: refreshTokens.actingStaffId,
        status: users.status,
        userValidation: users.userValidation,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    if (!row) return { ok: false, reason: 'unknown' };
    const lostAnswer =
      row.revokedAt !== null &&
      row.replacedById !== null &&
      Date.now() - row.revokedAt.getTime() < LOST_ANSWER_GRACE_MS;
    if (row.revokedAt && !lostAnswer) {
      await revokeFamily(row.familyId);
      return { ok: false, reason: 'reused', userId: row.userId };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    if (!isActiveAccount(row)) {
      await revokeFamily(row.familyId);
      return { ok: false, reason: 'inactive' };
    }
    const session = await db.transaction(async (tx) => {
      const next = randomUUID();
      // The token to retire: the one presented, or for a lost answer the successor the browser never got.
      // Only one of two concurrent uses wins this update, and a successor already used is not retired.
      const retired = lostAnswer ? row.replacedById! : row.id;
      const claimed = await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date(), replacedById: next })
        .where(and(eq(refreshTokens.id, retired), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) return null;
      // The presented token now leads to the new one, should this answer be lost too.
      if (lostAnswer) {
        await tx.update(refreshTokens).set({ replacedById: next }).where(eq(refreshTokens.id, row.id));
      }
      return issue(row.userId, row.actingStaffId, row.familyId, tx, next);
    });
    if (!session) {
      // Another use of this token won the update: read it again, as a lost answer may now apply (a page
      // left while its renewal was still being handled here, and the next page's renewal arrived meanwhile).
      if (!retried) return rotate(refreshToken, true);
      await revokeFamily(row.familyId);
      return { ok: false, reason: 'reused', userId: row.userId };
    }
    return { ok: true, session };
  }

  return {
    /** Opens a new session (a new family) for a user, or for a staff member acting as that user. */
    start(userId: string, actingStaffId: string | null = null): Promise<IssuedSession> {
      return issue(userId, actingStaffId, randomUUID());
    },

    /** Exchanges a refresh token for a new pair (`rotate` above). */
    rotate(refreshToken: string): Promise<Rotation> {
      return rotate(refreshToken, false);
    },

    /** The session a refresh token belongs to, whether or not it is still usable. */
    async familyOf(refreshToken: string): Promise<{ familyId: string; userId: string } | null> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      return row ?? null;
    },

    revokeFamily,

    /** Signs a user out everywhere (after a password reset), or everywhere but one session. */
    async revokeAllOf(userId: string, exceptSessionId?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            exceptSessionId ? ne(refreshTokens.familyId, exceptSessionId) : undefined,
          ),
        );
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
