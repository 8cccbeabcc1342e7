import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { signInQuickly } from './support/quick-session';

/**
 * Contracts and Reporting (issue 14 items 3 and 5; spec 3 §2, §6, §7; decision 0034): onpremise@ reads their
 * contracts with progress bars, opens a contract's evaluation and downloads its file, then reads the volume
 * report of last year filtered to one brand and exports it to CSV. outlet@'s My account keeps only Reporting
 * and My Profile. Desktop in Italian, phone in English. Nothing is written: the journeys may run in any order.
 */
const BUYER = 'onpremise@example.com';
const LAST_YEAR = new Date().getFullYear() - 1;

const TEXTS = {
  it: {
    contracts: 'Contratti',
    progress: /% del volume impegnato acquistato$/,
    download: 'Scarica contratto',
    showEvaluation: 'Mostra valutazione',
    evaluation: 'Valutazione del contratto',
    expected: 'Atteso a oggi',
    reporting: 'Reportistica',
    report: 'Prospetto',
    byBrand: 'Per marchio',
    byMonth: 'Per mese',
    from: 'Dal',
    to: 'Al',
    brand: 'Marchio',
    exportCsv: 'Esporta CSV',
    csvHeader: 'Gruppo;Ettolitri;Valore (IVA esclusa);Ordini',
    emptiesReport: 'Saldo vuoti nel tempo',
    emptiesTable: 'Vuoti in carico a fine mese',
    account: 'Il mio account',
    outletAccount: ['Reportistica', 'Il mio profilo'],
  },
  en: {
    contracts: 'Contracts',
    progress: /% of the committed volume bought$/,
    download: 'Download contract',
    showEvaluation: 'Show evaluation',
    evaluation: 'Contract evaluation',
    expected: 'Expected by today',
    reporting: 'Reporting',
    report: 'Report',
    byBrand: 'By brand',
    byMonth: 'By month',
    from: 'From',
    to: 'To',
    brand: 'Brand',
    exportCsv: 'Export CSV',
    csvHeader: 'Group;Hectolitres;Value (net of VAT);Orders',
    emptiesReport: 'Empties balance over time',
    emptiesTable: 'Empties held at the end of each month',
    account: 'My account',
    outletAccount: ['Reporting', 'My profile'],
  },
} as const;

const RUNS = [
  { name: 'desktop, Italian', viewport: { width: 1280, height: 900 }, lang: 'it' },
  { name: 'phone, English', viewport: { width: 390, height: 844 }, lang: 'en' },
] as const;

async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const run of RUNS) {
  const text = TEXTS[run.lang];

  test.describe(`contracts and reporting, ${run.name}`, () => {
    test.use({ viewport: run.viewport });

    test('reads the contracts, their evaluation and file, and a filtered report exported to CSV', async ({
      page,
    }, testInfo) => {
      await signInQuickly(page, BUYER, { lang: run.lang });
      await page.goto('/contracts');
      await expect(page.getByRole('heading', { level: 1, name: text.contracts })).toBeVisible();
      const main = page.getByRole('main');
      const contracts = main.getByRole('article');
      await expect(contracts).toHaveCount(2);
      const current = contracts.first();
      await expect(current.getByRole('progressbar', { name: text.progress })).toBeVisible();

      await current.getByRole('button', { name: text.showEvaluation }).click();
      await expect(current.getByRole('heading', { name: text.evaluation })).toBeVisible();
      await expect(current.getByText(text.expected)).toBeVisible();
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`contracts-${run.lang}.png`), fullPage: true });

      const downloadingPdf = page.waitForEvent('download');
      await current.getByRole('button', { name: text.download }).click();
      const pdf = await downloadingPdf;
      expect(pdf.suggestedFilename()).toMatch(/^CTR-\d{4}-\d{4}\.pdf$/);
      expect((await readFile((await pdf.path())!, 'latin1')).startsWith('%PDF-')).toBe(true);
      await expectAccessible(page);

      // Reporting: last year by brand, then by month for the first brand only.
      await page.goto('/reporting');
      await expect(page.getByRole('heading', { level: 1, name: text.reporting })).toBeVisible();
      await page.getByLabel(text.report).selectOption({ label: text.byBrand });
      await page.getByLabel(text.from, { exact: true }).fill(`${LAST_YEAR}-01-01`);
      await page.getByLabel(text.to, { exact: true }).fill(`${LAST_YEAR}-12-31`);
      const table = main.getByRole('table', { name: text.byBrand });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const brands = await table.locator('tbody tr').count();
      await expect(main.getByTestId('report-bar')).toHaveCount(brands);

      const brandSelect = page.getByLabel(text.brand, { exact: true });
      const brandName = (await brandSelect.locator('option').nth(1).innerText()).trim();
      await brandSelect.selectOption({ label: brandName });
      await page.getByLabel(text.report).selectOption({ label: text.byMonth });
      await expect(page).toHaveURL(/brand=/);
      const months = main.getByRole('table', { name: text.byMonth }).locator('tbody tr');
      await expect(months.first()).toBeVisible();
      const monthCount = await months.count();
      expect(monthCount).toBeGreaterThan(0);
      expect(monthCount).toBeLessThanOrEqual(12);
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`reporting-${run.lang}.png`), fullPage: true });

      const downloadingCsv = page.waitForEvent('download');
      await main.getByRole('button', { name: text.exportCsv }).click();
      const csvFile = await downloadingCsv;
      expect(csvFile.suggestedFilename()).toBe(
        `spina-volume-by-month-${LAST_YEAR}-01-01-${LAST_YEAR}-12-31.csv`,
      );
      const lines = (await readFile((await csvFile.path())!, 'utf8'))
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(text.csvHeader);
      expect(lines).toHaveLength(monthCount + 1);
      expect(lines[1]).toMatch(/^[^;]+;\d+(\.\d)?;\d+\.\d{2};\d+$/);
      await expectAccessible(page);

      // The empties balance over time: a month per row, the brand filter gone (empties have no brand).
      await page.getByLabel(text.report).selectOption({ label: text.emptiesReport });
      await expect(
        main.getByRole('table', { name: text.emptiesTable }).locator('tbody tr').first(),
      ).toBeVisible();
      await expect(page.getByLabel(text.brand, { exact: true })).toHaveCount(0);
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`empties-${run.lang}.png`), fullPage: true });
      await expectAccessible(page);
    });

    test("outlet@'s My account shows only Reporting and My Profile, and Reporting opens", async ({
      page,
    }) => {
      await signInQuickly(page, 'outlet@example.com', { lang: run.lang });
      await page.goto('/reporting');
      await expect(page.getByRole('heading', { level: 1, name: text.reporting })).toBeVisible();
      const account = page
        .getByRole('contentinfo')
        .getByRole('heading', { name: text.account })
        .locator('..');
      if (run.lang === 'it') await expect(account.getByRole('link')).toHaveText([...text.outletAccount]);
      await expectAccessible(page);
    });
  });
}
