import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCatalogueFixture, GOODS_ON_LIST_A, type CatalogueFixture } from './catalogue.fixtures';

let t: TestApp;
let fixture: CatalogueFixture;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createCatalogueFixture(t.db, 'list');
  headers = await headersFor(t, fixture.buyerEmail, fixture.shipToA);
});
afterAll(async () => t.close());

const PRODUCTS = `query Products($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput,
    $currentPage: Int!, $pageSize: Int) {
  products(search: $search, filter: $filter, sort: $sort, currentPage: $currentPage, pageSize: $pageSize) {
    total_count
    items { sku catalog_product_name your_price volume_ml packaging brand }
    aggregations { attribute_code label count options { label value count } }
    page_info { page_size total_pages current_page }
    categoryFilter { category_id category_uid category_name }
  }
}`;

type Page = {
  total_count: number;
  items: Array<{
    sku: string;
    catalog_product_name: string;
    your_price: number;
    volume_ml: number;
    packaging: string;
    brand: string;
  }>;
  aggregations: Array<{
    attribute_code: string;
    label: string;
    count: number;
    options: Array<{ label: string; value: string; count: number }>;
  }>;
  page_info: { page_size: number; total_pages: number; current_page: number };
  categoryFilter: Array<{ category_id: number; category_uid: string; category_name: string }>;
};

async function products(variables: Record<string, unknown>, extra: Record<string, string> = {}) {
  const response = await t.graphql<{ products: Page }>(PRODUCTS, {
    variables: { currentPage: 1, ...variables },
    headers: { ...headers, ...extra },
  });
  expect(response.errors).toBeUndefined();
  return response.data!.products;
}

const facet = (page: Page, code: string) =>
  Object.fromEntries(
    (page.aggregations.find((aggregation) => aggregation.attribute_code === code)?.options ?? []).map(
      (option) => [option.value, option.count],
    ),
  );

describe('products list (spec 2 §2, §7)', () => {
  it("lists the goods of the caller's price list in recommended order, 25 per page", async () => {
    const page = await products({});
    expect(page.total_count).toBe(GOODS_ON_LIST_A.length);
    // spec 2 §2: default sort is product_recommended ascending.
    expect(page.items.map((item) => item.sku)).toEqual([
      'TST-LAG-33',
      'TST-LAG-66',
      'TST-IPA',
      'TST-LAG-CAN',
      'TST-LAG-KEG',
      'TST-CAF',
      'TST-SID',
      'TST-ACQ',
      'TST-DIS',
      'TST-WIN',
    ]);
    expect(page.page_info).toEqual({ page_size: 25, total_pages: 1, current_page: 1 });
    expect(page.categoryFilter).toEqual([]);
  });

  it('pages without repeating or skipping a product', async () => {
    const first = await products({ pageSize: 4, currentPage: 1 });
    const second = await products({ pageSize: 4, currentPage: 2 });
    const third = await products({ pageSize: 4, currentPage: 3 });
    expect(first.page_info).toEqual({ page_size: 4, total_pages: 3, current_page: 1 });
    expect(third.items).toHaveLength(2);
    const skus = [...first.items, ...second.items, ...third.items].map((item) => item.sku);
    expect(new Set(skus).size).toBe(GOODS_ON_LIST_A.length);
    const beyond = await products({ pageSize: 4, currentPage: 4 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total_count).toBe(GOODS_ON_LIST_A.length);
  });

  it.each([
    [{ currentPage: 0 }, 'currentPage must be 1 or more'],
    [{ pageSize: 101 }, 'pageSize must be between 1 and 100'],
    [{ sort: { price: 'ASC', volume: 'DESC' } }, 'Sort by one field at a time'],
  ])('refuses %j clearly', async (variables, message) => {
    const response = await t.graphql(PRODUCTS, { variables: { currentPage: 1, ...variables }, headers });
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.message).toBe(message);
  });

  it('lists empties only in empty-return mode (onlyEmpties header)', async () => {
    const page = await products({}, { onlyempties: '1' });
    expect(page.items.map((item) => item.sku)).toEqual(['TST-ZQCR']);
  });
});

describe('filters and facets (spec 2 §2 filters, §3 aggregations)', () => {
  it.each([
    [{ brand: { eq: 'tst-serena' } }, ['TST-ACQ', 'TST-IPA', 'TST-SID']],
    [{ sub_brand: { in: ['Serena Craft', 'Serena Sidri'] } }, ['TST-IPA', 'TST-SID']],
    [{ category_id: { eq: '9012' } }, ['TST-CAF', 'TST-WIN']],
    // A category includes its subcategories.
    [{ category_uid: { eq: Buffer.from('9110').toString('base64') } }, ['TST-ACQ', 'TST-SID']],
    [{ filter_packaging: { eq: 'can' } }, ['TST-IPA', 'TST-LAG-CAN']],
    [{ packaging: { in: ['keg', 'pet bottle'] } }, ['TST-ACQ', 'TST-LAG-KEG']],
    [{ volume: { eq: '660' } }, ['TST-LAG-66']],
    [{ pack_format: { eq: '1x20L' } }, ['TST-LAG-KEG']],
    [{ country_of_origin: { in: ['BE', 'FR'] } }, ['TST-IPA', 'TST-SID']],
    [{ product_type: { eq: 'cider' } }, ['TST-SID']],
    [{ product_new: { eq: '1' } }, ['TST-LAG-33']],
    [{ product_last: { eq: '1' } }, ['TST-LAG-KEG']],
    [{ product_sale: { eq: '1' } }, ['TST-LAG-CAN']],
    [{ product_seasonal: { eq: '1' } }, ['TST-CAF', 'TST-WIN']],
    [{ product_recommended: { eq: '1' } }, ['TST-IPA']],
    [{ sku: { in: ['TST-SID', 'TST-ACQ', 'NOPE'] } }, ['TST-ACQ', 'TST-SID']],
    [{ price: { from: '30', to: '40' } }, ['TST-CAF', 'TST-IPA', 'TST-LAG-CAN', 'TST-WIN']],
    [{ category_uid: { eq: 'not-a-uid' } }, []],
    [
      { brand: { eq: 'tst-quercia' }, filter_packaging: { eq: 'bottle' }, product_seasonal: { eq: '1' } },
      ['TST-CAF', 'TST-WIN'],
    ],
  ])('%j → %j', async (filter, expected) => {
    const page = await products({ filter, pageSize: 50 });
    expect(page.items.map((item) => item.sku).sort()).toEqual(expected);
    expect(page.total_count).toBe(expected.length);
  });

  it('counts every facet over the other active filters (a facet ignores its own)', async () => {
    const page = await products({ filter: { brand: { eq: 'tst-serena' }, filter_packaging: { eq: 'can' } } });
    expect(page.items.map((item) => item.sku)).toEqual(['TST-IPA']);
    // brand counts apply the packaging filter only: cans of each brand.
    expect(facet(page, 'brand')).toEqual({ 'tst-quercia': 1, 'tst-serena': 1 });
    // packaging counts apply the brand filter only: every packaging of Serena.
    expect(facet(page, 'filter_packaging')).toEqual({ bottle: 1, can: 1, 'pet bottle': 1 });
    // other facets apply both filters.
    expect(facet(page, 'country_of_origin')).toEqual({ BE: 1 });
    expect(facet(page, 'product_recommended')).toEqual({ '1': 1 });
  });

  it('labels and orders options for the filter panel', async () => {
    const page = await products({}, { lang: 'en' });
    const byCode = Object.fromEntries(
      page.aggregations.map((aggregation) => [aggregation.attribute_code, aggregation]),
    );
    expect(Object.keys(byCode)).toEqual([
      'brand',
      'sub_brand',
      'category_id',
      'filter_packaging',
      'volume',
      'pack_format',
      'country_of_origin',
      'product_type',
      'product_new',
      'product_last',
      'product_sale',
      'product_seasonal',
      'product_recommended',
    ]);
    expect(byCode.brand).toMatchObject({
      label: 'Brand',
      count: 2,
      options: [
        { label: 'Birrificio Quercia', value: 'tst-quercia', count: 7 },
        { label: 'Fonte Serena', value: 'tst-serena', count: 3 },
      ],
    });
    expect(byCode.filter_packaging!.options.map((option) => option.label)).toEqual([
      'Bottle',
      'Can',
      'Keg',
      'PET bottle',
    ]);
    expect(byCode.volume!.options.map((option) => [option.value, option.label])).toEqual([
      ['330', '33 cl'],
      ['500', '50 cl'],
      ['660', '66 cl'],
      ['750', '75 cl'],
      ['1500', '1.5 L'],
      ['20000', '20 L'],
    ]);
    // Categories count every level a product sits under.
    expect(facet(page, 'category_id')).toMatchObject({ '9000': 8, '9010': 7, '9011': 5, '9100': 2 });
    expect(byCode.category_id!.options.find((option) => option.value === '9012')?.label).toBe(
      'Dark and coffee',
    );
    expect(byCode.product_seasonal).toMatchObject({
      label: 'Seasonal',
      options: [{ label: 'Yes', value: '1', count: 2 }],
    });
  });

  it('names the categories it is filtered to (categoryFilter)', async () => {
    const page = await products({ filter: { category_id: { eq: '9012' } } }, { lang: 'it' });
    expect(page.categoryFilter).toEqual([
      {
        category_id: 9012,
        category_uid: Buffer.from('9012').toString('base64'),
        category_name: 'Scure e caffè',
      },
    ]);
  });

  it('answers aggregations by sku and brand alone (spec 2 §7)', async () => {
    const response = await t.graphql<{ products: Pick<Page, 'aggregations'> }>(
      `query { products(filter: { sku: { eq: "TST-IPA" }, brand: { eq: "tst-serena" } }, currentPage: 1) {
        aggregations { attribute_code options { value count } } } }`,
      { headers },
    );
    const packaging = response.data?.products.aggregations.find(
      (a) => a.attribute_code === 'filter_packaging',
    );
    expect(packaging?.options).toEqual([{ value: 'can', count: 1 }]);
  });
});

describe('sorts (spec 2 §2: brand, packaging, price, volume, A-Z, Z-A)', () => {
  const skus = async (sort: Record<string, string>) =>
    (await products({ sort, pageSize: 50 })).items.map((item) => item.sku);

  it('sorts A-Z and Z-A by catalogue name, accents ignored', async () => {
    const page = await products({ sort: { catalog_product_name: 'ASC' }, pageSize: 50 });
    const names = page.items.map((item) => item.catalog_product_name);
    expect(names[0]).toBe('Acqua Serena frizzante 6 x 1,5 L');
    expect(names[1]).toBe('Caffè Stout Quercia 24 x 33 cl');
    expect(await skus({ catalog_product_name: 'DESC' })).toEqual(
      page.items.map((item) => item.sku).reverse(),
    );
  });

  it('sorts by price, cheapest first or last', async () => {
    const page = await products({ sort: { price: 'ASC' }, pageSize: 50 });
    const pricesSeen = page.items.map((item) => item.your_price);
    expect(pricesSeen).toEqual([...pricesSeen].sort((a, b) => a - b));
    expect(page.items[0]?.sku).toBe('TST-ACQ');
    expect((await skus({ price: 'DESC' }))[0]).toBe('TST-LAG-KEG');
  });

  it('sorts by volume and by packaging type in the spec order', async () => {
    const byVolume = await products({ sort: { volume: 'DESC' }, pageSize: 50 });
    expect(byVolume.items.map((item) => item.volume_ml).slice(0, 3)).toEqual([20000, 1500, 750]);
    const byPackaging = await products({ sort: { packaging: 'ASC' }, pageSize: 50 });
    const order = byPackaging.items.map((item) => item.packaging);
    expect(order.indexOf('can')).toBeGreaterThan(order.lastIndexOf('bottle'));
    expect(order.indexOf('keg')).toBeGreaterThan(order.lastIndexOf('can'));
    expect(order.at(-1)).toBe('pet bottle');
  });

  it('sorts by brand name, then by catalogue name', async () => {
    const page = await products({ sort: { brand: 'DESC' }, pageSize: 50 });
    expect(page.items.slice(0, 3).map((item) => item.brand)).toEqual([
      'Fonte Serena',
      'Fonte Serena',
      'Fonte Serena',
    ]);
    expect(page.items.slice(0, 3).map((item) => item.sku)).toEqual(['TST-ACQ', 'TST-IPA', 'TST-SID']);
  });
});
