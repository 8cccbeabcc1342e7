import type { ThrottleCounts, ThrottleScope } from './throttle.rules';

const SCOPES: ThrottleScope[] = ['pair', 'address', 'account'];

/** The attempts in flight on each counter key of one attempt, as sets so that two snapshots can be joined. */
export type InFlightSnapshot = Record<ThrottleScope, ReadonlySet<symbol>>;

/**
 * Attempts whose password is being checked in this process, per counter key. An attempt that would pass on
 * the failures recorded so far, but not if every attempt in flight failed, waits for one of them to finish
 * instead of being refused: correct concurrent sign-ins all get through, while a burst of guesses gets no more
 * checks than the limit (per process).
 */
export function createInFlight() {
  const attempts = new Map<string, Set<symbol>>();
  const waiters = new Map<string, Array<() => void>>();
  const none: ReadonlySet<symbol> = new Set();

  return {
    /** The attempts in flight on each of the keys now. */
    snapshot(keys: Record<ThrottleScope, string>): InFlightSnapshot {
      const of = (key: string) => new Set(attempts.get(key) ?? none);
      return { pair: of(keys.pair), address: of(keys.address), account: of(keys.account) };
    },

    /** Marks an attempt in flight on its keys; the returned function ends it and wakes those waiting. */
    enter(keys: Record<ThrottleScope, string>): () => void {
      const id = Symbol('attempt');
      for (const scope of SCOPES) {
        const set = attempts.get(keys[scope]) ?? new Set();
        set.add(id);
        attempts.set(keys[scope], set);
      }
      return () => {
        for (const scope of SCOPES) {
          const key = keys[scope];
          const set = attempts.get(key)!;
          set.delete(id);
          if (set.size === 0) attempts.delete(key);
          const woken = waiters.get(key) ?? [];
          waiters.delete(key);
          for (const wake of woken) wake();
        }
      };
    },

    /** Resolves when an attempt in flight on one of the keys finishes (at once when there is none). */
    settled(keys: Record<ThrottleScope, string>): Promise<void> {
      const busy = SCOPES.map((scope) => keys[scope]).filter((key) => attempts.has(key));
      if (busy.length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        for (const key of busy) waiters.set(key, [...(waiters.get(key) ?? []), resolve]);
      });
    },
  };
}

/**
 * How many attempts were in flight at some moment between two snapshots, per counter: those that finished
 * meanwhile may have failed after the failures were read, so they count as possible failures.
 */
export function inFlightBetween(before: InFlightSnapshot, after: InFlightSnapshot): ThrottleCounts {
  const joined = (scope: ThrottleScope) => new Set([...before[scope], ...after[scope]]).size;
  return { pair: joined('pair'), address: joined('address'), account: joined('account') };
}
