import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyerApi, shipTosOf } from './support/checkout';
import { addOtherLine, cartSkus, clearCart, placeBeerAndEmpties, readOrder } from './support/orders';
import { signIn } from './support/session';
import { holdShipTo, releaseShipTos } from './support/ship-to-lock';

// onpremise@'s Empties Management ship-to, whose cart checkout.spec.ts and cart.spec.ts fill too: held below.
const BUYER = 'onpremise@example.com';

test.afterEach(() => releaseShipTos());

type Words = {
  title: string;
  showFilters: string;
  orderNumber: string;
  search: string;
  clear: string;
  deliveryStatus: string;
  detail: (number: string) => string;
  reorder: string;
  choiceTitle: string;
  startNew: RegExp;
  inCart: (number: string) => string;
  toCart: string;
  cancel: string;
  confirmCancel: (number: string) => string;
  linkedTooCancelled: (number: string) => string;
  cancelYes: string;
  cancelledMessage: string;
  cancelledNumbers: (beer: string, empties: string) => string;
  cancelled: string;
  cancelledWhy: string;
};

const IT: Words = {
  title: 'Storico ordini',
  showFilters: 'Mostra i filtri',
  orderNumber: 'Numero ordine',
  search: 'Cerca',
  clear: 'Azzera i filtri',
  deliveryStatus: 'Stato della consegna',
  detail: (number) => `Ordine ${number}`,
  reorder: 'Riordina',
  choiceTitle: 'Hai un ordine in corso',
  startNew: /^Nuovo ordine: svuota il carrello/,
  inCart: (number) => `L’ordine ${number} è nel carrello`,
  toCart: 'Vai al carrello',
  cancel: 'Annulla ordine',
  confirmCancel: (number) => `Annullare l’ordine ${number}?`,
  linkedTooCancelled: (number) => `Anche l’ordine collegato ${number} sarà annullato.`,
  cancelYes: 'Sì, annullalo',
  cancelledMessage: 'Il tuo ordine di birra e il relativo ordine dei vuoti sono stati annullati.',
  cancelledNumbers: (beer, empties) => `Annullati: ${beer}, ${empties}`,
  cancelled: 'ANNULLATO',
  cancelledWhy: 'Questo ordine è stato annullato.',
};

const EN: Words = {
  title: 'Order history',
  showFilters: 'Show filters',
  orderNumber: 'Order number',
  search: 'Search',
  clear: 'Clear filters',
  deliveryStatus: 'Delivery status',
  detail: (number) => `Order ${number}`,
  reorder: 'Re-order',
  choiceTitle: 'You have an order in progress',
  startNew: /^Start new: empty my cart/,
  inCart: (number) => `Order ${number} is in your cart`,
  toCart: 'Go to the cart',
  cancel: 'Cancel order',
  confirmCancel: (number) => `Cancel order ${number}?`,
  linkedTooCancelled: (number) => `Its linked order ${number} will be cancelled with it.`,
  cancelYes: 'Yes, cancel it',
  cancelledMessage: 'Your beer order and associated empty order have been cancelled.',
  cancelledNumbers: (beer, empties) => `Cancelled: ${beer}, ${empties}`,
  cancelled: 'CANCELLED',
  cancelledWhy: 'This order has been cancelled.',
};

/** Signs in on the ship-to in the language and opens the order history. */
async function openHistory(page: Page, shipToId: string, language: 'it' | 'en', words: Words) {
  await signIn(page, BUYER);
  await page.evaluate(
    ({ id, lang }) => {
      localStorage.setItem('shipToId', id);
      localStorage.setItem('lang', lang);
    },
    { id: shipToId, lang: language },
  );
  await page.goto('/orders/history');
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible({ timeout: 30_000 });
}

/** On a phone the filters fold away: opens them when they are folded. */
async function filtersOpen(page: Page, words: Words) {
  const toggle = page.getByRole('main').getByRole('button', { name: words.showFilters });
  if (await toggle.isVisible()) await toggle.click();
}

/** The history's row (table row or card) of an order. */
const rowOf = (page: Page, orderNumber: string) =>
  page.getByRole('main').locator(`[data-testid="order-row"][data-order="${orderNumber}"]`);

/** Finds the order by its number, then by its delivery status, each time in the list and in the address. */
async function findOrder(
  page: Page,
  words: Words,
  orderNumber: string,
  status: string,
  shot: (name: string) => Promise<void>,
) {
  const main = page.getByRole('main');
  await filtersOpen(page, words);
  await main.getByLabel(words.orderNumber, { exact: true }).fill(orderNumber);
  await main.getByRole('button', { name: words.search }).click();
  await expect(page).toHaveURL(new RegExp(`orderNumber=${orderNumber}`));
  await expect(main.getByTestId('order-row')).toHaveCount(1, { timeout: 15_000 });
  await expect(rowOf(page, orderNumber)).toBeVisible();
  await shot('1-by-number');

  await filtersOpen(page, words);
  await main.getByRole('button', { name: words.clear }).first().click();
  await expect(page).not.toHaveURL(/orderNumber=/);
  await filtersOpen(page, words);
  await main.getByLabel(words.deliveryStatus).selectOption(status);
  await expect(page).toHaveURL(
    new RegExp(`deliveryStatus=${encodeURIComponent(status).replace(/%20/g, '(\\+|%20)')}`),
  );
  // Newest first: the fresh order heads the list of its status; every row shown has that status.
  await expect(rowOf(page, orderNumber)).toBeVisible({ timeout: 15_000 });
  // The list shows the rows of every status until the filtered ones come.
  await expect
    .poll(async () => {
      const statuses = await main
        .getByTestId('order-row')
        .evaluateAll((rows) =>
          rows.map((row) => row.querySelector('[data-status]')?.getAttribute('data-status')),
        );
      return [...new Set(statuses)];
    })
    .toEqual([status]);
  await shot('2-by-status');
}

test.describe('order history, re-order and cancel (spec 2 §2, §4, §8; issue 12)', () => {
  test.describe.configure({ mode: 'serial' });

  for (const [language, words, viewport] of [
    ['it', IT, { width: 1280, height: 800 }],
    ['en', EN, { width: 390, height: 844 }],
  ] as const) {
    test(`onpremise@ finds a fresh order by number and status, re-orders it into a full cart starting new, and cancels it with its empties order (${language}, ${viewport.width} px)`, async ({
      page,
      request,
    }, testInfo: TestInfo) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const tag = `${language}-${viewport.width}`;
      const shot = async (name: string) => {
        await page.screenshot({ path: testInfo.outputPath(`${name}-${tag}.png`), fullPage: true });
      };

      const shipTos = await shipTosOf(request, BUYER);
      const open = shipTos.filter((entry) => entry.shipToStatus !== 'SUSPENDED');
      const shipToId = (open[1] ?? open[0]!).shipToId;
      await holdShipTo(shipToId);
      const call = await buyerApi(request, BUYER, shipToId);
      const placed = await placeBeerAndEmpties(call, shipToId);
      const fresh = await readOrder(call, placed.beer);
      const orderSkus = [...new Set(fresh.items.map((item) => item.product_sku))];
      // The cart holds a line the order does not: 'start new' must remove it (spec 2 §4 order-in-progress).
      const heldBefore = await addOtherLine(call, orderSkus);

      await openHistory(page, shipToId, language, words);
      await findOrder(page, words, placed.beer, fresh.status, shot);

      // Opens the order from the list.
      await rowOf(page, placed.beer).getByRole('link', { name: placed.beer, exact: true }).click();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: words.detail(placed.beer) })).toBeVisible({
        timeout: 15_000,
      });
      await expect(main.getByTestId('linked-order')).toHaveText(placed.empties);
      await expect(main.getByTestId('order-line').first()).toBeVisible();
      await expect(main.getByTestId('status-timeline')).toBeVisible();
      await shot('3-detail');

      // Re-order into the non-empty cart, choosing to start new.
      await main.getByRole('button', { name: words.reorder, exact: true }).click();
      const choice = page.getByRole('dialog', { name: words.choiceTitle });
      await expect(choice).toBeVisible({ timeout: 15_000 });
      await shot('4-cart-choice');
      await choice.getByRole('button', { name: words.startNew }).click();
      const outcome = main.getByTestId('action-outcome');
      await expect(outcome).toContainText(words.inCart(placed.beer), { timeout: 15_000 });
      await expect(outcome.getByRole('link', { name: words.toCart })).toHaveAttribute('href', '/cart');
      const inCart = await cartSkus(call);
      expect(inCart).not.toContain(heldBefore);
      expect(inCart.length).toBeGreaterThan(0);
      for (const sku of inCart) expect(orderSkus).toContain(sku);
      await shot('5-reordered');

      // Cancel the fresh order: the confirmation names its empties order, and both are cancelled together.
      await main.getByRole('button', { name: words.cancel, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: words.confirmCancel(placed.beer) });
      await expect(confirm).toContainText(words.linkedTooCancelled(placed.empties));
      await shot('6-confirm-cancel');
      await confirm.getByRole('button', { name: words.cancelYes }).click();
      await expect(outcome).toContainText(words.cancelledMessage, { timeout: 15_000 });
      await expect(outcome).toContainText(words.cancelledNumbers(placed.beer, placed.empties));
      await expect(main.getByTestId('order-statuses')).toContainText(words.cancelled, { timeout: 15_000 });
      await expect(main.getByText(words.cancelledWhy)).toBeVisible();
      await expect(main.getByRole('button', { name: words.cancel, exact: true })).toHaveCount(0);
      await shot('7-cancelled');

      await main.getByTestId('linked-order').click();
      await expect(main.getByRole('heading', { level: 1, name: words.detail(placed.empties) })).toBeVisible({
        timeout: 15_000,
      });
      await expect(main.getByTestId('order-statuses')).toContainText(words.cancelled);
      await expect(main.getByTestId('linked-order')).toHaveText(placed.beer);
      expect((await readOrder(call, placed.empties)).status).toBe('CANCELLED');
      await shot('8-empties-cancelled');

      await clearCart(call);
    });
  }
});
