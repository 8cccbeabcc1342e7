/** How long to wait after failures: doubling from a first delay, capped. */
export type Backoff = { firstDelayMs: number; maxDelayMs: number };

/** The default for jobs and webhook deliveries: 10 s, 20 s, 40 s, ... up to one hour between attempts. */
export const DEFAULT_BACKOFF: Backoff = { firstDelayMs: 10_000, maxDelayMs: 60 * 60 * 1000 };

/**
 * The wait before the next attempt after `failures` failed ones in a row (1 after the first failure):
 * firstDelayMs × 2^(failures − 1), never more than maxDelayMs. Deterministic, so tests can step a clock to it.
 */
export function backoffDelayMs(failures: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  if (failures < 1) return 0;
  // 2^31 already exceeds any sensible cap; the exponent is bounded so the product stays a finite number.
  const exponent = Math.min(failures - 1, 31);
  return Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** exponent);
}
