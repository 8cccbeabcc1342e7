import { PRODUCT_FACETS } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithBuyer } from '../../test/demo-scope';
import type { TestApp } from '../../test/harness';
import { rows } from './seed-test-helpers';

let t: TestApp;
let headers: Record<string, string>;
let links: Array<{ source: string; url: string }>;

beforeAll(async () => {
  ({ t, buyer: headers } = await createTestAppWithBuyer());
  links = await rows(
    t.db,
    `select 'menu ' || name as source, href as url from menus where href like '/catalog/products?%'
     union all select 'link ' || name, url from links where url like '/catalog/products?%'
     union all select 'banner ' || location || ' ' || (title->>'it'), link from banners
       where link like '/catalog/products?%'
     order by 1`,
  );
});
afterAll(async () => t.close());

const PRODUCTS = `query Products($filter: ProductAttributeFilterInput) {
  products(filter: $filter, currentPage: 1, pageSize: 1) { total_count categoryFilter { category_id category_name } }
}`;

type Listing = { total_count: number; categoryFilter: Array<{ category_id: number; category_name: string }> };

async function listing(filter: Record<string, { in: string[] }>): Promise<Listing> {
  const response = await t.graphql<{ products: Listing }>(PRODUCTS, { variables: { filter }, headers });
  expect(response.errors).toBeUndefined();
  return response.data!.products;
}

/** The filter the products screen builds from a link's query: one `in` list per facet it reads. */
function filterOf(url: string): Record<string, { in: string[] }> {
  const params = new URL(url, 'http://portal').searchParams;
  return Object.fromEntries(
    [...new Set(params.keys())].map((facet) => [facet, { in: params.getAll(facet) }]),
  );
}

// Issue 8 finding 12: footer links opened /catalog/products?category=… and showed every product unfiltered.
describe('catalogue links of the menus, the footer and the banners (spec 1 §2.3, §2.8; spec 3 §2 banners)', () => {
  it('covers the footer categories, the brands and the banners', () => {
    const sources = links.map((link) => link.source);
    expect(sources).toEqual(
      expect.arrayContaining(['link catalogue-beer', 'link catalogue-soft', 'link catalogue-ciders']),
    );
    expect(sources.filter((source) => source.startsWith('banner ')).length).toBeGreaterThan(3);
  });

  it('names only facets the products screen reads from its address', () => {
    for (const { source, url } of links) {
      for (const facet of Object.keys(filterOf(url))) {
        expect(Object.keys(PRODUCT_FACETS), `${source}: ${url}`).toContain(facet);
      }
    }
  });

  it('lands each on a list narrowed to some products, a category link with its category named', async () => {
    const all = (await listing({})).total_count;
    for (const { source, url } of links) {
      const filter = filterOf(url);
      const page = await listing(filter);
      // The Czech brand is not on an Italian price list; its banner is shown to Czech users only.
      if (!url.includes('brand=hvezdna')) expect(page.total_count, `${source}: ${url}`).toBeGreaterThan(0);
      expect(page.total_count, `${source}: ${url}`).toBeLessThan(all);
      for (const id of filter.category_id?.in ?? []) {
        expect(page.categoryFilter.map((category) => String(category.category_id))).toContain(id);
      }
    }
  });
});
