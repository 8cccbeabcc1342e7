import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PASSWORD = 'Spina-Demo-2026!';

/** Signs in through the login page (Italian, the default language) and waits until it is left. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens the overlay from the header's search box and returns it with its search field. */
async function openFromHeader(page: Page): Promise<{ dialog: Locator; input: Locator }> {
  await page.getByRole('button', { name: 'Cerca prodotti, materiali, news…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cerca' });
  const input = dialog.getByRole('searchbox');
  await expect(input).toBeFocused();
  return { dialog, input };
}

test.describe('search overlay in the header (spec 1 §2.6, §4.6)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'onpremise@example.com');
  });

  test("'lagr' finds lager products, and a product opens its page", async ({ page }, testInfo) => {
    const { dialog, input } = await openFromHeader(page);
    await expect(dialog.getByText('Nessuna ricerca recente')).toBeVisible();
    const products = dialog.getByRole('region', { name: 'Prodotti' });
    await expect(products.getByRole('link')).toHaveCount(4);
    await expect(products.getByRole('link').first()).toContainText('Il tuo prezzo');
    await page.screenshot({ path: testInfo.outputPath('header-default-view.png') });

    await input.fill('lagr');
    await input.press('Enter');
    const tab = dialog.getByRole('tab', { name: /^Prodotti \(\d+\)$/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = dialog.getByRole('tabpanel');
    const found = panel.getByRole('link', { name: /lager/i });
    await expect(found.first()).toBeVisible();
    expect(await panel.getByRole('link').count()).toBeLessThanOrEqual(5);
    await expect(panel.getByRole('link', { name: 'Tutti i risultati di questa sezione' })).toHaveAttribute(
      'href',
      '/catalog/products?search=lagr',
    );
    await page.screenshot({ path: testInfo.outputPath('header-tabs-view.png') });

    // Results are reachable from the field by keyboard.
    await input.press('ArrowDown');
    await expect(tab).toBeFocused();

    const href = await found.first().getAttribute('href');
    expect(href).toMatch(/^\/catalog\/[^/]+$/);
    const name = await found.first().locator('p').first().textContent();
    await found.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  });

  test("'caffe' finds a 'caffè' product once typing pauses", async ({ page }) => {
    const { dialog, input } = await openFromHeader(page);
    await input.pressSequentially('caffe');
    // No Enter: the header waits 2 s after the last keystroke (spec 1 §4.6).
    const products = dialog.getByRole('tabpanel');
    await expect(products.getByRole('link', { name: /Caffè/ }).first()).toBeVisible({ timeout: 6000 });
    await expect(products.locator('mark').first()).toHaveText(/^caff[eè]$/i);
  });

  test("a term without results shows 'No Result Found'", async ({ page }) => {
    const { dialog, input } = await openFromHeader(page);
    await input.fill('qxzqwv');
    await input.press('Enter');
    await expect(dialog.getByText('Nessun risultato trovato')).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveCount(0);
  });

  test('recent searches show the terms searched, newest first, and search them again', async ({
    page,
  }, testInfo) => {
    const { dialog, input } = await openFromHeader(page);
    for (const term of ['pilsner', 'ambrata']) {
      await input.fill(term);
      await input.press('Enter');
      await expect(dialog.getByRole('tab').first()).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cerca prodotti, materiali, news…' })).toBeFocused();

    const reopened = await openFromHeader(page);
    await expect(reopened.input).toHaveValue('');
    const recent = reopened.dialog.getByRole('region', { name: 'Ricerche recenti' });
    await expect(recent.getByRole('button')).toHaveText(['ambrata', 'pilsner']);
    // The default view shows what the latest term finds.
    await expect(
      reopened.dialog.getByRole('region', { name: 'Prodotti' }).getByRole('link').first(),
    ).toContainText(/ambrata/i);
    await page.screenshot({ path: testInfo.outputPath('header-recent-searches.png') });
    await recent.getByRole('button', { name: 'Cerca di nuovo “pilsner”' }).click();
    await expect(reopened.input).toHaveValue('pilsner');
    await expect(reopened.dialog.getByRole('tab').first()).toBeVisible();

    // The backdrop closes it too.
    await page.mouse.click(10, 790);
    await expect(reopened.dialog).toBeHidden();
  });
});

test.describe('search overlay on mobile (spec 1 §2.5, §2.6: 768 px or less)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens full screen from the bottom bar, searches and closes', async ({ page }, testInfo) => {
    await signIn(page, 'onpremise@example.com');
    const bar = page.getByRole('navigation', { name: 'Navigazione rapida' });
    await bar.getByRole('button', { name: 'Cerca' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerca' });
    const input = dialog.getByRole('searchbox');
    await expect(input).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    await expect(dialog.getByRole('group', { name: 'Prodotti trovati' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('mobile-default-view.png') });

    await input.pressSequentially('lager');
    await expect(dialog.getByRole('tab', { name: /^Prodotti \(\d+\)$/ })).toBeVisible();
    await expect(dialog.getByRole('tabpanel').getByRole('link', { name: /lager/i }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('mobile-tabs-view.png') });

    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Cerca' })).toBeFocused();
  });
});

test.describe('search overlay for visitors (spec 1 §6: public news only)', () => {
  test('finds public articles only', async ({ page }) => {
    await page.goto('/news');
    const { dialog, input } = await openFromHeader(page);
    await expect(dialog.getByRole('region', { name: 'Prodotti' })).toHaveCount(0);
    await input.fill('caffe');
    await input.press('Enter');
    await expect(dialog.getByRole('tab')).toHaveText([/^News e articoli \(\d+\)$/]);
    await expect(dialog.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/news\//);
  });
});
