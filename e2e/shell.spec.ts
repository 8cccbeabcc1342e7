import { expect, test } from './fixtures';

test.describe('anonymous visitor', () => {
  test('the home page shows the banners and a Join US button to become a partner (spec 1 §2.2)', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home | Spina');
    const banners = page.getByRole('region', { name: 'In evidenza' });
    await expect(banners.getByRole('img').first()).toBeVisible();
    await page.getByRole('link', { name: 'Join US' }).click();
    await expect(page).toHaveURL(/\/become-partner$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Diventa partner' })).toBeVisible();
  });

  test('an unknown path shows the 404 page (spec 1 §8)', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404: PAGINA NON TROVATA' })).toBeVisible();
    await expect(page).toHaveTitle('Pagina non trovata | Spina');
  });

  test('a protected route shows the 401 page (spec 1 §2.1)', async ({ page }) => {
    await page.goto('/orders/history');
    await expect(page.getByRole('heading', { name: '401: UNAUTHORIZED ACCESS' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Percorso di navigazione' })).toContainText(
      'Storico ordini',
    );
  });

  test('the language switch turns the portal into English and back (spec 1 §2.8)', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Tutti i diritti riservati');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    await footer.getByRole('button', { name: 'English' }).click();
    await expect(footer).toContainText('All rights reserved');
    await expect(footer.getByRole('link', { name: 'News and Articles' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('store')])).toEqual([
      'en',
      'LivePortal_IT_en',
    ]);

    // The choice is kept across visits.
    await page.reload();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Italiano' }).click();
    await expect(page.getByRole('contentinfo')).toContainText('Tutti i diritti riservati');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('a skip link leads keyboard users past the header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Join US' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Vai al contenuto' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('mobile (spec 1 §2.5, §9: width 768 px or less)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the bottom bar with login and menu, and hides the header menu', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Navigazione rapida' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Accedi' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeHidden();

    await bar.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'News' })).toBeVisible();
    await menu.getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('keeps the bottom bar away on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigazione rapida' })).toBeHidden();
  });
});
