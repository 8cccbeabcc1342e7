import { yourPriceCents, yourPriceTaxCents } from '@spina/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, prices, products } from '../../db/schema';
import { headersFor, signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { PRODUCT_DEFAULTS } from './catalogue.fixture-products';
import { createCatalogueFixture, GOODS_ON_LIST_A, type CatalogueFixture } from './catalogue.fixtures';

let t: TestApp;
let fixture: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createCatalogueFixture(t.db, 'prices');
});
afterAll(async () => t.close());

const PRICES = `query Prices($sort: ProductAttributeSortInput) {
  products(currentPage: 1, pageSize: 50, sort: $sort) { items { sku your_price your_price_tax multi_deposit } }
}`;
type Item = { sku: string; your_price: number; your_price_tax: number; multi_deposit: number };

async function pricesSeen(headers: Record<string, string>, sort?: Record<string, string>) {
  const response = await t.graphql<{ products: { items: Item[] } }>(PRICES, { headers, variables: { sort } });
  expect(response.errors).toBeUndefined();
  return new Map(response.data!.products.items.map((item) => [item.sku, item]));
}

async function storedPrice(priceListId: string, sku: string) {
  const [row] = await t.db
    .select()
    .from(prices)
    .where(and(eq(prices.priceListId, priceListId), eq(prices.sku, sku)));
  return row!;
}

// DESIGN §1.2: "A crafted request can never ... see another customer's data."
describe("prices per ship-to (the outletid header's price list, spec 1 §7)", () => {
  it('prices each ship-to of one buyer from its own price list, computed by the domain rules', async () => {
    const onA = await pricesSeen(await headersFor(t, fixture.buyerEmail, fixture.shipToA));
    const onA2 = await pricesSeen(await headersFor(t, fixture.buyerEmail, fixture.shipToA2));
    expect([...onA.keys()].sort()).toEqual([...GOODS_ON_LIST_A].sort());
    for (const sku of GOODS_ON_LIST_A) {
      const listA = await storedPrice(fixture.priceListA, sku);
      const listA2 = await storedPrice(fixture.priceListA2, sku);
      expect(onA.get(sku)).toEqual({
        sku,
        your_price: yourPriceCents(listA) / 100,
        your_price_tax: yourPriceTaxCents(listA) / 100,
        multi_deposit: listA.depositCents / 100,
      });
      expect(onA2.get(sku)?.your_price).toBe(yourPriceCents(listA2) / 100);
    }
    expect(onA.get('TST-IPA')?.your_price).not.toBe(onA2.get('TST-IPA')?.your_price);
  });

  it("never shows another price list's products or prices", async () => {
    const onA = await pricesSeen(await headersFor(t, fixture.buyerEmail, fixture.shipToA));
    const onB = await pricesSeen(await headersFor(t, fixture.strangerEmail, fixture.shipToB));
    expect(onA.has('TST-OFFLIST')).toBe(false);
    expect(onB.has('TST-OFFLIST')).toBe(true);
    const listB = await storedPrice(fixture.priceListB, 'TST-IPA');
    expect(onB.get('TST-IPA')?.your_price).toBe(yourPriceCents(listB) / 100);
    expect(onA.get('TST-IPA')?.your_price).not.toBe(onB.get('TST-IPA')?.your_price);
  });

  it.each([
    ['products', `query { products(currentPage: 1) { items { sku your_price } } }`],
    ['productDetail', `query { productDetail(sku: "TST-IPA") { your_price } }`],
    [
      'getProductAvaliablePackaging',
      `query { getProductAvaliablePackaging(sku: "TST-LAG-33") { your_price } }`,
    ],
  ])('%s refuses a crafted outletid of another customer with 403 and no data', async (_name, query) => {
    const headers = { ...(await signIn(t, fixture.buyerEmail)), outletid: fixture.shipToB };
    const response = await t.graphql(query, { headers });
    expect(response.status).toBe(403);
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(Object.values(response.data ?? {}).every((value) => value === null)).toBe(true);
  });

  it('refuses a call without a ship-to (403) and a visitor (401)', async () => {
    const query = `query { products(currentPage: 1) { total_count } }`;
    const withoutShipTo = await t.graphql(query, { headers: await signIn(t, fixture.buyerEmail) });
    expect(withoutShipTo.status).toBe(403);
    expect((await t.graphql(query, { headers: { outletid: fixture.shipToA } })).status).toBe(401);
  });

  it('pads a short ship-to id before checking it (spec 1 §4.4)', async () => {
    const headers = { ...(await signIn(t, fixture.buyerEmail)), outletid: String(Number(fixture.shipToA)) };
    const response = await t.graphql(`query { products(currentPage: 1) { total_count } }`, { headers });
    expect(response.status).toBe(200);
  });

  it('lists, sorts and filters by the current prices and products right after they change', async () => {
    const headers = await headersFor(t, fixture.strangerEmail, fixture.shipToB);
    const first = async () => [...(await pricesSeen(headers, { price: 'DESC' })).keys()][0];
    expect(await first()).toBe('TST-LAG-KEG');
    await t.db
      .update(prices)
      .set({ listPriceCents: 99_000 })
      .where(and(eq(prices.priceListId, fixture.priceListB), eq(prices.sku, 'TST-ACQ')));
    expect(await first()).toBe('TST-ACQ');
    await t.db
      .delete(prices)
      .where(and(eq(prices.priceListId, fixture.priceListB), eq(prices.sku, 'TST-ACQ')));
    expect(await first()).toBe('TST-LAG-KEG');
    expect((await pricesSeen(headers)).has('TST-ACQ')).toBe(false);
  });

  it('shows a new product and a renamed brand at once', async () => {
    const headers = await headersFor(t, fixture.strangerEmail, fixture.shipToB);
    const page = async () =>
      (
        await t.graphql<{
          products: {
            items: Array<{ sku: string }>;
            aggregations: Array<{ attribute_code: string; options: Array<{ label: string }> }>;
          };
        }>(
          `query { products(currentPage: 1, pageSize: 50, search: "fresca") { items { sku }
            aggregations { attribute_code options { label } } } }`,
          { headers },
        )
      ).data!.products;
    expect((await page()).items).toEqual([]);
    await t.db.insert(products).values({
      ...PRODUCT_DEFAULTS,
      sku: 'TST-NEW',
      name: 'Birra Fresca',
      catalogProductName: 'Fresca 24 x 33 cl',
      brandId: 'tst-serena',
      urlKey: 'tst-new',
      imageUrl: '/media/products/TST-NEW.svg',
      smallImageUrl: '/media/products/TST-NEW.svg',
      thumbnailUrl: '/media/products/TST-NEW.svg',
    });
    await t.db
      .insert(prices)
      .values({ priceListId: fixture.priceListB, sku: 'TST-NEW', listPriceCents: 1_000, vatRateBp: 2200 });
    expect((await page()).items).toEqual([{ sku: 'TST-NEW' }]);
    await t.db.update(brands).set({ name: 'Fonte Serena Nuova' }).where(eq(brands.id, 'tst-serena'));
    const brandFacet = (await page()).aggregations.find(
      (aggregation) => aggregation.attribute_code === 'brand',
    );
    expect(brandFacet?.options).toEqual([{ label: 'Fonte Serena Nuova' }]);
  });

  it('sorts by price exactly as the domain prices', async () => {
    const headers = await headersFor(t, fixture.buyerEmail, fixture.shipToA);
    const sorted = [...(await pricesSeen(headers, { price: 'ASC' })).values()];
    const expected = await Promise.all(
      sorted.map(async (item) => yourPriceCents(await storedPrice(fixture.priceListA, item.sku))),
    );
    expect(expected).toEqual([...expected].sort((a, b) => a - b));
  });
});
