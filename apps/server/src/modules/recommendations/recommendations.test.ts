import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createShipTo } from '../../test/identity-fixtures';
import { createCatalogueFixture, createOrder, type CatalogueFixture } from '../catalogue/catalogue.fixtures';
import { affinitiesStale, refreshProductAffinities } from './affinities';

let t: TestApp;
let fixture: CatalogueFixture;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createCatalogueFixture(t.db, 'reco');
  const { shipToA, companyA, shipToB, companyB } = fixture;
  // This ship-to's own habits: the lager with the IPA twice, with the stout once.
  await createOrder(t.db, { shipToId: shipToA, companyId: companyA, skus: ['TST-LAG-33', 'TST-IPA'] });
  await createOrder(t.db, {
    shipToId: shipToA,
    companyId: companyA,
    skus: ['TST-LAG-33', 'TST-IPA', 'TST-ZQCR'],
  });
  await createOrder(t.db, {
    shipToId: shipToA,
    companyId: companyA,
    skus: ['TST-LAG-33', 'TST-CAF', 'TST-DIS'],
  });
  // Another On Premise customer buys the lager with the cider.
  for (let i = 0; i < 3; i++) {
    await createOrder(t.db, { shipToId: shipToB, companyId: companyB, skus: ['TST-LAG-33', 'TST-SID'] });
  }
  // A wholesaler buys it with water more often, but is another customer type.
  const depot = await createShipTo(t.db, companyB, { customerType: 'WHSL' });
  for (let i = 0; i < 5; i++) {
    await createOrder(t.db, { shipToId: depot, companyId: companyB, skus: ['TST-LAG-33', 'TST-ACQ'] });
  }
  // Another ship-to of the same type buys the cider with a beer that is not sold in June.
  for (let i = 0; i < 2; i++) {
    await createOrder(t.db, {
      shipToId: fixture.shipToA2,
      companyId: companyA,
      skus: ['TST-SID', 'TST-WIN'],
    });
  }
  // Too old to count (history window: 12 months).
  await createOrder(t.db, {
    shipToId: shipToA,
    companyId: companyA,
    skus: ['TST-LAG-33', 'TST-WIN'],
    daysAgo: 500,
  });
  expect(await affinitiesStale(t.db)).toBe(true);
  const refresh = await refreshProductAffinities(t.db);
  expect(refresh.refreshed).toBe(true);
  // The demo history counts too; the old order does not.
  expect(refresh.orders).toBeGreaterThanOrEqual(13);
  expect(await affinitiesStale(t.db)).toBe(false);
  headers = await headersFor(t, fixture.buyerEmail, fixture.shipToA);
});
afterAll(async () => t.close());

const RECOMMEND = `query Recommend($shipTo: String!, $selectedItem: String, $cartItems: [String!]) {
  recommendItems(shipTo: $shipTo, selectedItem: $selectedItem, cartItems: $cartItems) {
    recItems { productId Priority sku name your_price your_price_tax small_image { url } saleability { sellable } product { sku brand } }
  }
}`;

type RecItem = { productId: string; Priority: number; your_price: number; product: { sku: string } };

async function recommend(variables: Record<string, unknown>, extra: Record<string, string> = {}) {
  const response = await t.graphql<{ recommendItems: { recItems: RecItem[] } }>(RECOMMEND, {
    variables: { shipTo: fixture.shipToA, ...variables },
    headers: { ...headers, ...extra },
  });
  expect(response.errors).toBeUndefined();
  return response.data!.recommendItems.recItems;
}

// spec 2 §7: recommendItems (shipTo, selectedItem, cartItems) returning recItems sorted by Priority ascending.
describe('recommendItems', () => {
  it('ranks own co-purchases first, then those of the same customer type, then everyone', async () => {
    const items = await recommend({ selectedItem: 'TST-LAG-33' });
    expect(items.map((item) => item.productId)).toEqual([
      'TST-IPA',
      'TST-CAF',
      'TST-SID',
      'TST-ACQ',
      'TST-WIN',
    ]);
    expect(items.map((item) => item.Priority)).toEqual([1, 2, 3, 4, 5]);
    expect(items[0]).toMatchObject({ your_price: 37.5, product: { sku: 'TST-IPA' } });
  });

  it('leaves out the items in the cart, empties and products that are not sellable', async () => {
    const items = await recommend({ selectedItem: 'TST-LAG-33', cartItems: ['TST-IPA'] });
    const skus = items.map((item) => item.productId);
    expect(skus[0]).toBe('TST-CAF');
    for (const left of ['TST-IPA', 'TST-LAG-33', 'TST-ZQCR', 'TST-DIS']) expect(skus).not.toContain(left);
  });

  it('leaves out products not sellable on the delivery date', async () => {
    const inJune = await recommend({ selectedItem: 'TST-SID' }, { datepopup: '2026-06-15' });
    expect(inJune.map((item) => item.productId)).not.toContain('TST-WIN');
    const inJuly = await recommend({ selectedItem: 'TST-SID' }, { datepopup: '2026-07-15' });
    expect(inJuly.map((item) => item.productId)).toContain('TST-WIN');
  });

  it('recommends what this ship-to and its peers buy most when nothing is selected (homepage)', async () => {
    const items = await recommend({});
    expect(items[0]?.productId).toBe('TST-LAG-33');
    expect(items.map((item) => item.productId)).toEqual(
      expect.arrayContaining(['TST-IPA', 'TST-SID', 'TST-CAF']),
    );
    expect(items.map((item) => item.productId)).not.toContain('TST-ACQ');
  });

  it('needs Product Recommendation on the ship-to of the outletid header (spec 2 §6)', async () => {
    const withoutPermission = await t.graphql(RECOMMEND, {
      variables: { shipTo: fixture.shipToNoReco, selectedItem: 'TST-LAG-33' },
      headers: await headersFor(t, fixture.buyerEmail, fixture.shipToNoReco),
    });
    expect(withoutPermission.status).toBe(403);
    const otherShipTo = await t.graphql(RECOMMEND, {
      variables: { shipTo: fixture.shipToB, selectedItem: 'TST-LAG-33' },
      headers,
    });
    expect(otherShipTo.status).toBe(403);
    const foreign = await t.graphql(RECOMMEND, {
      variables: { shipTo: fixture.shipToB },
      headers: { ...(await signIn(t, fixture.buyerEmail)), outletid: fixture.shipToB },
    });
    expect(foreign.status).toBe(403);
  });

  it('takes the ship-to id unpadded', async () => {
    const items = await recommend({ shipTo: String(Number(fixture.shipToA)), selectedItem: 'TST-LAG-33' });
    expect(items[0]?.productId).toBe('TST-IPA');
  });
});
