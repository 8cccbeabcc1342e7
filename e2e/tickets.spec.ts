import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInQuickly } from './support/quick-session';

/**
 * Support tickets (issue 15 item 6; spec 3 §2 "Support Tickets with case creation", §3, §5, §7 Tickets):
 * onpremise@ opens a ticket with a file in the Tickets tab of the support area, after its form refused a too-long
 * title and a file that only pretends to be a PDF; staff@ finds it and answers; the buyer sees the reply as unread
 * on the list, opens the ticket, and the marker is gone. Desktop in Italian, phone in English.
 */
const BUYER = 'onpremise@example.com';
const STAFF = 'staff@example.com';

const TEXTS = {
  it: {
    tab: 'Richieste',
    newTicket: 'Nuova richiesta',
    category: 'Categoria',
    subCategory: 'Sottocategoria',
    categoryName: 'Ordini e consegne',
    subCategoryName: 'Merce danneggiata',
    title: 'Titolo',
    description: 'Descrizione',
    titleTooLong: 'Il titolo può avere al massimo 40 caratteri',
    wrongType: 'Si possono allegare solo file PDF, PNG, JPEG, TXT e CSV',
    submit: 'Invia richiesta',
    opened: /La richiesta \d{8} è stata aperta\./,
    attachments: 'Allegati',
    back: 'Torna alle richieste',
    statusNew: 'Nuova',
    statusInProgress: 'In lavorazione',
    unread: '1 nuova risposta',
    newReply: 'Nuova',
    seededTitle: 'Fusto danneggiato nella consegna',
    statusFilter: 'Stato',
    solved: 'Risolta',
    reply: 'La tua risposta',
    sendReply: 'Invia risposta',
  },
  en: {
    tab: 'Tickets',
    newTicket: 'New ticket',
    category: 'Category',
    subCategory: 'Sub-category',
    categoryName: 'Orders and delivery',
    subCategoryName: 'Damaged goods',
    title: 'Title',
    description: 'Description',
    titleTooLong: 'The title can have at most 40 characters',
    wrongType: 'Only PDF, PNG, JPEG, TXT and CSV files can be attached',
    submit: 'Send ticket',
    opened: /Ticket \d{8} has been opened\./,
    attachments: 'Attachments',
    back: 'Back to the tickets',
    statusNew: 'New',
    statusInProgress: 'In progress',
    unread: '1 new reply',
    newReply: 'New',
    seededTitle: 'Fusto danneggiato nella consegna',
    statusFilter: 'Status',
    solved: 'Solved',
    reply: 'Your reply',
    sendReply: 'Send reply',
  },
} as const;

const RUNS = [
  { name: 'desktop, Italian', viewport: { width: 1280, height: 800 }, lang: 'it' },
  { name: 'phone, English', viewport: { width: 390, height: 844 }, lang: 'en' },
] as const;

/** A one-pixel PNG, and an HTML page named like a PDF: the form reads their bytes, not their names. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const FAKE_PDF = Buffer.from('<html><script>alert(1)</script></html>');

async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Customer service answers the ticket from its own page, in a browser of its own. */
async function staffAnswers(
  browser: Browser,
  viewport: { width: number; height: number },
  caseNumber: string,
  reply: string,
  shot: string,
) {
  const context = await browser.newContext({ viewport, locale: 'en-GB', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInQuickly(page, STAFF, { lang: 'en' });
  await page.goto(`/staff/tickets?search=${caseNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Case ${caseNumber} `) }).click();
  // The buyer's file is there for customer service too.
  await expect(page.getByTestId('ticket-attachment')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByTestId('ticket-comment').filter({ hasText: reply })).toBeVisible();
  await page.screenshot({ path: shot, fullPage: true });
  await context.close();
}

for (const run of RUNS) {
  const text = TEXTS[run.lang];

  test.describe(`support tickets, ${run.name}`, () => {
    test.use({ viewport: run.viewport });

    test('the buyer opens a ticket with a file, staff answer, and the reply shows unread until read', async ({
      page,
      browser,
    }, testInfo) => {
      const title = `Valvola rotta ${run.lang} ${Date.now() % 100_000}`;
      const reply = `Ritiriamo il fusto domani (${run.lang}).`;
      await signInQuickly(page, BUYER, { lang: run.lang });
      await page.goto('/support/tickets');

      // The list: the demo tickets with their statuses, the one with a staff reply marked unread.
      const seeded = page.getByTestId('ticket-row').filter({ hasText: text.seededTitle });
      await expect(seeded).toBeVisible();
      await expect(seeded.getByTestId('unread-marker')).toHaveText(text.unread);
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`tickets-list-${run.lang}.png`), fullPage: true });

      // Filtering by status keeps only the solved demo ticket.
      await choose(page, text.statusFilter, text.solved);
      await expect(page.getByTestId('ticket-row')).toHaveCount(1);
      await expect(page).toHaveURL(/status=Solved/);
      await page.goto('/support/tickets');

      // The form refuses a title over 40 characters and a file whose bytes are not a PDF; nothing is sent.
      await page.getByRole('button', { name: text.newTicket }).click();
      await choose(page, text.category, text.categoryName);
      await choose(page, text.subCategory, text.subCategoryName);
      const titleBox = page.getByRole('textbox', { name: text.title });
      await titleBox.fill('x'.repeat(41));
      await expect(page.getByText(text.titleTooLong)).toBeVisible();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'fattura.pdf', mimeType: 'application/pdf', buffer: FAKE_PDF });
      await expect(page.getByText(new RegExp(`fattura\\.pdf: ${text.wrongType}`))).toBeVisible();
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(/\?new=1$/);
      await page.screenshot({
        path: testInfo.outputPath(`tickets-form-errors-${run.lang}.png`),
        fullPage: true,
      });

      await titleBox.fill(title);
      await page
        .getByRole('textbox', { name: text.description })
        .fill('La valvola del fusto perde dalla consegna di ieri.');
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'valvola.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText(text.wrongType)).toHaveCount(0);
      await page.getByRole('button', { name: text.submit }).click();

      // The new ticket opens with its file.
      await expect(page.getByText(text.opened)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByTestId('ticket-attachment')).toHaveText(/valvola\.png/);
      const caseNumber = /\d{8}/.exec((await page.getByText(text.opened).textContent()) ?? '')![0];
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`tickets-created-${run.lang}.png`), fullPage: true });

      await staffAnswers(
        browser,
        run.viewport,
        caseNumber,
        reply,
        testInfo.outputPath(`tickets-staff-${run.lang}.png`),
      );

      // Back on the list, the reply is unread and the first reply took the ticket In Progress.
      await page.goto('/support/tickets');
      const row = page.getByTestId('ticket-row').filter({ hasText: title });
      await expect(row.getByTestId('unread-marker')).toHaveText(text.unread);
      await expect(row).toContainText(text.statusInProgress);
      await page.screenshot({ path: testInfo.outputPath(`tickets-unread-${run.lang}.png`), fullPage: true });

      // Opening it shows the reply marked new, and reading it clears the list's marker.
      await row.click();
      const comment = page.getByTestId('ticket-comment').filter({ hasText: reply });
      await expect(comment).toContainText(text.newReply);
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`tickets-detail-${run.lang}.png`), fullPage: true });
      await page.getByRole('button', { name: text.back }).click();
      await expect(page.getByTestId('ticket-row').filter({ hasText: title })).toBeVisible();
      await expect(
        page.getByTestId('ticket-row').filter({ hasText: title }).getByTestId('unread-marker'),
      ).toHaveCount(0);
    });
  });
}
