import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import type { CatalogueCaller } from './catalogue.caller';
import { createCatalogueFixture, GOODS_ON_LIST_A, type CatalogueFixture } from './catalogue.fixtures';
import { createProductRowCache } from './catalogue.product-row-cache';
import type { ListingContext } from './catalogue.product-rows';

let t: TestApp;
let fixture: CatalogueFixture;
let caller: CatalogueCaller;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createCatalogueFixture(t.db, 'rowcache');
  const [buyer] = await t.db.select().from(users).where(eq(users.email, fixture.buyerEmail));
  caller = {
    userId: buyer!.id,
    shipToId: fixture.shipToA,
    customerType: 'OnPremise',
    lang: 'it',
    deliveryDate: null,
    onlyEmpties: false,
  };
});
afterAll(async () => t.close());

const contextOn = (priceListId: string, favourites: string[] = []): ListingContext => ({
  priceListId,
  timeZone: 'Europe/Rome',
  version: '1',
  favourites,
});

// DESIGN §1.2: a buyer never sees another price list's prices, cached rows included.
describe('the product rows kept between requests', () => {
  const skus = [...GOODS_ON_LIST_A].sort();

  it('answers the rows of the caller’s price list, in the order asked, with the caller’s favourites', async () => {
    const cache = createProductRowCache(t.db);
    const rows = await cache.rows(caller, contextOn(fixture.priceListA, [skus[1]!]), skus);
    expect(rows.map((row) => row.sku)).toEqual(skus);
    expect(rows.map((row) => row.favourite)).toEqual(skus.map((_, index) => index === 1));
    const again = await cache.rows(caller, contextOn(fixture.priceListA), [...skus].reverse());
    expect(again.map((row) => row.sku)).toEqual([...skus].reverse());
    expect(again.every((row) => !row.favourite)).toBe(true);
  });

  it('keeps nothing for a price list the ship-to has left since its context was read', async () => {
    const cache = createProductRowCache(t.db);
    // The context names list A2 while the ship-to is on list A: its rows must not be filed under A2.
    expect(await cache.rows(caller, contextOn(fixture.priceListA2), skus)).toEqual([]);
    expect(
      await cache.rows({ ...caller, shipToId: fixture.shipToA2 }, contextOn(fixture.priceListA2), skus),
    ).toHaveLength(skus.length);
  });
});
