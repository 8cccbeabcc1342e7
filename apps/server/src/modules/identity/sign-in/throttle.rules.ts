/** Failed sign-ins are counted over this window. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** How much wider than one account from one address the address-wide and account-wide limits are. */
const ADDRESS_FACTOR = 10;
const ACCOUNT_FACTOR = 5;

/** The three counters of an attempt: the account from this address, the address, and the account. */
export type ThrottleScope = 'pair' | 'address' | 'account';

/** Failures (or attempts) per counter. */
export type ThrottleCounts = Record<ThrottleScope, number>;

/** The limits of each counter, all derived from LOGIN_THROTTLE_LIMIT (failures of one account from one address). */
export function throttleLimits(limit: number): ThrottleCounts {
  return { pair: limit, address: limit * ADDRESS_FACTOR, account: limit * ACCOUNT_FACTOR };
}

/** The counter keys of an attempt (e-mail in lower case; an unknown e-mail counts like a known one). */
export function throttleKeys(email: string, ip: string): Record<ThrottleScope, string> {
  const account = `account:${email.trim().toLowerCase()}`;
  return { pair: `${account}|ip:${ip}`, address: `ip:${ip}`, account };
}

/**
 * The counter that holds an attempt back, or null when it may go ahead. Only completed failures count, and
 * failures elsewhere never block an address that has none on the account (DESIGN §8: throttled, yet no
 * attacker can lock an owner out):
 * - one account from one address: `limit` failures;
 * - one address over every e-mail (spraying): ADDRESS_FACTOR × `limit`;
 * - one account from every address: past ACCOUNT_FACTOR × `limit`, only addresses without a failure on it may
 *   still try, so a spread attack gets one guess per address while the owner signs in from theirs.
 */
export function blockingCounter(counts: ThrottleCounts, limits: ThrottleCounts): ThrottleScope | null {
  if (counts.pair >= limits.pair) return 'pair';
  if (counts.address >= limits.address) return 'address';
  if (counts.account >= limits.account && counts.pair > 0) return 'account';
  return null;
}
