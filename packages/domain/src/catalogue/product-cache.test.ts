import { describe, expect, it } from 'vitest';
import { isProductCacheFresh, PRODUCT_CACHE_LIFETIME_MS } from './product-cache';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 4, 4, 10, 0, 0);

// DESIGN §6: "Product cache lifetime: 2 hours" (spec 2 §9 gives 2 hours and 1 hour as two readings).
describe('product cache lifetime', () => {
  it('is two hours', () => {
    expect(PRODUCT_CACHE_LIFETIME_MS).toBe(2 * HOUR);
  });

  it.each([
    [0, true],
    [1 * HOUR, true],
    [2 * HOUR - 1, true],
    [2 * HOUR, false],
    [5 * HOUR, false],
    [-1, false],
  ])('data saved %d ms before now is fresh: %s', (age, fresh) => {
    expect(isProductCacheFresh(NOW - age, NOW)).toBe(fresh);
  });

  it('never trusts a time stamp that is not a number', () => {
    expect(isProductCacheFresh(Number.NaN, NOW)).toBe(false);
  });
});
