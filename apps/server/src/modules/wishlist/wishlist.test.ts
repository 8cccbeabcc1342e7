import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCallers, signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCatalogueFixture, type CatalogueFixture } from '../catalogue/catalogue.fixtures';

let t: TestApp;
let fixture: CatalogueFixture;
let onA: Record<string, string>;
let onA2: Record<string, string>;
let stranger: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createCatalogueFixture(t.db, 'wishlist');
  ({ onA, onA2, stranger } = await fixtureCallers(t, fixture));
});
afterAll(async () => t.close());

const WISHLIST_FIELDS = `id items_count items_v2 { shipto_item_count page_info { total_pages current_page page_size }
  items { id quantity product { uid sku favourites your_price } } }`;

type Wishlist = {
  id: string;
  items_count: number;
  items_v2: {
    shipto_item_count: number;
    page_info: { total_pages: number; current_page: number; page_size: number };
    items: Array<{
      id: string;
      quantity: number;
      product: { uid: string; sku: string; favourites: number; your_price: number };
    }>;
  };
};
type Output = { wishlist: Wishlist | null; user_errors: Array<{ code: string; message: string }> };

async function wishlistOf(headers: Record<string, string>, paging: Record<string, number> = {}) {
  const response = await t.graphql<{ customer: { wishlists: Wishlist[] } }>(
    `query Wishlists($currentPage: Int, $pageSize: Int) {
      customer { wishlists(currentPage: $currentPage, pageSize: $pageSize) { ${WISHLIST_FIELDS} } }
    }`,
    { headers, variables: paging },
  );
  expect(response.errors).toBeUndefined();
  expect(response.data?.customer.wishlists).toHaveLength(1);
  return response.data!.customer.wishlists[0]!;
}

async function add(
  headers: Record<string, string>,
  wishlistId: string,
  items: Array<{ sku: string; quantity: number }>,
) {
  const response = await t.graphql<{ addProductsToWishlist: Output }>(
    `mutation Add($id: ID!, $items: [WishlistItemInput!]!) {
      addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${WISHLIST_FIELDS} } user_errors { code message } }
    }`,
    { headers, variables: { id: wishlistId, items } },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.addProductsToWishlist;
}

async function remove(headers: Record<string, string>, wishlistId: string, ids: string[]) {
  const response = await t.graphql<{ removeProductsFromWishlist: Output }>(
    `mutation Remove($id: ID!, $ids: [ID!]!) {
      removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { wishlist { ${WISHLIST_FIELDS} } user_errors { code message } }
    }`,
    { headers, variables: { id: wishlistId, ids } },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.removeProductsFromWishlist;
}

async function favouriteFlags(headers: Record<string, string>, extra: Record<string, string> = {}) {
  const response = await t.graphql<{ products: { items: Array<{ sku: string; favourites: number }> } }>(
    `query { products(currentPage: 1, pageSize: 50) { items { sku favourites } } }`,
    { headers: { ...headers, ...extra } },
  );
  expect(response.errors).toBeUndefined();
  return Object.fromEntries(response.data!.products.items.map((item) => [item.sku, item.favourites]));
}

const skusOf = (wishlist: Wishlist | null) => wishlist?.items_v2.items.map((item) => item.product.sku).sort();

// spec 2 §4 Favourites: "adding or removing uses wishlist mutations; the product's favourites flag becomes 1 or 0".
describe('favourites (wishlist per user and ship-to)', () => {
  it('starts empty, then adds a product and flags it as a favourite on that ship-to only', async () => {
    const wishlist = await wishlistOf(onA);
    expect(wishlist).toMatchObject({ items_count: 0, items_v2: { shipto_item_count: 0, items: [] } });
    expect((await wishlistOf(onA)).id).toBe(wishlist.id);

    const added = await add(onA, wishlist.id, [{ sku: 'TST-IPA', quantity: 1 }]);
    expect(added.user_errors).toEqual([]);
    expect(added.wishlist?.items_v2.items).toMatchObject([
      {
        quantity: 1,
        product: { uid: Buffer.from('TST-IPA').toString('base64'), sku: 'TST-IPA', favourites: 1 },
      },
    ]);
    expect((await favouriteFlags(onA))['TST-IPA']).toBe(1);
    expect((await favouriteFlags(onA))['TST-SID']).toBe(0);
    // Another ship-to of the same buyer has its own wishlist.
    expect((await favouriteFlags(onA2))['TST-IPA']).toBe(0);
    expect((await wishlistOf(onA2)).id).not.toBe(wishlist.id);
  });

  it('flags a product in a list seen before the change, and unflags it after removal', async () => {
    // The rows of a products page are kept between requests (catalogue.product-row-cache); the flag must not be.
    expect((await favouriteFlags(onA))['TST-SID']).toBe(0);
    const wishlist = await wishlistOf(onA);
    const added = await add(onA, wishlist.id, [{ sku: 'TST-SID', quantity: 1 }]);
    expect((await favouriteFlags(onA))['TST-SID']).toBe(1);
    expect((await favouriteFlags(onA2))['TST-SID']).toBe(0);
    const item = added.wishlist!.items_v2.items.find((entry) => entry.product.sku === 'TST-SID')!;
    await remove(onA, wishlist.id, [item.id]);
    expect((await favouriteFlags(onA))['TST-SID']).toBe(0);
  });

  it('lists only favourites in products with the myfavourites header (spec 2 §7)', async () => {
    const wishlist = await wishlistOf(onA);
    await add(onA, wishlist.id, [{ sku: 'TST-SID', quantity: 1 }]);
    expect(Object.keys(await favouriteFlags(onA, { myfavourites: '1' })).sort()).toEqual([
      'TST-IPA',
      'TST-SID',
    ]);
    await remove(
      onA,
      wishlist.id,
      (await wishlistOf(onA)).items_v2.items
        .filter((item) => item.product.sku === 'TST-SID')
        .map((item) => item.id),
    );
  });

  it.each<[Array<{ sku: string; quantity: number }>, string, string]>([
    [[{ sku: 'NOPE-1', quantity: 1 }], 'PRODUCT_NOT_FOUND', 'The product NOPE-1 was not found.'],
    [[{ sku: 'TST-OFFLIST', quantity: 1 }], 'PRODUCT_NOT_FOUND', 'The product TST-OFFLIST was not found.'],
    // Spec 2 §7: a favourite is added with quantity 1; a huge count is never stored (hardening finding 9).
    ...[0, 2, 2147483647].map((quantity): [Array<{ sku: string; quantity: number }>, string, string] => [
      [{ sku: 'TST-ACQ', quantity }],
      'INVALID_QUANTITY',
      'The quantity of TST-ACQ must be 1.',
    ]),
    [[], 'NO_ITEMS', 'Name at least one item.'],
  ])('refuses %j as %s and changes nothing', async (items, code, message) => {
    const wishlist = await wishlistOf(onA);
    const before = skusOf(wishlist);
    // A valid item in the same call is not added either.
    const sent = items.length === 0 ? [] : [{ sku: 'TST-CAF', quantity: 1 }, ...items];
    const result = await add(onA, wishlist.id, sent);
    expect(result.user_errors).toEqual([{ code, message }]);
    expect(skusOf(result.wishlist)).toEqual(before);
    expect(skusOf(await wishlistOf(onA))).toEqual(before);
  });

  it("refuses another user's wishlist, another ship-to's and a made-up id, without revealing them", async () => {
    const theirs = await wishlistOf(stranger);
    const mineOnA2 = await wishlistOf(onA2);
    for (const id of [theirs.id, mineOnA2.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const result = await add(onA, id, [{ sku: 'TST-IPA', quantity: 1 }]);
      expect(result).toEqual({
        wishlist: null,
        user_errors: [{ code: 'WISHLIST_NOT_FOUND', message: 'The wishlist was not found.' }],
      });
    }
    expect((await wishlistOf(stranger)).items_count).toBe(0);
    expect((await wishlistOf(onA2)).items_count).toBe(0);
  });

  it("removes an item, and refuses an item that is not in the caller's wishlist", async () => {
    const strangerList = await wishlistOf(stranger);
    const theirItem = (await add(stranger, strangerList.id, [{ sku: 'TST-ACQ', quantity: 1 }])).wishlist!
      .items_v2.items[0]!;
    const mine = await wishlistOf(onA);
    await add(onA, mine.id, [{ sku: 'TST-ACQ', quantity: 1 }]);
    const current = await wishlistOf(onA);
    const acq = current.items_v2.items.find((item) => item.product.sku === 'TST-ACQ')!;
    expect(acq.quantity).toBe(1);

    const refused = await remove(onA, mine.id, [acq.id, theirItem.id]);
    expect(refused.user_errors).toEqual([
      { code: 'ITEM_NOT_FOUND', message: `The wishlist item ${theirItem.id} was not found.` },
    ]);
    expect(skusOf(refused.wishlist)).toContain('TST-ACQ');
    expect((await wishlistOf(stranger)).items_count).toBe(1);

    const removed = await remove(onA, mine.id, [acq.id]);
    expect(removed.user_errors).toEqual([]);
    expect(skusOf(removed.wishlist)).not.toContain('TST-ACQ');
    expect((await favouriteFlags(onA))['TST-ACQ']).toBe(0);
  });

  it('pages the items, 25 by default (spec 2 §9)', async () => {
    const wishlist = await wishlistOf(onA2);
    await add(
      onA2,
      wishlist.id,
      ['TST-LAG-33', 'TST-LAG-66', 'TST-CAF'].map((sku) => ({ sku, quantity: 1 })),
    );
    expect((await wishlistOf(onA2)).items_v2.page_info).toEqual({
      total_pages: 1,
      current_page: 1,
      page_size: 25,
    });
    const first = await wishlistOf(onA2, { currentPage: 1, pageSize: 2 });
    const second = await wishlistOf(onA2, { currentPage: 2, pageSize: 2 });
    expect(first.items_v2.shipto_item_count).toBe(3);
    expect(first.items_v2.items).toHaveLength(2);
    expect(second.items_v2.items).toHaveLength(1);
    expect(new Set([...skusOf(first)!, ...skusOf(second)!]).size).toBe(3);
    // Prices are those of the wishlist's ship-to (price list A2).
    expect(first.items_v2.items.every((item) => item.product.your_price > 0)).toBe(true);
  });

  it('needs the Catalogue permission on the ship-to, and a signed-in user', async () => {
    const query = `query { customer { wishlists { id } } }`;
    const foreign = await t.graphql(query, {
      headers: { ...(await signIn(t, fixture.buyerEmail)), outletid: fixture.shipToB },
    });
    expect(foreign.status).toBe(403);
    expect((await t.graphql(query, { headers: {} })).status).toBe(401);
  });
});
