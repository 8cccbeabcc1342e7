import { expect, test } from './fixtures';
import { signIn } from './support/session';

test.describe('ship-to choice (spec 1 §4.4)', () => {
  test('onpremise@ picking the SUSPENDED ship-to sees the block, and another one is kept across a reload', async ({
    page,
  }) => {
    await signIn(page, 'onpremise@example.com');
    const header = page.getByRole('banner');
    const selector = header.getByRole('button', { name: /^Punto di consegna / });
    const initial = (await selector.textContent())!;
    const initialId = await page.evaluate(() => localStorage.getItem('shipToId'));
    expect(initialId).toMatch(/^\d{10}$/);

    await selector.click();
    const list = page.getByRole('menu');
    const suspended = list.getByRole('menuitem').filter({ hasText: 'Sospeso' });
    await expect(suspended).toHaveCount(1);
    await suspended.click();
    await expect(page.getByRole('alert')).toHaveText('Punto di consegna sospeso - Selezionane un altro');
    await expect(selector).toHaveText(initial);
    expect(await page.evaluate(() => localStorage.getItem('shipToId'))).toBe(initialId);
    await page.getByRole('alert').getByRole('button', { name: 'Chiudi' }).click();

    await selector.click();
    // Another ship-to: neither the current one (aria-current) nor the suspended one.
    const other = list.locator('[role="menuitem"]:not([aria-current])').filter({ hasNotText: 'Sospeso' });
    const otherName = (await other.first().locator('p').first().textContent())!;
    await other.first().click();
    await expect(selector).toHaveAccessibleName(`Punto di consegna ${otherName}`);
    const chosenId = await page.evaluate(() => localStorage.getItem('shipToId'));
    expect(chosenId).not.toBe(initialId);

    await page.reload();
    await expect(header.getByRole('button', { name: `Punto di consegna ${otherName}` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('shipToId'))).toBe(chosenId);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the bottom bar offers the ship-tos, and the suspended one is blocked', async ({ page }) => {
      await signIn(page, 'onpremise@example.com');
      const strip = page.getByRole('button', { name: /^Punto di consegna / }).last();
      await strip.click();
      const drawer = page.getByRole('dialog', { name: 'Scegli il punto di consegna' });
      await drawer.getByRole('button').filter({ hasText: 'Sospeso' }).click();
      await expect(page.getByRole('alert')).toHaveText('Punto di consegna sospeso - Selezionane un altro');
    });
  });
});
