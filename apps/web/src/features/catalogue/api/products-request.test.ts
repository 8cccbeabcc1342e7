import { describe, expect, it } from 'vitest';
import { parseCatalogueView } from '../../../lib/catalogue-url';
import { productsVariables } from './products-request';

const view = (query: string) => parseCatalogueView(new URLSearchParams(query));

// spec 2 §7 products: search, filters, sort, currentPage (required), pageSize (default 25).
describe('the products call of a view', () => {
  it('asks the first page of 25 in the default order when nothing is chosen', () => {
    expect(productsVariables(view(''))).toEqual({ currentPage: 1, pageSize: 25 });
  });

  it('sends one value as eq and several as in, the search and the page', () => {
    expect(
      productsVariables(view('search=weiss&brand=quercia&filter_packaging=keg&filter_packaging=can&page=2')),
    ).toEqual({
      search: 'weiss',
      filter: { brand: { eq: 'quercia' }, filter_packaging: { in: ['keg', 'can'] } },
      currentPage: 2,
      pageSize: 25,
    });
  });

  it.each([
    ['brand', { brand: 'ASC' }],
    ['packaging', { packaging: 'ASC' }],
    ['price', { price: 'ASC' }],
    ['volume', { volume: 'ASC' }],
    ['a-z', { catalog_product_name: 'ASC' }],
    ['z-a', { catalog_product_name: 'DESC' }],
  ])('sorts %s as %j (one field at a time)', (key, sort) => {
    expect(productsVariables(view(`sort=${key}`)).sort).toEqual(sort);
  });

  it("keeps a screen's preset under the user's filters", () => {
    expect(productsVariables(view('product_new=1'), { sku: { in: ['A', 'B'] } }).filter).toEqual({
      sku: { in: ['A', 'B'] },
      product_new: { eq: '1' },
    });
  });
});
