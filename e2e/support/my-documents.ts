import { expect, type Locator, type Page } from '@playwright/test';
import { signInQuickly } from './quick-session';

/** The buyer of the My Documents journeys: documents on its venues and Empties Management on Lungomare. */
export const MY_DOCUMENTS_BUYER = 'onpremise@example.com';

/** Desktop in Italian, phone in English: the phone shows the lists as cards, so the journeys find rows apart. */
export const MY_DOCUMENTS_RUNS = [
  { name: 'desktop, Italian', viewport: { width: 1280, height: 900 }, lang: 'it', phone: false },
  { name: 'phone, English', viewport: { width: 390, height: 844 }, lang: 'en', phone: true },
] as const;

type Run = (typeof MY_DOCUMENTS_RUNS)[number];

const HEADING = { it: 'I miei documenti', en: 'My documents' } as const;

/** Signs the buyer in and opens a tab of My Documents by its address; answers the page's main landmark. */
export async function openMyDocuments(page: Page, run: Run, tab: 'documents' | 'empties'): Promise<Locator> {
  await signInQuickly(page, MY_DOCUMENTS_BUYER, { lang: run.lang });
  await page.goto(`/my-documents/${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: HEADING[run.lang] })).toBeVisible();
  return page.getByRole('main');
}

/** The rows of a list named `name`: a table's on a desktop, a list's items on a phone. */
export function rowsOf(main: Locator, run: Run, name: string): Locator {
  return run.phone
    ? main.getByRole('list', { name }).getByRole('listitem')
    : main.getByRole('table', { name }).locator('tbody tr');
}

export async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}
