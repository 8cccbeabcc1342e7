import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expect, expectAccessible, test } from './fixtures';
import { signInQuickly } from './support/quick-session';

/**
 * Contracts and Reporting (issue 14 items 3 and 5; spec 3 §2, §6, §7; decision 0034): onpremise@ reads their
 * contracts with progress bars, opens a contract's evaluation and downloads its file, then reads the volume
 * report of last year filtered to one brand and exports it to CSV and XLSX (the workbook is opened: its cells
 * hold what the page shows, figures as numbers), then exports the empties balance to CSV. On a phone the report
 * rows are cards, not a table. outlet@'s My account keeps only Reporting and My Profile. Desktop in Italian,
 * phone in English. Nothing is written: the journeys may run in any order.
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
    exportXlsx: 'Esporta XLSX',
    csvHeader: 'Gruppo;Ettolitri;Valore (IVA esclusa);Ordini',
    xlsxHeader: ['Gruppo', 'Ettolitri', 'Valore (IVA esclusa)', 'Ordini'],
    emptiesCsvHeader: 'Mese;Consegnati;Resi;In carico a fine mese',
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
    exportXlsx: 'Export XLSX',
    csvHeader: 'Group;Hectolitres;Value (net of VAT);Orders',
    xlsxHeader: ['Group', 'Hectolitres', 'Value (net of VAT)', 'Orders'],
    emptiesCsvHeader: 'Month;Delivered;Returned;Held at month end',
    emptiesReport: 'Empties balance over time',
    emptiesTable: 'Empties held at the end of each month',
    account: 'My account',
    outletAccount: ['Reporting', 'My profile'],
  },
} as const;

const RUNS = [
  { name: 'desktop, Italian', viewport: { width: 1280, height: 900 }, lang: 'it', phone: false },
  { name: 'phone, English', viewport: { width: 390, height: 844 }, lang: 'en', phone: true },
] as const;

/** A report's rows: a table's body rows on a desktop, the cards of a list on a phone (768 px or less). */
function reportRows(main: Locator, name: string, phone: boolean): Locator {
  return phone
    ? main.getByRole('list', { name }).getByRole('listitem')
    : main.getByRole('table', { name }).locator('tbody tr');
}

/** The lines of a downloaded CSV file, without its byte-order mark. */
async function csvLines(download: Download): Promise<string[]> {
  return (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * Opens a downloaded XLSX file: checks the parts of its package and answers the cells of its sheet by reference
 * (A1, B2, ...), each with its type (null for a number, 'inlineStr' for a text) and its value.
 */
async function xlsxCells(download: Download) {
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
    ]),
  );
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const cells = new Map<string, { type: string | null; value: string }>();
  for (const [, ref, attributes, body] of sheet.matchAll(/<c r="([A-Z]+\d+)"([^>]*)>(.*?)<\/c>/g)) {
    const value = /<(?:v|t)\b[^>]*>(.*?)<\/(?:v|t)>/.exec(body!)?.[1] ?? '';
    cells.set(ref!, {
      type: /\bt="(\w+)"/.exec(attributes!)?.[1] ?? null,
      value: value.replace(/&(?:amp|lt|gt|quot);/g, (entity) => XML_ENTITIES[entity]!),
    });
  }
  return cells;
}

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

      // Reporting: last year by brand, then by month for the first brand only. The period is chosen first: a
      // report stays in view while the next one is read, so the by-brand rows shown can only be last year's.
      await page.goto('/reporting');
      await expect(page.getByRole('heading', { level: 1, name: text.reporting })).toBeVisible();
      await page.getByLabel(text.from, { exact: true }).fill(`${LAST_YEAR}-01-01`);
      await page.getByLabel(text.to, { exact: true }).fill(`${LAST_YEAR}-12-31`);
      await page.getByLabel(text.report).selectOption({ label: text.byBrand });
      const report = main.getByTestId('report');
      const brandRows = reportRows(main, text.byBrand, run.phone);
      await expect(brandRows.first()).toBeVisible();
      await expect(report).toHaveAttribute('aria-busy', 'false');
      const brands = await brandRows.count();
      await expect(main.getByTestId('report-bar')).toHaveCount(brands);

      const brandSelect = page.getByLabel(text.brand, { exact: true });
      const brandName = (await brandSelect.locator('option').nth(1).innerText()).trim();
      await brandSelect.selectOption({ label: brandName });
      await page.getByLabel(text.report).selectOption({ label: text.byMonth });
      await expect(page).toHaveURL(/brand=/);
      // By-month rows come only with the answer for the brand: a by-brand report stood in view until then.
      const months = reportRows(main, text.byMonth, run.phone);
      await expect(months.first()).toBeVisible();
      await expect(report).toHaveAttribute('aria-busy', 'false');
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
      const lines = await csvLines(csvFile);
      expect(lines[0]).toBe(text.csvHeader);
      expect(lines).toHaveLength(monthCount + 1);
      expect(lines[1]).toMatch(/^[^;]+;\d+(\.\d)?;\d+\.\d{2};\d+$/);

      // The same report as a workbook: the first month's label and figures as the page shows them.
      const downloadingXlsx = page.waitForEvent('download');
      await main.getByRole('button', { name: text.exportXlsx }).click();
      const xlsxFile = await downloadingXlsx;
      expect(xlsxFile.suggestedFilename()).toBe(
        `spina-volume-by-month-${LAST_YEAR}-01-01-${LAST_YEAR}-12-31.xlsx`,
      );
      const cells = await xlsxCells(xlsxFile);
      expect(['A1', 'B1', 'C1', 'D1'].map((ref) => cells.get(ref)?.value)).toEqual(text.xlsxHeader);
      const [month, hl, value, orders] = ['A2', 'B2', 'C2', 'D2'].map((ref) => cells.get(ref));
      expect(month?.type).toBe('inlineStr');
      expect([hl?.type, value?.type, orders?.type]).toEqual([null, null, null]);
      const [csvMonth, csvHl, csvValue, csvOrders] = lines[1]!.split(';');
      expect(month?.value).toBe(csvMonth);
      expect([Number(hl?.value), Number(value?.value), Number(orders?.value)]).toEqual([
        Number(csvHl),
        Number(csvValue),
        Number(csvOrders),
      ]);
      const oneDecimal = new Intl.NumberFormat(run.lang, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      const firstMonth = months.first();
      await expect(firstMonth).toContainText(month!.value);
      await expect(firstMonth).toContainText(oneDecimal.format(Number(hl!.value)));
      await expect(firstMonth).toContainText(new Intl.NumberFormat(run.lang).format(Number(orders!.value)));
      expect(cells.has(`A${monthCount + 2}`)).toBe(false);
      await expectAccessible(page);

      // The empties balance over time: a month per row, the brand filter gone (empties have no brand).
      await page.getByLabel(text.report).selectOption({ label: text.emptiesReport });
      const emptiesRows = reportRows(main, text.emptiesTable, run.phone);
      await expect(emptiesRows.first()).toBeVisible();
      await expect(page.getByLabel(text.brand, { exact: true })).toHaveCount(0);
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`empties-${run.lang}.png`), fullPage: true });
      await expectAccessible(page);

      const downloadingEmpties = page.waitForEvent('download');
      await main.getByRole('button', { name: text.exportCsv }).click();
      const emptiesFile = await downloadingEmpties;
      expect(emptiesFile.suggestedFilename()).toBe(
        `spina-empties-balance-${LAST_YEAR}-01-01-${LAST_YEAR}-12-31.csv`,
      );
      const emptiesLines = await csvLines(emptiesFile);
      expect(emptiesLines[0]).toBe(text.emptiesCsvHeader);
      expect(emptiesLines).toHaveLength((await emptiesRows.count()) + 1);
      expect(emptiesLines[1]).toMatch(/^[^;]+;\d+;\d+;-?\d+$/);
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
