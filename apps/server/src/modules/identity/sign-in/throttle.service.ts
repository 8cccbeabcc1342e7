import { and, desc, eq, gt, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { loginFailures } from '../../../db/schema';
import { createInFlight, inFlightBetween } from './throttle.in-flight';
import {
  blockingCounter,
  THROTTLE_WINDOW_MS,
  throttleKeys,
  throttleLimits,
  type ThrottleCounts,
  type ThrottleScope,
} from './throttle.rules';

export { THROTTLE_WINDOW_MS } from './throttle.rules';

const CLEANUP_EVERY_MS = 60 * 1000;
const SCOPES: ThrottleScope[] = ['pair', 'address', 'account'];

/** Whether a counted event may happen, or the seconds to wait. */
export type EventVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A throttled attempt: refused with the seconds to wait, or checked, with what the check gave (null: failed). */
export type AttemptOutcome<T> =
  { allowed: false; retryAfterSeconds: number } | { allowed: true; result: T | null };

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

const add = (a: ThrottleCounts, b: ThrottleCounts): ThrottleCounts => ({
  pair: a.pair + b.pair,
  address: a.address + b.address,
  account: a.account + b.account,
});

/**
 * Sign-in throttle over the login_failures table, so that failures count across processes. Only completed
 * failures are recorded (one row per counter); the rules are throttle.rules.ts, and attempts in flight in
 * this process wait rather than slip past the limit (throttle.in-flight.ts).
 */
export function createThrottle(db: Database, limit: number) {
  const limits = throttleLimits(limit);
  const inFlight = createInFlight();
  let lastCleanup = 0;

  async function cleanup(now: number): Promise<void> {
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now - THROTTLE_WINDOW_MS)));
  }

  /** The failure times in the window of each counter, newest first, as many as its limit at most. */
  async function recordedFailures(
    keys: Record<ThrottleScope, string>,
    now: number,
  ): Promise<Record<ThrottleScope, number[]>> {
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
          inArray(loginFailures.key, Object.values(keys)),
          gt(loginFailures.failedAt, new Date(now - THROTTLE_WINDOW_MS)),
        ),
      )
      .as('ranked');
    const rows = await db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, Math.max(...Object.values(limits))))
      .orderBy(desc(ranked.failedAt));
    const timesOf = (scope: ThrottleScope) =>
      rows
        .filter((row) => row.key === keys[scope])
        .slice(0, limits[scope])
        .map((row) => row.failedAt.getTime());
    return { pair: timesOf('pair'), address: timesOf('address'), account: timesOf('account') };
  }

  /** When the counter that blocks an attempt lets it through again. */
  function freedAt(failures: Record<ThrottleScope, number[]>, blocker: ThrottleScope): number {
    const underLimit = (scope: ThrottleScope) => failures[scope][limits[scope] - 1]! + THROTTLE_WINDOW_MS;
    if (blocker !== 'account') return underLimit(blocker);
    // An address held back by the account-wide limit may try again once either of them is clear.
    return Math.min(underLimit('account'), failures.pair[0]! + THROTTLE_WINDOW_MS);
  }

  async function recordFailure(keys: Record<ThrottleScope, string>): Promise<void> {
    const failedAt = new Date();
    await db.insert(loginFailures).values(SCOPES.map((scope) => ({ key: keys[scope], failedAt })));
  }

  return {
    limit,

    /**
     * Runs a password check (sign-in, the old password of a change) under the throttle: refused while a counter
     * is at its limit; otherwise checked, a failure (null) recorded on every counter and a success clearing the
     * failures of this account from this address.
     */
    async attempt<T>(
      who: { email: string; ip: string },
      check: () => Promise<T | null>,
    ): Promise<AttemptOutcome<T>> {
      const keys = throttleKeys(who.email, who.ip);
      for (;;) {
        const now = Date.now();
        await cleanup(now);
        const before = inFlight.snapshot(keys);
        const failures = await recordedFailures(keys, now);
        const counts = {
          pair: failures.pair.length,
          address: failures.address.length,
          account: failures.account.length,
        };
        const blocker = blockingCounter(counts, limits);
        if (blocker)
          return { allowed: false, retryAfterSeconds: secondsUntil(freedAt(failures, blocker), now) };
        const pending = inFlightBetween(before, inFlight.snapshot(keys));
        if (blockingCounter(add(counts, pending), limits)) {
          await inFlight.settled(keys);
          continue;
        }
        const leave = inFlight.enter(keys);
        try {
          const result = await check();
          if (result !== null) await db.delete(loginFailures).where(eq(loginFailures.key, keys.pair));
          else await recordFailure(keys);
          return { allowed: true, result };
        } finally {
          leave();
        }
      }
    },

    /**
     * Records one event on `key` (e.g. a reset request) and tells whether it is within `max` in the window,
     * or when it will be. The event is written before counting, so concurrent events cannot all slip through;
     * a refused one is removed again.
     */
    async allowEvent(key: string, max: number): Promise<EventVerdict> {
      const now = Date.now();
      await cleanup(now);
      const [own] = await db
        .insert(loginFailures)
        .values({ key, failedAt: new Date(now) })
        .returning({ id: loginFailures.id });
      // The max-th most recent earlier event: while it is inside the window, this one is one too many.
      const [blocker] = await db
        .select({ failedAt: loginFailures.failedAt })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.key, key),
            gt(loginFailures.failedAt, new Date(now - THROTTLE_WINDOW_MS)),
            ne(loginFailures.id, own!.id),
          ),
        )
        .orderBy(desc(loginFailures.failedAt))
        .offset(max - 1)
        .limit(1);
      if (!blocker) return { allowed: true };
      await db.delete(loginFailures).where(eq(loginFailures.id, own!.id));
      return {
        allowed: false,
        retryAfterSeconds: secondsUntil(blocker.failedAt.getTime() + THROTTLE_WINDOW_MS, now),
      };
    },

    /** Forgets every sign-in failure of an account, from every address (it proved control of its mailbox). */
    async clearAccount(email: string): Promise<void> {
      const { account } = throttleKeys(email, '');
      const fromAnAddress = `${account}|`;
      await db
        .delete(loginFailures)
        .where(
          or(
            eq(loginFailures.key, account),
            sql`left(${loginFailures.key}, ${fromAnAddress.length}) = ${fromAnAddress}`,
          ),
        );
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
