import { expect, test } from './fixtures';
import { signIn } from './support/session';

test.describe('customer service acting as a customer user (DESIGN §6)', () => {
  test('staff find a customer, act as them with a visible banner, and stop', async ({ page }) => {
    await signIn(page, 'staff@example.com');
    await expect(page).toHaveURL(/\/staff\/act-as$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agisci come cliente' })).toBeVisible();

    await page.getByLabel(/^E-mail, nome o azienda/).fill('Al Portico');
    const row = page.getByRole('listitem').filter({ hasText: 'onpremise@example.com' });
    await row.getByRole('button', { name: 'Agisci come Marco Bellini' }).click();

    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('region', { name: 'Stai agendo come un utente cliente' });
    await expect(banner).toContainText('Stai agendo come Marco Bellini (servizio clienti)');
    await expect(
      page
        .getByRole('navigation', { name: 'Navigazione principale' })
        .getByRole('link', { name: 'Crea un ordine' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Punto di consegna / })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('impersonatedUser'))).not.toBeNull();

    // Staff pages are closed while acting: the session is the customer's.
    await page.goto('/staff/act-as');
    await expect(page).toHaveURL(/\/error403$/);

    await banner.getByRole('button', { name: 'Interrompi' }).click();
    await expect(page).toHaveURL(/\/staff\/act-as$/);
    await expect(page.getByRole('region', { name: 'Stai agendo come un utente cliente' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Carrello: / })).toHaveCount(0);
  });

  test('a customer user cannot open the staff page', async ({ page }) => {
    await signIn(page, 'wholesaler@example.com');
    await page.goto('/staff/act-as');
    await expect(page).toHaveURL(/\/error403$/);
  });
});
