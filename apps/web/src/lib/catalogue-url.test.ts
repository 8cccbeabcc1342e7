import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  catalogueViewParams,
  clearFilters,
  clearSearch,
  goToPage,
  parseCatalogueView,
  removeFilter,
  RESET_SORT_KEY,
  resetSort,
  sortBy,
  toggleFilter,
  type CatalogueView,
} from './catalogue-url';

const parse = (query: string) => parseCatalogueView(new URLSearchParams(query));
const query = (view: CatalogueView) => catalogueViewParams(view).toString();

describe('the products screen in its address (URL ↔ view)', () => {
  it('reads search, facet values, sort and page', () => {
    expect(parse('search=weiss&brand=quercia&brand=serena&filter_packaging=keg&sort=price&page=3')).toEqual({
      search: 'weiss',
      filters: { brand: ['quercia', 'serena'], filter_packaging: ['keg'] },
      sort: 'price',
      page: 3,
    });
  });

  it('writes the same address back, leaving defaults out', () => {
    const address = 'search=weiss&brand=quercia&brand=serena&filter_packaging=pet+bottle&sort=z-a&page=2';
    expect(query(parse(address))).toBe(address);
    expect(query(parse(''))).toBe('');
    expect(query(parse('page=1'))).toBe('');
  });

  it.each([
    ['sort=cheapest', { sort: null }],
    ['page=0', { page: 1 }],
    ['page=-4', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    // spec 1 §5: a products search needs 2 or more characters.
    ['search=a', { search: null }],
    ['search=%20%20ipa%20%20lager%20', { search: 'ipa lager' }],
    ['colour=red&brand=', { filters: {} }],
    ['brand=quercia&brand=quercia', { filters: { brand: ['quercia'] } }],
  ])('ignores or cleans what it cannot use: %s', (address, expected) => {
    expect(parse(address)).toMatchObject(expected);
  });
});

describe('changing the view', () => {
  const start = parse('search=lager&brand=quercia&sort=price&page=4');

  it('adds and removes a facet value with the same toggle, back to page 1', () => {
    const added = toggleFilter(start, 'brand', 'serena');
    expect(added.filters.brand).toEqual(['quercia', 'serena']);
    expect(added.page).toBe(1);
    const removed = toggleFilter(added, 'brand', 'quercia');
    expect(removed.filters.brand).toEqual(['serena']);
    expect(toggleFilter(removed, 'brand', 'serena').filters).toEqual({});
  });

  it('lists the active filters as chips and removes one', () => {
    const view = toggleFilter(toggleFilter(start, 'product_new', '1'), 'filter_packaging', 'keg');
    expect(activeFilters(view)).toEqual([
      { facet: 'brand', value: 'quercia' },
      { facet: 'filter_packaging', value: 'keg' },
      { facet: 'product_new', value: '1' },
    ]);
    const fewer = removeFilter(view, 'filter_packaging', 'keg');
    expect(activeFilters(fewer).map((chip) => chip.facet)).toEqual(['brand', 'product_new']);
    expect(fewer.page).toBe(1);
  });

  it("clears all filters and the search, keeping the sort ('clear all')", () => {
    expect(clearFilters(start)).toEqual({ search: null, filters: {}, sort: 'price', page: 1 });
    expect(clearSearch(start)).toEqual({ ...start, search: null, page: 1 });
  });

  // spec 2 §2: "the reset sort is catalog_product_name ascending", that is A-Z.
  it('sorts by a known option and resets to A-Z', () => {
    expect(RESET_SORT_KEY).toBe('a-z');
    expect(sortBy(start, 'volume')).toMatchObject({ sort: 'volume', page: 1 });
    expect(sortBy(start, 'nonsense')).toBe(start);
    expect(resetSort(start)).toMatchObject({ sort: 'a-z', page: 1 });
  });

  it('moves between pages, from 1', () => {
    expect(goToPage(start, 7).page).toBe(7);
    expect(goToPage(start, 0).page).toBe(1);
    expect(goToPage(start, 7).filters).toBe(start.filters);
  });
});
