import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_SORT,
  effectiveProductSort,
  MAX_PRODUCT_PAGE_SIZE,
  PACKAGING_LABELS,
  PACKAGING_TYPES,
  pageRequestError,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORT_OPTIONS,
  RESET_PRODUCT_SORT,
  totalPages,
  volumeLabel,
} from './catalogue';

describe('catalogue listing rules', () => {
  // spec 2 §9: "Page sizes: products 25, favourites 25".
  it('pages 25 products by default', () => {
    expect(PRODUCT_PAGE_SIZE).toBe(25);
  });

  // spec 2 §2: "Packaging types: bottle, can, carton, keg, other, pet bottle, pouch, tank."
  it('knows the eight packaging types, each with a label', () => {
    expect(PACKAGING_TYPES).toEqual([
      'bottle',
      'can',
      'carton',
      'keg',
      'other',
      'pet bottle',
      'pouch',
      'tank',
    ]);
    expect(PACKAGING_TYPES.every((type) => PACKAGING_LABELS[type].length > 0)).toBe(true);
  });

  // spec 2 §2: "Default sort is product_recommended ascending; the reset sort is catalog_product_name ascending."
  it('sorts by recommendation by default and resets to the catalogue name', () => {
    expect(DEFAULT_PRODUCT_SORT).toEqual({ field: 'product_recommended', direction: 'ASC' });
    expect(RESET_PRODUCT_SORT).toEqual({ field: 'catalog_product_name', direction: 'ASC' });
  });

  // spec 2 §9: "Sorts: brand, packaging, price, volume, A-Z, Z-A."
  it('offers the six sorts of the products screen', () => {
    expect(PRODUCT_SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Brand',
      'Packaging',
      'Price',
      'Volume',
      'A-Z',
      'Z-A',
    ]);
    expect(PRODUCT_SORT_OPTIONS.find((option) => option.key === 'z-a')?.sort).toEqual({
      field: 'catalog_product_name',
      direction: 'DESC',
    });
  });

  it.each([
    [null, false, DEFAULT_PRODUCT_SORT],
    [null, true, { field: 'relevance', direction: 'DESC' }],
    [{ field: 'price', direction: 'DESC' }, true, { field: 'price', direction: 'DESC' }],
  ] as const)('requested %j while searching %s → %j', (requested, searching, expected) => {
    expect(effectiveProductSort(requested, searching)).toEqual(expected);
  });

  it.each([
    [1, 25, null],
    [1, MAX_PRODUCT_PAGE_SIZE, null],
    [0, 25, 'currentPage must be 1 or more'],
    [1.5, 25, 'currentPage must be 1 or more'],
    [1, 0, `pageSize must be between 1 and ${MAX_PRODUCT_PAGE_SIZE}`],
    [1, MAX_PRODUCT_PAGE_SIZE + 1, `pageSize must be between 1 and ${MAX_PRODUCT_PAGE_SIZE}`],
  ])('page %d of %d → %s', (page, size, error) => {
    expect(pageRequestError(page, size)).toBe(error);
  });

  it.each([
    [0, 25, 0],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
  ])('%d items in pages of %d make %d pages', (total, size, pages) => {
    expect(totalPages(total, size)).toBe(pages);
  });

  it.each([
    [330, 'it', '33 cl'],
    [750, 'en', '75 cl'],
    [1500, 'it', '1,5 L'],
    [1500, 'en', '1.5 L'],
    [20000, 'it', '20 L'],
  ])('volume %d ml in %s reads %s', (ml, language, label) => {
    expect(volumeLabel(ml, language)).toBe(label);
  });
});
