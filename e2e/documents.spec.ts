import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expect, expectAccessible, scansDone, test } from './fixtures';
import { expectNoSideways, MY_DOCUMENTS_RUNS, openMyDocuments, rowsOf } from './support/my-documents';

/**
 * My documents (issue 14 items 1 and 2; spec 3 §2 "My documents", §3 "Document", §7 documents/*; decision 0033):
 * onpremise@ opens My Documents from its address, filters the invoices, downloads one invoice as a PDF (read
 * back: a PDF naming the invoice's number), then selects three documents and downloads them as one ZIP (opened:
 * three PDFs). Desktop in Italian, phone in English. Nothing is written: the journeys may run in any order.
 */
const TEXTS = {
  it: {
    type: 'Tipo',
    invoice: 'Fattura',
    list: 'Documenti',
    showing: /^Documenti 1–20 di \d+$/,
    download: (number: string) => `Scarica il documento ${number} (PDF)`,
    select: (number: string) => `Seleziona il documento ${number}`,
    selected: '3 documenti selezionati (al massimo 30)',
    zip: 'Scarica ZIP',
  },
  en: {
    type: 'Type',
    invoice: 'Invoice',
    list: 'Documents',
    showing: /^Documents 1–20 of \d+$/,
    download: (number: string) => `Download document ${number} (PDF)`,
    select: (number: string) => `Select document ${number}`,
    selected: '3 documents selected (at most 30)',
    zip: 'Download ZIP',
  },
} as const;

for (const run of MY_DOCUMENTS_RUNS) {
  const text = TEXTS[run.lang];

  test.describe(`my documents, ${run.name}`, () => {
    test.use({ viewport: run.viewport });

    test('downloads an invoice as a PDF and three documents as a ZIP', async ({ page }, testInfo) => {
      const main = await openMyDocuments(page, run, 'documents');
      await expect(page).toHaveURL(/\/my-documents\/documents$/);
      await expect(main.getByText(text.showing)).toBeVisible();
      await expectNoSideways(page);
      await page.screenshot({ path: testInfo.outputPath(`documents-${run.lang}.png`), fullPage: true });

      // Invoices only; the first one's number is read from its download button.
      await main.getByLabel(text.type).selectOption('INVOICE');
      await expect(page).toHaveURL(/type=INVOICE/);
      const rows = rowsOf(main, run, text.list);
      // The list of every type stays on screen while the invoices load, its first row maybe an invoice too: the
      // invoices are there once the list is no longer busy and shows no other type.
      await expect(main.getByTestId('documents-list')).toHaveAttribute('aria-busy', 'false');
      await expect(rows.filter({ hasNotText: text.invoice })).toHaveCount(0);
      await expect(rows.first()).toContainText(text.invoice);
      const label = await rows.first().getByRole('button').getAttribute('aria-label');
      const number = /(\d{4}\/\S+)/.exec(label ?? '')![1]!;
      expect(label).toBe(text.download(number));

      const pdfDownload = page.waitForEvent('download');
      await rows
        .first()
        .getByRole('button', { name: text.download(number) })
        .click();
      const pdf = await pdfDownload;
      expect(pdf.suggestedFilename()).toBe(`INVOICE-${number.replace(/\//g, '-')}.pdf`);
      const pdfText = (await readFile((await pdf.path())!)).toString('latin1');
      expect(pdfText.startsWith('%PDF')).toBe(true);
      expect(pdfText).toContain(number);

      // Three documents of any type as one ZIP, picked once the list of every type has replaced the invoices.
      const invoicesShown = await main.getByText(text.showing).textContent();
      await main.getByLabel(text.type).selectOption('');
      await expect(page).not.toHaveURL(/type=/);
      await expect(main.getByText(text.showing)).not.toHaveText(invoicesShown!);
      await expect(main.getByTestId('documents-list')).toHaveAttribute('aria-busy', 'false');
      await expect(rows.nth(2)).toBeVisible();
      // The address's scans open pages of their own; the selection is made once they are done.
      await scansDone(page);
      const numbers: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const button = await rows.nth(index).getByRole('button').getAttribute('aria-label');
        const rowNumber = /(\d{4}\/\S+)/.exec(button ?? '')![1]!;
        numbers.push(rowNumber);
        await rows
          .nth(index)
          .getByRole('checkbox', { name: text.select(rowNumber) })
          .check();
      }
      await expect(main.getByText(text.selected)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`selection-${run.lang}.png`), fullPage: true });
      const zipDownload = page.waitForEvent('download');
      await main.getByRole('button', { name: text.zip }).click();
      const zip = await zipDownload;
      expect(zip.suggestedFilename()).toMatch(/^spina-documents-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
      expect(Object.keys(files)).toHaveLength(3);
      for (const rowNumber of numbers) {
        const name = Object.keys(files).find((entry) =>
          entry.endsWith(`-${rowNumber.replace(/\//g, '-')}.pdf`),
        );
        expect(name, rowNumber).toBeDefined();
        const content = Buffer.from(files[name!]!).toString('latin1');
        expect(content.startsWith('%PDF')).toBe(true);
        expect(content).toContain(rowNumber);
      }
      await expect(main.getByText(text.selected)).toBeHidden();
      await expectAccessible(page);
    });
  });
}
