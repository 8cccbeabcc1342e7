import type { Page } from '@playwright/test';
import { expect, scansDone, test } from './fixtures';
import { callAs, catalogueShipTos, presetBrowser, resetCart, signInQuickly } from './support/quick-session';
import { holdShipTo, releaseShipTos } from './support/ship-to-lock';

// Issue 16 part 3 (decision 0038): the installed portal opens with the network cut, says so, keeps the catalogue
// and the buyer's cart readable, and sends no cart change while offline. The only journey with the service
// worker on (the others block it, e2e/playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
test.afterEach(() => releaseShipTos());

const BUYER = 'onpremise@example.com';
// A narrowed list (decision 0020): every page is scanned with axe, and a long list makes each scan long.
const LIST = '/catalog/products?search=Weiss';
/** Long enough for a page on the shared two-core machine while another journey's axe scans run. */
const SLOW = { timeout: 30_000 };

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

type Call = ReturnType<typeof callAs>;
type Buyer = { call: Call; token: string; shipToId: string };

/**
 * Signs the buyer in on their Empties Management ship-to, held for this journey (the cart journey fills the same
 * cart, decision 0020), with one line of two layers in its cart.
 */
async function startWithOneLine(page: Page): Promise<Buyer> {
  const token = await signInQuickly(page, BUYER);
  const shipTos = await catalogueShipTos(page, token);
  const shipTo = shipTos.find((item) => item.emptiesManagement) ?? shipTos[0]!;
  await holdShipTo(shipTo.id);
  await resetCart(page, token, shipTo.id);
  const call = callAs(page, token, shipTo.id);
  const { products } = await call<{ products: { items: Array<{ sku: string }> } }>(
    'query ($search: String) { products(search: $search, currentPage: 1, pageSize: 1) { items { sku } } }',
    { search: 'Weiss' },
  );
  const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
  const { addProductsToCart } = await call<{ addProductsToCart: { user_errors: unknown[] } }>(
    'mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } } }',
    { id: customerCart.id, items: [{ sku: products.items[0]!.sku, number_of_layer: 2 }] },
  );
  expect(addProductsToCart.user_errors).toEqual([]);
  await presetBrowser(page, { shipToId: shipTo.id });
  return { call, token, shipToId: shipTo.id };
}

/** The layers of each line of the buyer's cart, as the server holds it. */
async function layersOnServer(call: Call): Promise<number[]> {
  const { customerCart } = await call<{ customerCart: { items: Array<{ number_of_layer: number }> } }>(
    '{ customerCart { items { number_of_layer } } }',
  );
  return customerCart.items.map((item) => item.number_of_layer);
}

/** The product cards of the list. */
const cards = (page: Page) => page.getByRole('region', { name: 'Prodotti trovati' }).getByRole('article');

/** The cart page's lines. */
const lines = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Prodotti' });

/** Waits until the portal's service worker controls the page: from now on it answers the page's requests. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The GraphQL mutations the page sends from now on. */
function watchMutations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const { query } = request.postDataJSON() as { query?: string };
    if (query && /^\s*mutation\b/.test(query)) sent.push(query);
  });
  return sent;
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`offline, ${name}`, () => {
    test.use({ viewport });

    test('the installed portal opens with the network cut, says so, shows the catalogue and the cart as last loaded and sends no change', async ({
      page,
      context,
    }, testInfo) => {
      // Five pages, each scanned with axe, on a shared two-core machine; the ship-to may be held by another journey.
      test.setTimeout(300_000);
      const buyer = await startWithOneLine(page);
      await page.goto(LIST);
      await expect(cards(page).first()).toBeVisible(SLOW);
      await serviceWorkerInControl(page);

      // The buyer comes back: the pages now come from the service worker, and what they read is kept on the way.
      await page.goto('/cart');
      await expect(lines(page).getByRole('textbox', { name: /^Strati di / })).toHaveValue('2', SLOW);
      await page.goto(LIST);
      await expect(cards(page).first()).toBeVisible(SLOW);
      const shownOnline = await cards(page).count();
      const mutations = watchMutations(page);
      // The scans of the pages so far are done first: the offline pages get the machine to themselves.
      await scansDone(page);

      // The signal drops: the page opens all the same, says it is offline and shows the list as last loaded.
      await context.setOffline(true);
      await page.reload();
      const status = page.getByRole('status').filter({ hasText: 'Sei offline.' });
      await expect(status).toBeVisible();
      await expect(status).toContainText('per modificare il carrello e ordinare serve la connessione');
      await expect(cards(page)).toHaveCount(shownOnline);
      // The network is cut for the service worker too: what it never kept cannot be had.
      const unkept = await page.evaluate(() =>
        fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        }).then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(unkept).toBe('failed');
      await page.screenshot({ path: testInfo.outputPath(`offline-list-${name}.png`) });

      // The cart opens too, as last loaded; a change to it is refused in sight, and nothing is sent.
      await scansDone(page);
      await page.goto('/cart');
      await expect(status).toBeVisible(SLOW);
      const layers = lines(page).getByRole('textbox', { name: /^Strati di / });
      await expect(layers).toHaveValue('2', SLOW);
      await layers.fill('3');
      await layers.press('Enter');
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Nessuna connessione: il carrello non è stato modificato.' }),
      ).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`offline-cart-${name}.png`), fullPage: true });

      // The connection comes back: the notice goes, and no change went out by itself (a change held back would
      // leave at the online event, before the round trip below).
      await context.setOffline(false);
      await expect(status).toBeHidden();
      expect(await page.evaluate(() => fetch('/readyz').then((response) => response.status))).toBe(200);
      expect(mutations).toEqual([]);
      expect(await layersOnServer(buyer.call)).toEqual([2]);
      // The cart is left empty, as the journeys of this buyer expect to find it.
      await resetCart(page, buyer.token, buyer.shipToId);
    });
  });
}
