import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './fixtures';
import { expectNoSideways, MY_DOCUMENTS_RUNS, openMyDocuments, rowsOf } from './support/my-documents';

/**
 * The empties account statement (issue 14 item 4; spec 3 §2 "Account statement with three views", §3, §7;
 * decision 0032): onpremise@, who has Empties Management on the Lungomare venue, opens My Documents, reads the
 * estratto, the riepilogo materiale and the dettaglio movimenti of last year, and exports the movements to CSV.
 * Desktop in Italian, phone in English. Nothing is written: the journeys may run in any order.
 */
const LAST_YEAR = new Date().getFullYear() - 1;

const TEXTS = {
  it: {
    number: 'Numero estratto',
    from: 'Dal',
    to: 'Al',
    period: `01.01.${LAST_YEAR} – 31.12.${LAST_YEAR}`,
    views: 'Viste dell’estratto conto',
    statement: 'Estratto',
    materials: 'Riepilogo materiale',
    movements: 'Dettaglio movimenti',
    showing: /^Movimenti 1–25 di (\d+)$/,
    exportCsv: 'Esporta CSV',
    csvHeader:
      'Data;Materiale;Descrizione;Tipo movimento;Movimento;Quantità;Deposito;Punto di consegna;Fattura;Ordine',
    delivery: 'Consegna da',
  },
  en: {
    number: 'Statement number',
    from: 'From',
    to: 'To',
    period: `01.01.${LAST_YEAR} – 31.12.${LAST_YEAR}`,
    views: 'Views of the statement',
    statement: 'Statement',
    materials: 'Material summary',
    movements: 'Movement details',
    showing: /^Movements 1–25 of (\d+)$/,
    exportCsv: 'Export CSV',
    csvHeader: 'Date;Material;Description;Movement type;Movement;Quantity;Depot;Delivery point;Invoice;Order',
    delivery: 'Delivery from',
  },
} as const;

for (const run of MY_DOCUMENTS_RUNS) {
  const text = TEXTS[run.lang];

  test.describe(`empties statement, ${run.name}`, () => {
    test.use({ viewport: run.viewport });

    test('reads the three views of last year and exports the movements to CSV', async ({
      page,
    }, testInfo) => {
      const main = await openMyDocuments(page, run, 'empties');
      // This year up to today first (the default), then last year.
      await expect(main.getByText(text.number)).toBeVisible();
      await page.getByLabel(text.from, { exact: true }).fill(`${LAST_YEAR}-01-01`);
      await page.getByLabel(text.to, { exact: true }).fill(`${LAST_YEAR}-12-31`);
      await expect(page).toHaveURL(new RegExp(`from=${LAST_YEAR}-01-01&to=${LAST_YEAR}-12-31`));
      await expect(main.getByText(text.period)).toBeVisible();

      // Estratto: every material's closing balance is its opening + in − out + adjustment.
      const statement = rowsOf(main, run, text.statement);
      await expect(statement.first()).toBeVisible();
      if (!run.phone) {
        for (const row of await statement.all()) {
          const cells = (await row.locator('td').allInnerTexts()).map((cell) => cell.trim());
          const [opening, into, out, adjustment, closing] = cells.slice(2).map(Number);
          expect(closing).toBe(opening! + into! - out! + adjustment!);
        }
      }
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`statement-${run.lang}.png`), fullPage: true });

      const materialCount = await statement.count();
      const views = main.getByRole('tablist', { name: text.views });
      await views.getByRole('tab', { name: text.materials }).click();
      const materials = rowsOf(main, run, text.materials);
      await expect(materials).toHaveCount(materialCount);
      await expect(materials.first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`materials-${run.lang}.png`), fullPage: true });

      await views.getByRole('tab', { name: text.movements }).click();
      const showing = main.getByText(text.showing);
      await expect(showing).toBeVisible();
      const total = Number(text.showing.exec((await showing.innerText()).trim())![1]);
      expect(total).toBeGreaterThan(25);
      await expect(main.getByText(text.delivery).first()).toBeVisible();
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`movements-${run.lang}.png`), fullPage: true });

      // CSV of the whole period, not only the page shown.
      const downloading = page.waitForEvent('download');
      await main.getByRole('button', { name: text.exportCsv }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`-${LAST_YEAR}-01-01-${LAST_YEAR}-12-31\\.csv$`),
      );
      const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe(text.csvHeader);
      expect(lines).toHaveLength(total + 1);
      expect(lines[1]).toMatch(new RegExp(`^\\d{2}\\.12\\.${LAST_YEAR};`));
      await expectAccessible(page);
    });
  });
}
