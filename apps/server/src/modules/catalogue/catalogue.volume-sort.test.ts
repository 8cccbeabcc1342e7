import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithBuyer } from '../../test/demo-scope';
import type { TestApp } from '../../test/harness';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  ({ t, buyer: headers } = await createTestAppWithBuyer());
});
afterAll(async () => t.close());

const PRODUCTS = `query Products($sort: ProductAttributeSortInput, $page: Int!) {
  products(sort: $sort, currentPage: $page, pageSize: 100) {
    items { volume_ml }
    page_info { total_pages }
  }
}`;

type Page = { items: Array<{ volume_ml: number }>; page_info: { total_pages: number } };

/** The volumes of the whole list in the order asked for, page after page. */
async function volumes(direction: 'ASC' | 'DESC'): Promise<number[]> {
  const listed: number[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const response = await t.graphql<{ products: Page }>(PRODUCTS, {
      variables: { sort: { volume: direction }, page },
      headers,
    });
    expect(response.errors).toBeUndefined();
    pages = response.data!.products.page_info.total_pages;
    listed.push(...response.data!.products.items.map((item) => item.volume_ml));
  }
  return listed;
}

// Issue 8 finding 13: the Volume sort (spec 3 §9 sort options) listed goods without a volume first.
describe('sorting the demo catalogue by volume', () => {
  it.each(['ASC', 'DESC'] as const)('lists goods without a volume last (%s)', async (direction) => {
    const listed = await volumes(direction);
    const withVolume = listed.filter((volume) => volume > 0);
    expect(withVolume.length).toBeGreaterThan(10);
    expect(listed.length).toBeGreaterThan(withVolume.length);
    expect(listed.slice(0, withVolume.length)).toEqual(withVolume);
    const sorted = [...withVolume].sort((a, b) => (direction === 'ASC' ? a - b : b - a));
    expect(withVolume).toEqual(sorted);
  });
});
