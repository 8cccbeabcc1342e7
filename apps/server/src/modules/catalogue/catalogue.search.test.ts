import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCatalogueFixture } from './catalogue.fixtures';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await createCatalogueFixture(t.db, 'search');
  headers = await headersFor(t, fixture.buyerEmail, fixture.shipToA);
});
afterAll(async () => t.close());

const SEARCH = `query Search($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput) {
  products(search: $search, filter: $filter, sort: $sort, currentPage: 1, pageSize: 50) {
    total_count items { sku }
  }
}`;

async function search(term: string, variables: Record<string, unknown> = {}) {
  const response = await t.graphql<{ products: { total_count: number; items: Array<{ sku: string }> } }>(
    SEARCH,
    {
      variables: { search: term, ...variables },
      headers,
    },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.products.items.map((item) => item.sku);
}

// spec 1 §4.6 search; issue: typo- and accent-tolerant over name, catalogue name, brand, sku and EAN.
describe('product search', () => {
  it("finds lagers from a typo ('lagr')", async () => {
    const found = await search('lagr');
    expect(found).toEqual(expect.arrayContaining(['TST-LAG-33', 'TST-LAG-66', 'TST-LAG-CAN', 'TST-LAG-KEG']));
    expect(found).not.toContain('TST-IPA');
  });

  it.each(['caffe', 'caffè', 'CAFFÈ', 'Caffe stout'])("finds 'caffè' products from %j", async (term) => {
    expect((await search(term))[0]).toBe('TST-CAF');
  });

  it('finds by brand name, by sku and by EAN, exact codes first', async () => {
    expect((await search('fonte serena')).sort()).toEqual(['TST-ACQ', 'TST-IPA', 'TST-SID']);
    expect((await search('tst-ipa'))[0]).toBe('TST-IPA');
    expect(await search('8000000000011')).toEqual(['TST-LAG-33']);
    expect((await search('8000000000028'))[0]).toBe('TST-LAG-33');
  });

  it('ranks a match in the product name above one in the brand only', async () => {
    const found = await search('serena');
    expect(found.slice(0, 3).sort()).toEqual(['TST-ACQ', 'TST-IPA', 'TST-SID']);
    expect(await search('sidro')).toEqual(['TST-SID']);
    expect((await search('stout'))[0]).toBe('TST-CAF');
  });

  it('finds word prefixes from two characters on', async () => {
    expect(await search('ip')).toContain('TST-IPA');
    expect(await search('acq')).toEqual(['TST-ACQ']);
  });

  it('combines search with filters and an explicit sort', async () => {
    expect(await search('quercia', { filter: { filter_packaging: { eq: 'can' } } })).toEqual(['TST-LAG-CAN']);
    const byPrice = await search('lager', { sort: { price: 'DESC' } });
    expect(byPrice[0]).toBe('TST-LAG-KEG');
  });

  it('finds nothing for a term that matches no product, and never an off-list product', async () => {
    expect(await search('zzyzx')).toEqual([]);
    expect(await search('export')).not.toContain('TST-OFFLIST');
  });

  // spec 1 §5: "Search runs only with 2 or more characters".
  it.each(['a', ' b ', ''])('refuses the term %j with a clear message', async (term) => {
    const response = await t.graphql(SEARCH, { variables: { search: term }, headers });
    expect(response.status).toBe(400);
    expect(response.errors?.[0]).toMatchObject({
      message: 'Type at least 2 characters to search.',
      extensions: { code: 'SEARCH_TERM_INVALID' },
    });
  });

  it('treats search syntax as plain text', async () => {
    for (const term of ['lager & ! (', '100%_', "o'clock", 'a:*|b']) {
      const response = await t.graphql(SEARCH, { variables: { search: term }, headers });
      expect(response.status).toBe(200);
    }
  });
});
