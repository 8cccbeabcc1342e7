import type { TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyerApi, shipTosOf } from './support/checkout';
import { addOtherLine, cartSkus, clearCart, placeBeerAndEmpties, readOrder } from './support/orders';
import { signInQuickly } from './support/quick-session';
import { holdShipTo, releaseShipTos } from './support/ship-to-lock';

// Spec 2 §4 "Edit order": the order and its linked order are withdrawn, their lines return to the cart, and what
// the cart held is saved for later or discarded, as the buyer chooses. Issue 12 item 5.
const BUYER = 'onpremise@example.com';

test.afterEach(() => releaseShipTos());

const WORDS = {
  it: {
    detail: (number: string) => `Ordine ${number}`,
    edit: 'Modifica ordine',
    confirmTitle: (number: string) => `Modificare l’ordine ${number}?`,
    linked: (number: string) => `Anche l’ordine collegato ${number} viene ritirato.`,
    yes: 'Sì, modificalo',
    choiceTitle: 'Hai un ordine in corso',
    startNewSave: /^Nuovo ordine: salva il carrello/,
  },
  en: {
    detail: (number: string) => `Order ${number}`,
    edit: 'Edit order',
    confirmTitle: (number: string) => `Edit order ${number}?`,
    linked: (number: string) => `Its linked order ${number} is withdrawn with it.`,
    yes: 'Yes, edit it',
    choiceTitle: 'You have an order in progress',
    startNewSave: /^Start new: save my cart for later/,
  },
} as const;

test.describe('edit order (spec 2 §4; issue 12 item 5)', () => {
  test.describe.configure({ mode: 'serial' });

  for (const [language, viewport] of [
    ['en', { width: 1280, height: 800 }],
    ['it', { width: 390, height: 844 }],
  ] as const) {
    test(`onpremise@ edits a fresh order: both orders are withdrawn, its lines come back to the cart and the cart it held is saved for later (${language}, ${viewport.width} px)`, async ({
      page,
      request,
    }, testInfo: TestInfo) => {
      test.setTimeout(240_000);
      const words = WORDS[language];
      const tag = `${language}-${viewport.width}`;
      const shot = (name: string) =>
        page.screenshot({ path: testInfo.outputPath(`${name}-${tag}.png`), fullPage: true });
      await page.setViewportSize(viewport);

      const open = (await shipTosOf(request, BUYER)).filter((entry) => entry.shipToStatus !== 'SUSPENDED');
      const shipToId = (open[1] ?? open[0]!).shipToId;
      await holdShipTo(shipToId);
      const call = await buyerApi(request, BUYER, shipToId);
      const placed = await placeBeerAndEmpties(call, shipToId);
      const orderSkus = [
        ...new Set((await readOrder(call, placed.beer)).items.map((item) => item.product_sku)),
      ];
      const held = await addOtherLine(call, orderSkus);

      await signInQuickly(page, BUYER, { shipToId, lang: language });
      await page.goto(`/orders/history/${placed.beer}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: words.detail(placed.beer) })).toBeVisible({
        timeout: 30_000,
      });

      await main.getByRole('button', { name: words.edit, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: words.confirmTitle(placed.beer) });
      await expect(confirm).toContainText(words.linked(placed.empties));
      await shot('1-confirm');
      await confirm.getByRole('button', { name: words.yes }).click();

      // The cart holds a line of its own: the order-in-progress question comes before anything changes.
      const choice = page.getByRole('dialog', { name: words.choiceTitle });
      await expect(choice).toBeVisible({ timeout: 15_000 });
      expect((await readOrder(call, placed.beer)).status).not.toBe('CANCELLED');
      await shot('2-choice');
      await choice.getByRole('button', { name: words.startNewSave }).click();

      await expect(page).toHaveURL(/\/cart$/, { timeout: 30_000 });
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('3-cart');
      const inCart = await cartSkus(call);
      expect(new Set(inCart)).toEqual(new Set(orderSkus));
      expect((await readOrder(call, placed.beer)).status).toBe('CANCELLED');
      expect((await readOrder(call, placed.empties)).status).toBe('CANCELLED');
      // Newest first: what the cart held is the saved order just made.
      const { getSaveOrderForLater } = await call<{ getSaveOrderForLater: { items: Array<{ id: string }> } }>(
        '{ getSaveOrderForLater(currentPage: 1, pageSize: 1) { items { id } } }',
      );
      const { getSaveOrderDetails } = await call<{ getSaveOrderDetails: { items: Array<{ sku: string }> } }>(
        'query ($id: ID!) { getSaveOrderDetails(id: $id) { items { sku } } }',
        { id: getSaveOrderForLater.items[0]!.id },
      );
      expect(getSaveOrderDetails.items.map((item) => item.sku)).toEqual([held]);

      await clearCart(call);
    });
  }
});
