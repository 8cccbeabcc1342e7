import { describe, expect, it } from 'vitest';
import { filtersSearchParams, formatFileSize, readFilters } from './filters';

describe('materials page address', () => {
  it('reads and writes the filters, leaving defaults out', () => {
    const filters = readFilters(
      new URLSearchParams('title=logo&brand=valtorre&folder=Loghi&page=2&view=list'),
    );
    expect(filters).toEqual({ title: 'logo', brandId: 'valtorre', folder: 'Loghi', page: 2, view: 'list' });
    expect(filtersSearchParams(filters).toString()).toBe(
      'title=logo&brand=valtorre&folder=Loghi&page=2&view=list',
    );
    expect(filtersSearchParams(readFilters(new URLSearchParams('page=-3&view=x'))).toString()).toBe('');
  });
});

describe('file sizes', () => {
  it.each([
    [512, 'en', '512 B'],
    [12_400, 'en', '12.4 kB'],
    [3_100_000, 'it', '3,1 MB'],
    [250_000, 'en', '250 kB'],
  ])('%i bytes in %s → %s', (bytes, locale, text) => {
    expect(formatFileSize(bytes, locale)).toBe(text);
  });
});
