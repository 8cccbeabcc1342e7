import type { Page } from '@playwright/test';
import { expect, scansDone, test } from './fixtures';
import { callAs, catalogueShipTos, presetBrowser, resetCart, signInQuickly } from './support/quick-session';
import { holdShipTo, releaseShipTos } from './support/ship-to-lock';

// Each journey has a cart of its own: onpremise@ works on its first ship-to, whose cart no journey fills (the
// cart journey fills its Empties Management one), franchisee@ is the only buyer whose cart is filled here, and
// the English journeys change nothing.
const CART_BUYER = 'franchisee@example.com';

/** The next Christmas Day the delivery window shows (a holiday in Italy, spec 2 §5). */
function nextChristmas(): { iso: string; label: string } {
  const today = new Date();
  const year =
    today.getUTCMonth() === 11 && today.getUTCDate() > 20
      ? today.getUTCFullYear() + 1
      : today.getUTCFullYear();
  return { iso: `${year}-12-25`, label: '25.12' };
}

const TEXTS = {
  it: { open: 'Apri il calendario', next: 'Mese successivo' },
  en: { open: 'Open the calendar', next: 'Next month' },
};

/** Opens the delivery calendar and moves month by month to `monthIso`'s month from the chosen date's. */
async function openCalendarAt(page: Page, monthIso: string, lang: 'it' | 'en' = 'it') {
  await page.getByRole('button', { name: TEXTS[lang].open }).click();
  const calendar = page.locator('[data-delivery-calendar]');
  await expect(calendar.locator('[data-mark]').first()).toBeVisible();
  const chosen = (await page.evaluate(() => localStorage.getItem('deliveryDate')))!;
  const steps =
    (Number(monthIso.slice(0, 4)) - Number(chosen.slice(0, 4))) * 12 +
    Number(monthIso.slice(5, 7)) -
    Number(chosen.slice(5, 7));
  for (let step = 0; step < steps; step += 1) {
    await calendar.getByRole('button', { name: TEXTS[lang].next }).click();
  }
  return calendar;
}

/** Puts one product in the buyer's open cart on the ship-to through the cart API, as another device would. */
async function fillCart(call: ReturnType<typeof callAs>) {
  const { createEmptyCart: cartId } = await call<{ createEmptyCart: string }>('mutation { createEmptyCart }');
  const { products } = await call<{ products: { items: Array<{ sku: string }> } }>(
    '{ products(currentPage: 1, pageSize: 10) { items { sku } } }',
  );
  for (const { sku } of products.items) {
    for (const item of [
      { sku, number_of_layer: 1 },
      { sku, quantity: 1 },
    ]) {
      const added = await call<{ addProductsToCart: { user_errors: unknown[] } }>(
        'mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { code } } }',
        { cartId, items: [item] },
      );
      if (added.addProductsToCart.user_errors.length === 0) return;
    }
  }
  throw new Error('no product could be added to the cart');
}

const storedDate = (page: Page) => page.evaluate(() => localStorage.getItem('deliveryDate'));

test.afterEach(() => releaseShipTos());

test.describe('delivery preferences (spec 1 §2.4, §4.5; spec 2 §4, §5)', () => {
  test('onpremise@ picks an order type and a date, the calendar says why a holiday cannot be chosen, then another ship-to', async ({
    page,
  }, testInfo) => {
    const token = await signInQuickly(page, 'onpremise@example.com');
    const shipTo = (await catalogueShipTos(page, token)).find((item) => !item.emptiesManagement)!;
    await resetCart(page, token, shipTo.id);
    await presetBrowser(page, { shipToId: shipTo.id });
    await page.goto('/cart');
    const bar = page.getByRole('region', { name: 'Le tue preferenze di consegna' });
    await expect(bar).toBeVisible();

    // The order type: the three beer order types of spec 2 §4 are offered.
    const orderType = bar.getByRole('combobox', { name: 'Tipo di ordine' });
    await expect(orderType).not.toHaveValue('');
    const listbox = page.getByRole('listbox');
    const enabled = listbox.locator('[role="option"]:not([data-combobox-disabled])');
    // The bar shows anew once the cart has loaded, which closes a list opened just before: opened until shown.
    await expect(async () => {
      if (!(await listbox.isVisible())) await orderType.click();
      await expect(enabled).toHaveText(['Ordine standard', 'Motrice', 'Bilico'], { timeout: 3_000 });
    }).toPass();
    await listbox.getByRole('option', { name: /^Bilico/ }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('shippingMethod')))
      .toBe('flatrate_flatrate');

    // The first available date is chosen for the new order type, shown as dd.MM.yyyy.
    const dateInput = bar.getByRole('textbox', { name: 'Data richiesta' });
    await expect(dateInput).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);

    // The calendar: Christmas is marked as a holiday and says why it cannot be chosen.
    const christmas = nextChristmas();
    const calendar = await openCalendarAt(page, christmas.iso);
    const holiday = calendar.getByRole('button', {
      name: new RegExp(`^${christmas.label.replace('.', '\\.')} non si può scegliere`),
    });
    await expect(holiday).toHaveAttribute('data-mark', 'holiday');
    await holiday.hover();
    await expect(calendar.getByTestId('day-reason')).toHaveText(/Festivo \(Natale\): nessuna consegna/);
    // Playwright will not click an aria-disabled day; a pointer can, and nothing is chosen.
    await holiday.click({ force: true });
    await expect(calendar).toBeVisible();
    expect(await storedDate(page)).not.toBe(christmas.iso);
    await page.screenshot({ path: testInfo.outputPath('delivery-calendar-desktop.png') });

    // A delivery day is chosen: stored for every call and shown in the field.
    const available = calendar.getByRole('button', { name: /è disponibile per la consegna$/ }).first();
    const label = (await available.getAttribute('aria-label'))!.slice(0, 5);
    await available.click();
    await expect(calendar).toBeHidden();
    await expect(dateInput).toHaveValue(new RegExp(`^${label.replace('.', '\\.')}\\.\\d{4}$`));
    const stored = (await storedDate(page))!;
    expect(`${stored.slice(8, 10)}.${stored.slice(5, 7)}`).toBe(label);

    // A typed date the calendar does not offer is refused with the spec's message (spec 1 §5).
    await dateInput.fill(`${christmas.label}.${christmas.iso.slice(0, 4)}`);
    await dateInput.press('Enter');
    await expect(
      bar.getByText('La spedizione non può essere ordinata. Scegli una data diversa.'),
    ).toBeVisible();
    expect(await storedDate(page)).toBe(stored);
    await page.screenshot({ path: testInfo.outputPath('delivery-bar-desktop.png') });

    // Another open ship-to: the current one is ticked, the suspended one is refused (spec 1 §4.4). A cart that
    // holds items would show its own order there, and other journeys fill that ship-to's cart: it is held, empty.
    const next = (await catalogueShipTos(page, token)).find((item) => item.id !== shipTo.id)!;
    await holdShipTo(next.id);
    await resetCart(page, token, next.id);
    await bar.getByRole('button', { name: /^Punto di consegna / }).click();
    const other = page
      .getByRole('menu')
      .locator('[role="menuitem"]:not([aria-current])')
      .filter({ hasNotText: 'Sospeso' })
      .first();
    await other.click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('shipToId'))).toBe(next.id);
    // A new ship-to starts from its default order type and first available date (spec 1 §4.4-§4.5).
    await expect(orderType).toHaveValue('Motrice');
    await expect(dateInput).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  test('changing the date with items in the cart asks to keep the order or start a new one', async ({
    page,
  }) => {
    const token = await signInQuickly(page, CART_BUYER);
    await page.goto('/cart');
    const bar = page.getByRole('region', { name: 'Le tue preferenze di consegna' });
    const dateInput = bar.getByRole('textbox', { name: 'Data richiesta' });
    await expect(dateInput).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    const shipToId = (await page.evaluate(() => localStorage.getItem('shipToId')))!;
    const call = callAs(page, token, shipToId);
    await fillCart(call);
    // Keeping the order restores the cart's own date (spec 2 §4 'continue'), which an earlier order may have set.
    const { customerCart: filled } = await call<{ customerCart: { delivery_date: string | null } }>(
      '{ customerCart { delivery_date } }',
    );
    const before = (await storedDate(page))!;
    const kept = filled.delivery_date ?? before;

    const pickAnotherDate = async () => {
      await bar.getByRole('button', { name: 'Apri il calendario' }).click();
      const calendar = page.locator('[data-delivery-calendar]');
      await calendar.getByRole('button', { name: 'Mese successivo' }).click();
      await calendar
        .getByRole('button', { name: /è disponibile per la consegna$/ })
        .nth(1)
        .click();
      return page.getByRole('dialog', { name: 'C’è un ordine in corso' });
    };

    // Keep the current order: nothing changes.
    const question = await pickAnotherDate();
    await question.getByRole('button', { name: 'Mantieni l’ordine attuale' }).click();
    await expect(question).toBeHidden();
    await expect.poll(() => storedDate(page)).toBe(kept);

    // Start a new order: the cart is emptied and the new date taken.
    await page.keyboard.press('Escape');
    const again = await pickAnotherDate();
    await again.getByRole('button', { name: 'Avvia un nuovo ordine' }).click();
    await expect.poll(() => storedDate(page)).not.toBe(kept);
    await expect
      .poll(async () => {
        const { customerCart } = await call<{ customerCart: { total_quantity: number } }>(
          '{ customerCart { total_quantity } }',
        );
        return customerCart.total_quantity;
      })
      .toBe(0);
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-GB' });

    test('on a laptop the bar folds to a one-line summary when the page scrolls down, and opens again by pointer, keyboard or scrolling up', async ({
      page,
    }, testInfo) => {
      await signInQuickly(page, 'pos@example.com', { lang: 'en' });
      // Thirteen cards: long enough to scroll, half the page (and axe scan) of the whole list's first page.
      await page.goto('/catalog/products?search=IPA');
      const header = page.getByRole('banner');
      const bar = page.getByRole('region', { name: 'Your delivery preferences' });
      const orderType = bar.getByRole('combobox', { name: 'Order type' });
      await expect(orderType).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      const unfolded = (await header.boundingBox())!.height;
      await scansDone(page);

      // Scrolled down: one line says the ship-to, order type and date; the sticky header gives the page room.
      await page.mouse.wheel(0, 1200);
      // Its name is what it shows (WCAG 2.5.3, label in name); aria-expanded says whether the choices are open.
      const summary = bar.getByRole('button', { name: /^Your delivery preferences/ });
      await expect(summary).toBeVisible();
      await expect(summary).toHaveAttribute('aria-expanded', 'false');
      await expect(summary).toContainText(/\d{2}\.\d{2}/);
      await expect(orderType).toBeHidden();
      expect((await header.boundingBox())!.height).toBeLessThan(unfolded);
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(48);
      await page.screenshot({ path: testInfo.outputPath('delivery-folded-desktop.png') });

      // A click opens the choices where the summary is.
      await summary.click();
      await expect(orderType).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('delivery-unfolded-desktop.png') });
      await expect(summary).toHaveAttribute('aria-expanded', 'true');
      await summary.click();
      await expect(orderType).toBeHidden();

      // The keyboard: the summary is a button that Enter opens and closes, and one that opens when Tab
      // reaches it, so a keyboard user never meets a choice hidden behind it.
      await page.keyboard.press('Enter');
      await expect(summary).toHaveAttribute('aria-expanded', 'true');
      await expect(orderType).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(orderType).toBeHidden();
      const menu = header.getByRole('navigation', { name: 'Main navigation' });
      // The last entry of the main navigation, the one before the bar in the tab order.
      await menu.getByRole('button', { name: 'Sustainability' }).focus();
      await page.keyboard.press('Tab');
      await expect(summary).toBeFocused();
      await expect(orderType).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('delivery-keyboard-desktop.png') });

      // Back at the top the whole bar is there again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar.getByRole('heading', { name: 'Your delivery preferences' })).toBeVisible();
      await expect(orderType).toBeVisible();
      await expect(summary).toBeHidden();
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the bar is a summary above the bottom bar that opens the choices, and the calendar says why', async ({
        page,
      }, testInfo) => {
        await signInQuickly(page, 'onpremise@example.com', { lang: 'en' });
        await page.goto('/catalog/favorites');
        const summary = page.getByRole('button', { name: /^Your delivery preferences/ });
        await expect(summary).toBeVisible();
        await expect(summary).toContainText(/\d{2}\.\d{2}/);
        await page.screenshot({ path: testInfo.outputPath('delivery-summary-mobile.png') });
        await summary.click();
        const drawer = page.getByRole('dialog', { name: 'Your delivery preferences' });
        await expect(drawer.getByRole('combobox', { name: 'Order type' })).toBeVisible();
        const christmas = nextChristmas();
        const calendar = await openCalendarAt(page, christmas.iso, 'en');
        const holiday = calendar.getByRole('button', { name: /^25\.12 cannot be chosen/ });
        await holiday.focus();
        await expect(calendar.getByTestId('day-reason')).toHaveText(/Holiday \(Natale\): no deliveries/);
        await page.screenshot({ path: testInfo.outputPath('delivery-calendar-mobile.png') });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
      });
    });
  });
});
