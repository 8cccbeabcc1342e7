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

const expiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);

/**
 * Sessions are families of rotating refresh tokens (one family per sign-in). Using a refresh token
 * replaces it; presenting a replaced one again means it leaked, so the whole family is revoked.
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
  ): Promise<IssuedSession> {
    const refreshToken = randomToken();
    const id = randomUUID();
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

  return {
    /** Opens a new session (a new family) for a user, or for a staff member acting as that user. */
    start(userId: string, actingStaffId: string | null = null): Promise<IssuedSession> {
      return issue(userId, actingStaffId, randomUUID());
    },

    /** Exchanges a refresh token for a new pair; the old token can never be used again. */
    async rotate(
      refreshToken: string,
    ): Promise<
      { ok: true; session: IssuedSession } | { ok: false; reason: RefreshRefusal; userId?: string }
    > {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          userId: refreshTokens.userId,
          familyId: refreshTokens.familyId,
          expiresAt: refreshTokens.expiresAt,
          revokedAt: refreshTokens.revokedAt,
          actingStaffId: refreshTokens.actingStaffId,
          status: users.status,
          userValidation: users.userValidation,
        })
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) {
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
        // Only one of two concurrent uses of the same token wins this update.
        const claimed = await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date(), replacedById: next })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) return null;
        return issue(row.userId, row.actingStaffId, row.familyId, tx);
      });
      if (!session) {
        await revokeFamily(row.familyId);
        return { ok: false, reason: 'reused', userId: row.userId };
      }
      return { ok: true, session };
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
