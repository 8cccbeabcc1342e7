import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onQuery } from '../../db/client';
import { prices, products } from '../../db/schema';
import { headersFor } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCatalogueFixture, type CatalogueFixture } from './catalogue.fixtures';

let t: TestApp;
let fixture: CatalogueFixture;
let headers: Record<string, string>;

const EXTRA = 60;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createCatalogueFixture(t.db, 'queries');
  // Enough products for a full page of 50, each related to two others.
  const skus = Array.from({ length: EXTRA }, (_, index) => `TST-BULK-${String(index).padStart(3, '0')}`);
  await t.db.insert(products).values(
    skus.map((sku, index) => ({
      sku,
      name: `Birra di serie ${index}`,
      catalogProductName: `Serie ${index} 24 x 33 cl`,
      brandId: 'tst-quercia',
      categoryId: 9011,
      packaging: 'bottle',
      productType: 'beer',
      volumeMl: 330,
      numberOfProductsOnLayer: 10,
      numberOfItemsOnPallet: 50,
      numberOfLayersPerPallet: 5,
      numberOfItemsInBox: 24,
      netWeightG: 7_920,
      grossWeightG: 14_500,
      urlKey: sku.toLowerCase(),
      imageUrl: `/media/products/${sku}.svg`,
      smallImageUrl: `/media/products/${sku}.svg`,
      thumbnailUrl: `/media/products/${sku}.svg`,
      mediaGallery: [`/media/products/${sku}.svg`],
      relatedSkus: [skus[(index + 1) % EXTRA]!, skus[(index + 2) % EXTRA]!],
      recommendedRank: 100 + index,
    })),
  );
  await t.db
    .insert(prices)
    .values(
      skus.map((sku) => ({ priceListId: fixture.priceListA, sku, listPriceCents: 2_000, vatRateBp: 2200 })),
    );
  headers = await headersFor(t, fixture.buyerEmail, fixture.shipToA);
});
afterAll(async () => t.close());

const PAGE = `query Page($pageSize: Int) {
  products(currentPage: 1, pageSize: $pageSize) {
    total_count
    items {
      sku name your_price your_price_tax favourites saleability { sellable } media_gallery { url }
      related_products { sku your_price }
    }
    aggregations { attribute_code options { value count } }
    page_info { total_pages }
  }
}`;

/** Runs the page query and returns how many SQL statements it took. */
async function queriesFor(pageSize: number): Promise<{ items: number; queries: number }> {
  const seen: string[] = [];
  const stop = onQuery(t.db, (query) => seen.push(query));
  try {
    const response = await t.graphql<{ products: { items: unknown[] } }>(PAGE, {
      variables: { pageSize },
      headers,
    });
    expect(response.errors).toBeUndefined();
    return { items: response.data!.products.items.length, queries: seen.length };
  } finally {
    stop();
  }
}

/** A catalogue change: every server-side memo of the catalogue starts again. */
async function changeCatalogue(): Promise<void> {
  await t.db.execute(sql`update catalogue_state set version = version + 1 where id = 1`);
}

describe('query count of a products page (DESIGN §1.5: few queries per request, no N+1)', () => {
  it('is the same for 5 and 50 items, related products included', async () => {
    await queriesFor(5); // warms the per-user caches of sign-in, so both runs below compare the same work
    await changeCatalogue();
    const small = await queriesFor(5);
    await changeCatalogue();
    const large = await queriesFor(50);
    expect(small.items).toBe(5);
    expect(large.items).toBe(50);
    expect(large.queries).toBe(small.queries);
    // The caller's context (price list, catalogue version, favourites), the listing index of the new version,
    // the page's products, their related products.
    expect(small.queries).toBe(4);
  });

  it('reads the rows of a page once per catalogue version', async () => {
    await changeCatalogue();
    const first = await queriesFor(50);
    const again = await queriesFor(50);
    // Again: the caller's context and the related products only; neither the index nor the page's rows.
    expect(again.items).toBe(50);
    expect(again.queries).toBe(first.queries - 2);
  });
});
