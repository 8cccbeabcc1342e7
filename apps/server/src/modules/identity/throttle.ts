import { and, eq, gt, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** Failed sign-ins are counted over this window, per account and per address. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const CLEANUP_EVERY_MS = 60 * 1000;

/** An attempt that may go ahead (and must be settled), or a refusal with the seconds to wait. */
export type ThrottleVerdict =
  | { allowed: true; attempt: { ids: string[]; keys: string[] } }
  | { allowed: false; retryAfterSeconds: number };

/** The throttle keys of an attempt: the account (by e-mail, lower case) and the caller's address. */
export function throttleKeys(email: string, ip: string): string[] {
  return [`account:${email.trim().toLowerCase()}`, `ip:${ip}`];
}

/**
 * Sign-in throttle over the login_failures table, so that it holds across processes. Every attempt is
 * written before the password is checked and counted at once, so concurrent or aliased attempts are all
 * counted; a successful attempt then removes its own rows and the account's failures.
 */
export function createThrottle(db: Database, limit: number) {
  let lastCleanup = 0;

  async function cleanup(now: number): Promise<void> {
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now - THROTTLE_WINDOW_MS)));
  }

  return {
    limit,

    /** Records an attempt on every key; refuses it when a key already has `limit` failures in the window. */
    async begin(keys: string[]): Promise<ThrottleVerdict> {
      const now = Date.now();
      await cleanup(now);
      const since = new Date(now - THROTTLE_WINDOW_MS);
      const inserted = await db
        .insert(loginFailures)
        .values(keys.map((key) => ({ key, failedAt: new Date(now) })))
        .returning({ id: loginFailures.id });
      const ids = inserted.map((row) => row.id);
      // For each key, the time of the limit-th most recent earlier attempt: while it is inside the window,
      // the key already has `limit` failures and this attempt is refused.
      const ranked = db
        .select({
          key: loginFailures.key,
          failedAt: loginFailures.failedAt,
          rank: sql<number>`row_number() over (partition by ${loginFailures.key} order by ${loginFailures.failedAt} desc)`.as(
            'rank',
          ),
        })
        .from(loginFailures)
        .where(
          and(
            inArray(loginFailures.key, keys),
            gt(loginFailures.failedAt, since),
            notInArray(loginFailures.id, ids),
          ),
        )
        .as('ranked');
      const blockers = await db.select().from(ranked).where(eq(ranked.rank, limit));
      if (blockers.length === 0) return { allowed: true, attempt: { ids, keys } };
      await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
      const freedAt = Math.max(...blockers.map((row) => row.failedAt.getTime() + THROTTLE_WINDOW_MS));
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
    },

    /**
     * Records one event on `key` (e.g. a reset e-mail) and tells whether it is within `max` in the window.
     * The event is written before counting, so concurrent events cannot all slip through; a refused one is
     * removed again.
     */
    async allowEvent(key: string, max: number): Promise<boolean> {
      const now = Date.now();
      const [own] = await db
        .insert(loginFailures)
        .values({ key, failedAt: new Date(now) })
        .returning({ id: loginFailures.id });
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(loginFailures)
        .where(
          and(eq(loginFailures.key, key), gt(loginFailures.failedAt, new Date(now - THROTTLE_WINDOW_MS))),
        );
      if (Number(row?.count ?? 0) <= max) return true;
      await db.delete(loginFailures).where(eq(loginFailures.id, own!.id));
      return false;
    },

    /** Forgets the failures of an account (after it proved control of its mailbox). */
    async clearAccount(email: string): Promise<void> {
      const [accountKey] = throttleKeys(email, '');
      await db.delete(loginFailures).where(eq(loginFailures.key, accountKey!));
    },

    /** A successful sign-in: its attempt no longer counts, nor do the account's earlier failures. */
    async succeeded(attempt: { ids: string[]; keys: string[] }): Promise<void> {
      const [accountKey] = attempt.keys;
      await db
        .delete(loginFailures)
        .where(
          or(
            inArray(loginFailures.id, attempt.ids),
            accountKey ? eq(loginFailures.key, accountKey) : undefined,
          ),
        );
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
