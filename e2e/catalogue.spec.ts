import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { emptyCart } from './support/cart';

const PASSWORD = 'Spina-Demo-2026!';
const BUYER = 'onpremise@example.com';

/** Signs in through the login page (Italian, the default language) and waits until it is left. */
async function signIn(page: Page, email = BUYER): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A euro price as the portal shows it (spec 2 §9: it-IT), from the API's euros. */
const euro = (value: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(value);

/** Reads '1.234,50 €' back as 1234.5. */
const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/**
 * How long a list may take to show its next sort or page. Beside a build loop the sorted list has shown after
 * 20 s, twice in two sessions (its end state read right each time); the answer itself takes milliseconds on a
 * quiet machine, so that is the machine. The journey's own 2 minutes still bound it.
 */
const LIST_SETTLES = { timeout: 60_000 };

/**
 * The price without tax of every card shown, in order, once they read as `expected` says. The cards may show
 * before their prices (the first available date the delivery bar picks re-scopes the list), and a list keeps
 * showing its previous cards while it loads the next sort or page, so prices read at once may be the old list's.
 */
async function cardPrices(
  page: Page,
  expected: (prices: number[]) => boolean = (prices) => prices.length > 0,
): Promise<number[]> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('deliveryDate'))).not.toBeNull();
  let prices: number[] = [];
  await expect.poll(async () => expected((prices = await shownPrices(page))), LIST_SETTLES).toBe(true);
  return prices;
}

/** The prices the cards show now, without waiting: for polling while the list may still reload. */
async function shownPrices(page: Page): Promise<number[]> {
  const section = page.getByRole('region', { name: 'Prodotti trovati' });
  const texts = await section.getByRole('article').locator('p', { hasText: 'IVA esclusa' }).allTextContents();
  return texts.map(euros);
}

const isAscending = (values: number[]) =>
  values.every((value, index) => index === 0 || value >= values[index - 1]!);

/** Calls the GraphQL API as the buyer on a ship-to, as the portal does. */
async function asBuyer<T>(request: APIRequestContext, shipToId: string, query: string, variables = {}) {
  const signInAnswer = await request.post('/graphql', {
    data: {
      query: `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
      variables: { email: BUYER, password: PASSWORD },
    },
  });
  const token = ((await signInAnswer.json()) as { data: { generateCustomerToken: { token: string } } }).data
    .generateCustomerToken.token;
  const answer = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, outletid: shipToId, lang: 'it' },
    data: { query, variables },
  });
  return ((await answer.json()) as { data: T }).data;
}

/** The checkbox of a facet's option, whatever its count: 'Birra Chiarà (35)'. */
const option = (scope: Page | Locator, label: string) =>
  scope.getByRole('checkbox', { name: new RegExp(`^${label} \\(\\d+\\)$`) });

test.describe('catalogue (spec 2 §2)', () => {
  test('sort by price, page 2, filter by brand and packaging, open a product, mark it favourite and remove it', async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page);
    await page.goto('/catalog/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Prodotti' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^\d+ prodotti$/ })).toBeVisible();

    // Sort by price: cheapest first on page 1, and page 2 goes on from there.
    await page.getByRole('combobox', { name: 'Ordina per' }).selectOption({ label: 'Prezzo' });
    await expect(page).toHaveURL(/sort=price/);
    await expect(page.getByRole('region', { name: 'Prodotti trovati' })).not.toHaveAttribute(
      'aria-busy',
      'true',
      LIST_SETTLES,
    );
    const first = await cardPrices(page, (prices) => prices.length === 25 && isAscending(prices));
    await page.screenshot({ path: testInfo.outputPath('products-desktop.png') });
    const pager = page.getByRole('navigation', { name: 'Pagine di prodotti' });
    await pager.getByRole('button', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.getByText(/^Pagina 2 di \d+$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prodotti trovati' })).not.toHaveAttribute(
      'aria-busy',
      'true',
      LIST_SETTLES,
    );
    await cardPrices(page, (second) => isAscending(second) && second[0]! >= first.at(-1)!);

    // Filter by brand and packaging: back to page 1, chips for both, every card a bottle.
    // Under a heavy load a click right after paging was once not kept, for a cause not yet found: the option is
    // ticked until it shows ticked.
    await expect(async () => {
      if (!(await option(page, 'Birra Chiarà').isChecked())) await option(page, 'Birra Chiarà').click();
      await expect(option(page, 'Birra Chiarà')).toBeChecked({ timeout: 5_000 });
    }).toPass();
    await expect(page).toHaveURL(/brand=chiara/);
    await expect(page).not.toHaveURL(/page=2/);
    await option(page, 'Bottiglia').click();
    await expect(option(page, 'Bottiglia')).toBeChecked();
    await expect(page).toHaveURL(/brand=chiara&filter_packaging=bottle/);
    const chips = page.getByRole('group', { name: 'Filtri applicati' });
    await expect(
      chips.getByRole('button', { name: 'Rimuovi il filtro Marchio: Birra Chiarà' }),
    ).toBeVisible();
    await expect(
      chips.getByRole('button', { name: 'Rimuovi il filtro Confezione: Bottiglia' }),
    ).toBeVisible();
    const cards = page.getByRole('region', { name: 'Prodotti trovati' }).getByRole('article');
    await expect(cards.first()).toContainText('Birra Chiarà');
    // The list shows its previous cards until the filtered ones come.
    await expect
      .poll(async () => (await cards.allTextContents()).every((text) => text.includes('Bottiglia ·')))
      .toBe(true);
    await cardPrices(page, isAscending);

    // Back takes the packaging filter away again; forward brings it back.
    await page.goBack();
    await expect(page).not.toHaveURL(/filter_packaging/);
    await expect(option(page, 'Bottiglia')).not.toBeChecked();
    await page.goForward();
    await expect(option(page, 'Bottiglia')).toBeChecked();

    // The product page: prices and logistic data as the server has them for this ship-to.
    const name = (await cards.first().getByRole('heading').textContent())!;
    await cards.first().getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/catalog\/\d+$/);
    const sku = page.url().split('/').pop()!;
    const shipToId = (await page.evaluate(() => localStorage.getItem('shipToId')))!;
    const { productDetail } = await asBuyer<{
      productDetail: {
        your_price: number;
        your_price_tax: number;
        number_of_items_in_box: number;
        ean: string;
      };
    }>(
      request,
      shipToId,
      `query ($sku: String!) { productDetail(sku: $sku) { your_price your_price_tax number_of_items_in_box ean } }`,
      { sku },
    );
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`${euro(productDetail.your_price)} IVA esclusa`)).toBeVisible();
    await expect(page.getByText(`${euro(productDetail.your_price_tax)} IVA inclusa`).first()).toBeVisible();
    const logistics = page.getByRole('table', { name: 'Dati logistici' });
    await expect(logistics.getByRole('row', { name: /Unità per cartone/ })).toContainText(
      String(productDetail.number_of_items_in_box),
    );
    await expect(logistics.getByRole('row', { name: /EAN \(cartone\)/ })).toContainText(productDetail.ean);
    for (const label of [
      'Cartoni per pallet',
      'Peso lordo',
      'Dimensioni del pallet',
      'Ettolitri per pallet',
    ]) {
      await expect(logistics.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
    }
    await page.screenshot({ path: testInfo.outputPath('product-desktop.png'), fullPage: true });

    // Favourite: the toggle and the header count change, and the product is on /catalog/favorites.
    const header = page.getByRole('banner');
    const countBefore = Number(
      (await header.getByRole('link', { name: /^Preferiti: \d+$/ }).getAttribute('aria-label'))!.split(
        ': ',
      )[1],
    );
    // The product page's toggle is named by the words it shows (WCAG 2.5.3); the page's heading names the product.
    const toggle = page.getByRole('main').getByRole('button', { name: 'Aggiungi ai preferiti', exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Nei tuoi preferiti', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(header.getByRole('link', { name: `Preferiti: ${countBefore + 1}` })).toBeVisible();
    await header.getByRole('link', { name: `Preferiti: ${countBefore + 1}` }).click();
    await expect(page).toHaveURL(/\/catalog\/favorites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Preferiti' })).toBeVisible();
    const favourite = page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
    await expect(favourite).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('favourites-desktop.png') });
    await favourite.getByRole('button', { name: `Rimuovi ${name} dai preferiti` }).click();
    await expect(favourite).toHaveCount(0);
    await expect(header.getByRole('link', { name: `Preferiti: ${countBefore}` })).toBeVisible();
  });

  // Issue 8 finding 12: the footer's category links opened every product, without a filter chip.
  test('the footer’s category links land on the list filtered by that category (spec 1 §2.8)', async ({
    page,
  }) => {
    await signIn(page);
    // The footer is on every page: each link is followed from the list the previous one opened.
    for (const category of ['Birre', 'Bibite e acque', 'Sidri']) {
      await page.getByRole('contentinfo').getByRole('link', { name: category, exact: true }).click();
      await expect(page).toHaveURL(/\/catalog\/products\?category_id=\d+$/);
      const products = page.getByRole('region', { name: 'Prodotti trovati' });
      await expect(products.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
      const chips = page.getByRole('group', { name: 'Filtri applicati' });
      await expect(
        chips.getByRole('button', { name: `Rimuovi il filtro Categoria: ${category}` }),
      ).toBeVisible();
    }
  });

  test('an unknown product reads "not found" with the way back', async ({ page }) => {
    await signIn(page);
    await page.goto('/catalog/NON-ESISTE');
    await expect(page.getByRole('heading', { name: 'Prodotto non trovato' })).toBeVisible();
    await page.getByRole('link', { name: 'Torna al catalogo' }).first().click();
    await expect(page).toHaveURL(/\/catalog\/products$/);
  });

  test('Fast Order shows the products screen with the ship-to’s usual products', async ({ page }) => {
    await signIn(page);
    await page.goto('/catalog/suggested-cart');
    // The frame's title of the route (spec 2 §2 'titled Fast Order', in Italian 'Ordine veloce').
    await expect(page.getByRole('heading', { level: 1, name: 'Ordine veloce' })).toBeVisible();
    await expect(page).toHaveTitle('Ordine veloce | Spina');
    await expect(
      page.getByRole('region', { name: 'Prodotti trovati' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ordina per' })).toBeVisible();
  });

  test('the home page carousel shows recommended products and moves a page at a time (spec 1 §4.8)', async ({
    page,
  }, testInfo) => {
    await signIn(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Prodotti consigliati' });
    await expect(carousel.getByRole('article').first()).toBeVisible();
    // spec 1 §9: 4 products from 768 px.
    await expect(carousel.getByText(/^Pagina 1 di \d+$/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('home-desktop.png'), fullPage: true });
    // The delivery bar picks the first available date a moment after sign-in, which asks for the recommendations
    // again; the carousel keeps its page meanwhile, but a click made while its script is still starting can be
    // lost under load, so the move is made again until it holds.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('deliveryDate'))).not.toBeNull();
    await expect(async () => {
      await carousel.getByRole('button', { name: 'Prodotti successivi' }).click();
      await expect(carousel.getByText(/^Pagina 2 di \d+$/)).toBeVisible({ timeout: 5_000 });
    }).toPass(LIST_SETTLES);
  });
});

test.describe('catalogue on a phone (spec 1 §9: 390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters in a drawer, the product page and favourites at 390 px', async ({ page }, testInfo) => {
    await signIn(page);
    await page.goto('/catalog/products');
    await expect(page.getByRole('complementary', { name: 'Filtri' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filtri', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtri' });
    await expect(drawer).toBeVisible();
    await option(drawer, 'Fusto').click();
    await expect(option(drawer, 'Fusto')).toBeChecked();
    await expect(page).toHaveURL(/filter_packaging=keg/);
    await page.screenshot({ path: testInfo.outputPath('filter-drawer-mobile.png') });
    await drawer.getByRole('button', { name: /^Mostra \d+ prodott[oi]$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtri (1)' })).toBeVisible();
    // The list keeps showing its previous cards while the filtered ones load.
    const cards = page.getByRole('region', { name: 'Prodotti trovati' }).getByRole('article');
    await expect
      .poll(async () => {
        const texts = await cards.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('Fusto ·'));
      }, LIST_SETTLES)
      .toBe(true);
    await page.screenshot({ path: testInfo.outputPath('products-mobile.png') });

    const name = (await cards.first().getByRole('heading').textContent())!;
    await cards.first().getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Dati logistici' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('product-mobile.png'), fullPage: true });
    await page.getByRole('link', { name: 'Torna al catalogo' }).click();
    await expect(page).toHaveURL(/\/catalog\/products\?filter_packaging=keg$/);

    await page
      .getByRole('navigation', { name: 'Navigazione rapida' })
      .getByRole('link', { name: /^Preferiti/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Preferiti' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('favourites-mobile.png') });
  });
});

test.describe('prices per ship-to (spec 1 §4.4, spec 2 §7 outletid)', () => {
  test("shows the current ship-to's prices and reloads them for the ship-to chosen", async ({
    page,
    request,
  }) => {
    await signIn(page);
    await emptyCart(request, BUYER, (await page.evaluate(() => localStorage.getItem('shipToId')))!);
    await page.reload();
    const listFor = async (shipToId: string) =>
      (
        await asBuyer<{ products: { items: Array<{ sku: string; your_price: number }> } }>(
          request,
          shipToId,
          `{ products(currentPage: 1, sort: { catalog_product_name: ASC }) { items { sku your_price } } }`,
        )
      ).products.items;

    // The list may load twice (the delivery bar's first available date re-scopes it): prices are polled.
    const firstShipTo = (await page.evaluate(() => localStorage.getItem('shipToId')))!;
    const expectedFirst = await listFor(firstShipTo);
    await page.goto('/catalog/products?sort=a-z');
    await expect
      .poll(async () => (await shownPrices(page)).slice(0, 5))
      .toEqual(expectedFirst.slice(0, 5).map((item) => item.your_price));

    // Another ship-to of the buyer (not the suspended one): the list is asked again for it.
    const selector = page.getByRole('banner').getByRole('button', { name: /^Punto di consegna / });
    await selector.click();
    await page
      .getByRole('menu')
      .locator('[role="menuitem"]:not([aria-current])')
      .filter({ hasNotText: 'Sospeso' })
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('shipToId'))).not.toBe(firstShipTo);
    const secondShipTo = (await page.evaluate(() => localStorage.getItem('shipToId')))!;
    const expectedSecond = await listFor(secondShipTo);
    // The buyer's two open ship-tos buy on different price lists (seed: Lungomare on the key-account list).
    expect(expectedSecond.slice(0, 5).map((item) => item.sku)).toEqual(
      expectedFirst.slice(0, 5).map((item) => item.sku),
    );
    expect(expectedSecond.slice(0, 5).map((item) => item.your_price)).not.toEqual(
      expectedFirst.slice(0, 5).map((item) => item.your_price),
    );
    await expect
      .poll(async () => (await shownPrices(page)).slice(0, 5))
      .toEqual(expectedSecond.slice(0, 5).map((item) => item.your_price));
  });
});
