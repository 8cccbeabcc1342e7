import { isFreshWithin } from '../shared/freshness';

/**
 * How long product data (lists, details, recommendations) may be reused in the browser (DESIGN §6 ruling on
 * spec 2 §9 "Product cache: 2 hours (another reading 1 hour)").
 */
export const PRODUCT_CACHE_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** True while product data saved at `savedAt` (epoch ms) may still be shown at `now` (see isFreshWithin). */
export function isProductCacheFresh(savedAt: number, now: number): boolean {
  return isFreshWithin(savedAt, now, PRODUCT_CACHE_LIFETIME_MS);
}
