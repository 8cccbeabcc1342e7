import { describe, expect, it } from 'vitest';
import { withFavouriteFlag } from './favourite-flags';

// spec 2 §4 Favourites: "the product's favourites flag becomes 1 or 0 in the list and in the open product".
describe('favourites flag in product data', () => {
  const page = {
    products: {
      total_count: 2,
      items: [
        { sku: 'A', favourites: 0, related_products: [{ sku: 'B', favourites: 0 }] },
        { sku: 'B', favourites: 0, related_products: [] },
      ],
    },
  };

  it('sets the flag of every copy of the product, nested ones too', () => {
    const next = withFavouriteFlag(page, 'B', 1);
    expect(next.products.items[1]?.favourites).toBe(1);
    expect(next.products.items[0]?.related_products[0]?.favourites).toBe(1);
    expect(next.products.items[0]?.favourites).toBe(0);
  });

  it('leaves untouched data as it was, so screens need not redraw it', () => {
    const next = withFavouriteFlag(page, 'B', 1);
    expect(next).not.toBe(page);
    expect(next.products.items[1]?.related_products).toBe(page.products.items[1]?.related_products);
    expect(withFavouriteFlag(page, 'Z', 1)).toBe(page);
    expect(withFavouriteFlag(page, 'A', 0)).toBe(page);
  });

  it('passes through values that hold no product', () => {
    expect(withFavouriteFlag(null, 'A', 1)).toBeNull();
    expect(withFavouriteFlag('text', 'A', 1)).toBe('text');
  });
});
