import { describe, expect, it } from 'vitest';
import { clearStorageOnSignOut } from '../../../lib/storage';
import {
  MAX_CACHED_ANSWERS,
  productCacheKey,
  readProductCache,
  updateProductCache,
  writeProductCache,
} from './product-cache';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 4, 4, 9, 0, 0);
const shipToA = 'user-1|0000100001|it||';
const shipToB = 'user-1|0000100002|it||';

// DESIGN §6: product data is cached in the browser for 2 hours, with its time stamp (spec 1 §3).
describe('product cache in the browser', () => {
  it('gives an answer back with its time stamp for two hours, then forgets it', () => {
    const key = productCacheKey(shipToA, 'products', { currentPage: 1 });
    writeProductCache(key, { products: ['a'] }, NOW);
    expect(readProductCache(key, NOW + HOUR)).toEqual({ savedAt: NOW, data: { products: ['a'] } });
    expect(readProductCache(key, NOW + 2 * HOUR)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("files answers by scope: another ship-to never reads this one's prices", () => {
    writeProductCache(productCacheKey(shipToA, 'detail', { sku: 'X' }), { price: 10 }, NOW);
    expect(readProductCache(productCacheKey(shipToB, 'detail', { sku: 'X' }), NOW)).toBeNull();
    expect(readProductCache(productCacheKey(shipToA, 'detail', { sku: 'Y' }), NOW)).toBeNull();
  });

  it('rewrites the answers of one scope only, keeping their time stamps', () => {
    const mine = productCacheKey(shipToA, 'detail', { sku: 'X' });
    const theirs = productCacheKey(shipToB, 'detail', { sku: 'X' });
    writeProductCache(mine, { favourites: 0 }, NOW);
    writeProductCache(theirs, { favourites: 0 }, NOW);
    updateProductCache(shipToA, () => ({ favourites: 1 }));
    expect(readProductCache(mine, NOW + HOUR)).toEqual({ savedAt: NOW, data: { favourites: 1 } });
    expect(readProductCache(theirs, NOW + HOUR)?.data).toEqual({ favourites: 0 });
  });

  it(`keeps the ${MAX_CACHED_ANSWERS} newest answers`, () => {
    for (let index = 0; index <= MAX_CACHED_ANSWERS; index++) {
      writeProductCache(productCacheKey(shipToA, 'products', { currentPage: index }), index, NOW + index);
    }
    const later = NOW + MAX_CACHED_ANSWERS + 1;
    expect(readProductCache(productCacheKey(shipToA, 'products', { currentPage: 0 }), later)).toBeNull();
    expect(readProductCache(productCacheKey(shipToA, 'products', { currentPage: 1 }), later)?.data).toBe(1);
    expect(
      readProductCache(productCacheKey(shipToA, 'products', { currentPage: MAX_CACHED_ANSWERS }), later)
        ?.data,
    ).toBe(MAX_CACHED_ANSWERS);
  });

  it('ignores what it cannot read', () => {
    const key = productCacheKey(shipToA, 'products', {});
    localStorage.setItem(key, '{not json');
    expect(readProductCache(key, NOW)).toBeNull();
  });

  it('is cleared on sign-out with the rest of the user’s data (spec 1 §4.2)', () => {
    const key = productCacheKey(shipToA, 'products', {});
    writeProductCache(key, { price: 1 }, NOW);
    clearStorageOnSignOut();
    expect(readProductCache(key, NOW)).toBeNull();
  });
});
