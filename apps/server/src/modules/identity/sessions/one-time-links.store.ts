import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { oneTimeTokens } from '../../../db/schema';
import { hashToken, randomToken } from './session.tokens';

/** What a single-use token is for, and how long it lives. */
export const LINK_LIFETIMES_MS = {
  /** Password reset link: one hour. */
  reset: 60 * 60 * 1000,
  /** Invitation (first password) link: 7 days. */
  invitation: 7 * 24 * 60 * 60 * 1000,
  /** Single sign-on hand-off ticket: one minute, the time of a browser navigation. */
  sso: 60 * 1000,
} as const;
export type LinkPurpose = keyof typeof LINK_LIFETIMES_MS;

/** Single-use tokens (stored hashed in one_time_tokens): e-mailed links and hand-off tickets. */
export function createLinks(db: Database) {
  const usable = (token: string, purpose: LinkPurpose) =>
    and(
      eq(oneTimeTokens.tokenHash, hashToken(token)),
      eq(oneTimeTokens.purpose, purpose),
      isNull(oneTimeTokens.usedAt),
      gt(oneTimeTokens.expiresAt, new Date()),
    );

  return {
    /** Issues a token; a new reset or invitation link replaces the user's earlier unused ones. */
    async issue(userId: string, purpose: LinkPurpose): Promise<string> {
      const token = randomToken();
      const now = Date.now();
      await db.transaction(async (tx) => {
        if (purpose !== 'sso') {
          await tx
            .update(oneTimeTokens)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(oneTimeTokens.userId, userId),
                eq(oneTimeTokens.purpose, purpose),
                isNull(oneTimeTokens.usedAt),
              ),
            );
        }
        await tx.insert(oneTimeTokens).values({
          userId,
          purpose,
          tokenHash: hashToken(token),
          createdAt: new Date(now),
          expiresAt: new Date(now + LINK_LIFETIMES_MS[purpose]),
        });
      });
      return token;
    },

    /** The user of a token that is unused and unexpired, without using it up. */
    async peek(token: string, purpose: LinkPurpose): Promise<string | null> {
      const [row] = await db
        .select({ userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(usable(token, purpose));
      return row?.userId ?? null;
    },

    /** Voids every unused link of a user (a deactivated user's invitation or reset link opens nothing). */
    async revokeAllOf(userId: string): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
    },

    /** Uses a token up; only one caller ever gets its user back. */
    async consume(token: string, purpose: LinkPurpose, tx: Database = db): Promise<string | null> {
      const [row] = await tx
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(usable(token, purpose))
        .returning({ userId: oneTimeTokens.userId });
      return row?.userId ?? null;
    },
  };
}
export type Links = ReturnType<typeof createLinks>;
