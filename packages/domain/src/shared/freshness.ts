/**
 * True while something saved at `savedAt` (epoch ms) may still be used at `now`, for less than `lifetimeMs`;
 * never when saved in the future, so that a clock moved back cannot keep it forever.
 */
export function isFreshWithin(savedAt: number, now: number, lifetimeMs: number): boolean {
  return Number.isFinite(savedAt) && savedAt <= now && now - savedAt < lifetimeMs;
}
