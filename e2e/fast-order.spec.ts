import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { emptyCart } from './support/cart';
import { apiToken, signIn } from './support/session';

/**
 * Fast Order and Save for later (issue 11 item 5; spec 2 §2 suggested-cart titled Fast Order, §3 Suggested cart,
 * §4 "the cart may be saved for later (clears basket items)"). pos@ is used: no other journey changes its cart.
 * The two journeys share that cart, so they run one after the other, each from an empty cart.
 */
const BUYER = 'pos@example.com';

test.describe.configure({ mode: 'serial' });

async function startEmpty(page: Page, request: APIRequestContext, language: 'it' | 'en') {
  await signIn(page, BUYER);
  if (language === 'en') await page.evaluate(() => localStorage.setItem('lang', 'en'));
  const shipToId = (await page.evaluate(() => localStorage.getItem('shipToId')))!;
  await emptyCart(request, BUYER, shipToId);
  return shipToId;
}

/** The names of the caller's saved orders on the ship-to, newest first, through the API. */
async function savedOrderNames(request: APIRequestContext, shipToId: string): Promise<string[]> {
  const headers = { authorization: `Bearer ${await apiToken(request, BUYER)}`, outletid: shipToId };
  const answer = await request.post('/graphql', {
    headers,
    data: { query: '{ getSaveOrderForLater { items { name } } }' },
  });
  const body = (await answer.json()) as {
    data: { getSaveOrderForLater: { items: Array<{ name: string }> } };
  };
  return body.data.getSaveOrderForLater.items.map((item) => item.name);
}

test.describe('Fast Order and Save for later (spec 2 §2-§4, issue 11 item 5)', () => {
  test('pos@ opens Fast Order, adds the usual order, finds it in the cart and saves the cart for later', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const shipToId = await startEmpty(page, request, 'it');
    await page.goto('/catalog/suggested-cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Ordine veloce' })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Il tuo ordine abituale' });
    await expect(panel.getByTestId('suggested-total')).toContainText('€', { timeout: 30_000 });
    const lines = panel.locator('[data-suggested-sku]');
    // The panel is read again when the delivery bar gives the new cart its date; its lines stay on screen meanwhile.
    await expect.poll(() => lines.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await page.screenshot({ path: testInfo.outputPath('fast-order-desktop-it.png'), fullPage: true });

    // The cart is empty, so the usual order goes in without a question; the summary lists what was added.
    await panel.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
    const summary = panel.getByTestId('suggested-result');
    await expect(summary).toContainText(/aggiunt[oi] al carrello/, { timeout: 30_000 });
    await page.screenshot({ path: testInfo.outputPath('fast-order-added-desktop-it.png'), fullPage: true });
    const addedNames = (await summary.getByRole('listitem').allTextContents()).map((text) =>
      text.replace(/:.*$/, ''),
    );
    expect(addedNames.length).toBeGreaterThan(0);

    await summary.getByRole('link', { name: 'Vai al carrello' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cartLines = page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem');
    await expect(cartLines.first()).toBeVisible({ timeout: 30_000 });
    for (const name of addedNames.slice(0, 3)) {
      await expect(page.getByRole('list', { name: 'Prodotti' })).toContainText(name);
    }

    // Save for later: a confirmation, then an empty cart and where to find the saved order.
    await page.getByRole('button', { name: 'Salva per dopo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Salvare il carrello per dopo?' });
    await dialog.getByRole('textbox', { name: /Nome/ }).fill('Ordine abituale e2e');
    await page.screenshot({ path: testInfo.outputPath('save-for-later-dialog-desktop-it.png') });
    await dialog.getByRole('button', { name: 'Salva e svuota il carrello' }).click();
    await expect(page.getByText('Il carrello è stato salvato per dopo')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Vai agli ordini salvati' })).toHaveAttribute(
      'href',
      '/orders/saved',
    );
    await expect(page.getByRole('heading', { name: 'Il carrello è vuoto' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('saved-for-later-desktop-it.png'), fullPage: true });
    await expect.poll(() => savedOrderNames(request, shipToId)).toContain('Ordine abituale e2e');
  });

  test.describe('on a phone, in English', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('adding the usual order to a cart that holds products asks first', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(240_000);
      await startEmpty(page, request, 'en');
      await page.goto('/catalog/suggested-cart');
      await expect(page.getByRole('heading', { level: 1, name: 'Fast Order' })).toBeVisible();
      const panel = page.getByRole('region', { name: 'Your usual order' });
      const addAll = panel.getByRole('button', { name: 'Add all to cart' });
      await expect(addAll).toBeEnabled({ timeout: 30_000 });
      await addAll.click();
      const summary = panel.getByTestId('suggested-result');
      await expect(summary).toContainText('added to the cart', { timeout: 30_000 });

      // Now the cart holds products: the second time asks before adding.
      await addAll.click();
      const dialog = page.getByRole('dialog', { name: 'Add the usual order to the cart?' });
      await expect(dialog).toContainText('Your cart already holds');
      await page.screenshot({ path: testInfo.outputPath('fast-order-confirm-phone-en.png') });
      await dialog.getByRole('button', { name: 'Add to the cart' }).click();
      await expect(dialog).toBeHidden();
      await expect(summary).toContainText('added to the cart', { timeout: 30_000 });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await page.screenshot({ path: testInfo.outputPath('fast-order-phone-en.png') });

      await page.goto('/cart');
      await page.getByRole('button', { name: 'Save for later' }).click();
      await page
        .getByRole('dialog', { name: 'Save the cart for later?' })
        .getByRole('button', { name: 'Save and empty the cart' })
        .click();
      await expect(page.getByText('The cart has been saved for later')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'The cart is Empty' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('saved-for-later-phone-en.png') });
    });
  });
});
