import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyerApi, shipTosOf } from './support/checkout';
import { signInQuickly } from './support/quick-session';
import { holdShipTo, releaseShipTos } from './support/ship-to-lock';

/**
 * Saved orders (issue 12 item 2; spec 2 §2 saved-orders, §3 Saved order, §4 re-order and order-in-progress,
 * §8 'Re-order cannot proceed, some items not available'): onpremise@ finds a saved order that holds a
 * discontinued product through the list, opens it, re-orders it and sees that product reported by sku, name
 * and quantity; then deletes a saved order after confirming. Desktop in Italian, phone in English.
 *
 * The demo data seeds onpremise@'s saved order with a discontinued product; it is found here through the list
 * (getSaveOrderForLater, getSaveOrderDetails, productDetail), never by a fixed id. A saved order re-ordered
 * with some products added leaves the list, so each journey needs one of its own unless the seeded one holds
 * only discontinued products (nothing is added, the saved order stays).
 */
const BUYER = 'onpremise@example.com';

test.afterEach(() => releaseShipTos());

type Call = Awaited<ReturnType<typeof buyerApi>>;
type SavedLine = { sku: string; name: string; quantity: number };
type Found = {
  shipToId: string;
  id: string;
  name: string | null;
  lines: SavedLine[];
  discontinued: SavedLine[];
};

const LIST = `query ($page: Int) { getSaveOrderForLater(currentPage: $page, pageSize: 50) {
  total_count items { id name } } }`;
const DETAILS = 'query ($id: ID!) { getSaveOrderDetails(id: $id) { items { sku name quantity } } }';
const PRODUCT =
  'query ($sku: String!) { productDetail(sku: $sku) { sku saleability { sellable disabled_from disabled_to } } }';

type Product = {
  saleability: { sellable: boolean; disabled_from: string | null; disabled_to: string | null };
};

/** No longer in the buyer's catalogue, or no longer sellable at all (not merely closed for a few days). */
const isDiscontinued = (product: Product | null) =>
  product === null ||
  (!product.saleability.sellable && !product.saleability.disabled_from && !product.saleability.disabled_to);

async function savedOrdersOf(call: Call): Promise<Array<{ id: string; name: string | null }>> {
  const all: Array<{ id: string; name: string | null }> = [];
  for (let page = 1; ; page++) {
    const { getSaveOrderForLater } = await call<{
      getSaveOrderForLater: { total_count: number; items: Array<{ id: string; name: string | null }> };
    }>(LIST, { page });
    all.push(...getSaveOrderForLater.items);
    if (all.length >= getSaveOrderForLater.total_count || getSaveOrderForLater.items.length === 0) return all;
  }
}

/**
 * onpremise@'s active saved order that holds a discontinued product, on any ship-to where it may order and read
 * its orders: one with only discontinued products first (re-ordering it changes nothing, so every journey can).
 */
async function savedOrderWithDiscontinuedProduct(request: APIRequestContext): Promise<Found> {
  const found: Found[] = [];
  const holds = (shipTo: Awaited<ReturnType<typeof shipTosOf>>[number], section: string) =>
    shipTo.rpDetails.some((role) => role.permission.split(',').some((item) => item.trim() === section));
  const shipTos = (await shipTosOf(request, BUYER)).filter(
    (shipTo) =>
      shipTo.shipToStatus !== 'SUSPENDED' && holds(shipTo, 'Catalogue') && holds(shipTo, 'My Orders'),
  );
  for (const shipTo of shipTos) {
    const call = await buyerApi(request, BUYER, shipTo.shipToId);
    for (const order of await savedOrdersOf(call)) {
      const { getSaveOrderDetails } = await call<{ getSaveOrderDetails: { items: SavedLine[] } }>(DETAILS, {
        id: order.id,
      });
      const discontinued: SavedLine[] = [];
      for (const line of getSaveOrderDetails.items) {
        const { productDetail } = await call<{ productDetail: Product | null }>(PRODUCT, { sku: line.sku });
        if (isDiscontinued(productDetail)) discontinued.push(line);
      }
      if (discontinued.length > 0)
        found.push({ shipToId: shipTo.shipToId, ...order, lines: getSaveOrderDetails.items, discontinued });
    }
  }
  const best = found.find((order) => order.discontinued.length === order.lines.length) ?? found[0];
  if (!best)
    throw new Error(
      `${BUYER} has no active saved order holding a discontinued product: the demo data seeds one per journey of this file that re-orders it`,
    );
  return best;
}

/** Empties the cart, then, when asked, puts one product in it, so that a re-order asks first (spec 2 §4). */
async function prepareCart(call: Call, withProduct: boolean): Promise<string> {
  const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
  await call('mutation ($id: String!) { removeAllCartItems(cart_id: $id) { __typename } }', {
    id: customerCart.id,
  });
  if (withProduct) await addSomeProduct(call, customerCart.id);
  return customerCart.id;
}

/** Adds one layer of the first product of the catalogue's first page that takes it. */
async function addSomeProduct(call: Call, cartId: string): Promise<void> {
  const { products } = await call<{ products: { items: Array<{ sku: string }> } }>(
    '{ products(currentPage: 1, pageSize: 25) { items { sku } } }',
  );
  for (const { sku } of products.items) {
    const { addProductsToCart } = await call<{ addProductsToCart: { user_errors: unknown[] } }>(
      'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, number_of_layer: 1 }]) { user_errors { code } } }',
      { id: cartId, sku },
    );
    if (addProductsToCart.user_errors.length === 0) return;
  }
  throw new Error('no product of the first catalogue page could be added to the cart');
}

/** The buyer's cart saved for later under `name`, through the API (spec 2 §7 addSaveOrderForLater). */
async function saveCartForLater(call: Call, cartId: string, name: string): Promise<void> {
  const { addSaveOrderForLater } = await call<{
    addSaveOrderForLater: { saved_order: { id: string } | null; user_errors: unknown[] };
  }>(
    'mutation ($id: String!, $name: String) { addSaveOrderForLater(cart_id: $id, name: $name) { saved_order { id } user_errors { code message } } }',
    { id: cartId, name },
  );
  if (!addSaveOrderForLater.saved_order)
    throw new Error(`the cart could not be saved: ${JSON.stringify(addSaveOrderForLater.user_errors)}`);
}

const IT = {
  title: 'Ordini salvati',
  name: 'Nome',
  apply: 'Applica i filtri',
  details: /^Dettagli di /,
  next: 'Pagina successiva',
  code: (sku: string) => `Codice ${sku}`,
  reorder: 'Riordina',
  conflict: 'Hai un ordine in corso',
  continue: /^Continua: aggiungi al mio carrello/,
  failedItems: 'Non aggiunti al carrello',
  cannotProceed: 'Impossibile ripetere l’ordine, alcuni articoli non sono disponibili',
  toCart: 'Vai al carrello',
  deleteOf: (name: string) => `Elimina ${name}`,
  deleteTitle: 'Eliminare questo ordine salvato?',
  confirmDelete: 'Elimina',
  deleted: 'L’ordine salvato è stato eliminato.',
  noMatch: 'Nessun ordine salvato corrisponde a questi filtri.',
};
type Words = typeof IT;
const EN: Words = {
  title: 'Saved orders',
  name: 'Name',
  apply: 'Apply filters',
  details: /^Details of /,
  next: 'Next page',
  code: (sku) => `Code ${sku}`,
  reorder: 'Re-order',
  conflict: 'You have an order in progress',
  continue: /^Continue: add to my cart/,
  failedItems: 'Not added to the cart',
  cannotProceed: 'Re-order cannot proceed, some items not available',
  toCart: 'Go to the cart',
  deleteOf: (name) => `Delete ${name}`,
  deleteTitle: 'Delete this saved order?',
  confirmDelete: 'Delete',
  deleted: 'The saved order has been deleted.',
  noMatch: 'No saved order matches these filters.',
};

/** The saved order's row (table) or card (phone) in the list: filtered by its name, else found page by page. */
async function rowOf(page: Page, words: Words, order: { id: string; name: string | null }): Promise<Locator> {
  const main = page.getByRole('main');
  const row = main.locator(`[data-saved-order-id="${order.id}"]`);
  if (order.name) {
    await main.getByRole('textbox', { name: words.name, exact: true }).fill(order.name);
    await main.getByRole('button', { name: words.apply }).click();
    await expect(row).toBeVisible({ timeout: 30_000 });
    return row;
  }
  for (;;) {
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    if (await row.isVisible()) return row;
    const next = main.getByRole('button', { name: words.next });
    if (!(await next.isVisible()) || (await next.isDisabled()))
      throw new Error('the saved order is not in the list');
    await next.click();
  }
}

async function fitsThePhone(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test.describe('saved orders (spec 2 §2-§4, §8; issue 12 item 2)', () => {
  test.describe.configure({ mode: 'serial' });

  for (const [language, words, viewport, cartHoldsProducts] of [
    ['it', IT, { width: 1280, height: 800 }, false],
    ['en', EN, { width: 390, height: 844 }, true],
  ] as const) {
    test(`onpremise@ re-orders a saved order with a discontinued product, sees it reported, and deletes a saved order (${language}, ${viewport.width} px)`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(240_000);
      const tag = `${language}-${viewport.width}`;
      const phone = viewport.width <= 390;
      await page.setViewportSize(viewport);
      const found = await savedOrderWithDiscontinuedProduct(request);
      // Re-order fills this ship-to's cart, which other journeys of onpremise@ fill too: one at a time.
      await holdShipTo(found.shipToId);
      const call = await buyerApi(request, BUYER, found.shipToId);
      await prepareCart(call, cartHoldsProducts);
      await signInQuickly(page, BUYER, { shipToId: found.shipToId, lang: language });

      await page.goto('/orders/saved');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: words.title })).toBeVisible({
        timeout: 30_000,
      });
      await expect(main.getByTestId(phone ? 'saved-orders-cards' : 'saved-orders-table')).toBeVisible({
        timeout: 30_000,
      });
      if (phone) await fitsThePhone(page);
      await page.screenshot({ path: testInfo.outputPath(`saved-orders-list-${tag}.png`), fullPage: true });

      // The details: deep-linkable, with every line by its code.
      const row = await rowOf(page, words, found);
      await row.getByRole('link', { name: words.details }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]order=${found.id}`));
      const details = main.getByTestId('saved-order-details');
      await expect(details).toBeVisible({ timeout: 30_000 });
      for (const line of found.lines) await expect(details).toContainText(words.code(line.sku));
      if (phone) await fitsThePhone(page);
      await page.screenshot({ path: testInfo.outputPath(`saved-order-details-${tag}.png`), fullPage: true });

      // Re-order: a cart that holds products asks first (spec 2 §4 order-in-progress); continue adds to it.
      await details.getByRole('button', { name: words.reorder, exact: true }).click();
      if (cartHoldsProducts) {
        const dialog = page.getByRole('dialog', { name: words.conflict });
        await expect(dialog).toBeVisible({ timeout: 30_000 });
        await page.screenshot({ path: testInfo.outputPath(`saved-order-question-${tag}.png`) });
        await dialog.getByRole('button', { name: words.continue }).click();
        await expect(dialog).toBeHidden();
      }
      const outcome = main.getByTestId('saved-order-outcome');
      await expect(outcome).toBeVisible({ timeout: 30_000 });
      const failed = outcome.getByRole('table', { name: words.failedItems });
      for (const line of found.discontinued) {
        const cells = failed.getByRole('row').filter({ hasText: line.sku }).first().getByRole('cell');
        await expect(cells.nth(0)).toHaveText(line.sku);
        await expect(cells.nth(1)).toHaveText(line.name);
        await expect(cells.nth(2)).toHaveText(String(line.quantity));
      }
      if (found.discontinued.length === found.lines.length) {
        await expect(outcome).toContainText(words.cannotProceed);
        await expect(outcome.getByRole('link', { name: words.toCart })).toHaveCount(0);
      } else {
        await expect(outcome.getByRole('link', { name: words.toCart })).toHaveAttribute('href', '/cart');
      }
      if (phone) await fitsThePhone(page);
      await page.screenshot({
        path: testInfo.outputPath(`saved-order-reordered-${tag}.png`),
        fullPage: true,
      });

      // Delete a saved order of the journey's own, after confirming.
      const name = `E2E ${tag} ${Date.now() % 1_000_000}`;
      const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
      await addSomeProduct(call, customerCart.id);
      await saveCartForLater(call, customerCart.id, name);
      await page.goto('/orders/saved');
      const mine = await rowOf(page, words, { id: await idOf(call, name), name });
      await mine.getByRole('button', { name: words.deleteOf(name) }).click();
      const dialog = page.getByRole('dialog', { name: words.deleteTitle });
      await expect(dialog).toContainText(name);
      await page.screenshot({ path: testInfo.outputPath(`saved-order-delete-${tag}.png`) });
      await dialog.getByRole('button', { name: words.confirmDelete, exact: true }).click();
      await expect(main.getByTestId('saved-order-outcome')).toContainText(words.deleted, { timeout: 30_000 });
      await expect(mine).toHaveCount(0);
      await expect(main.getByText(words.noMatch)).toBeVisible();
      expect((await savedOrdersOf(call)).map((order) => order.name)).not.toContain(name);
      await page.screenshot({ path: testInfo.outputPath(`saved-order-deleted-${tag}.png`), fullPage: true });
    });
  }
});

/** The id of the buyer's saved order named `name`, read from the list. */
async function idOf(call: Call, name: string): Promise<string> {
  const order = (await savedOrdersOf(call)).find((item) => item.name === name);
  if (!order) throw new Error(`no saved order named ${name}`);
  return order.id;
}
