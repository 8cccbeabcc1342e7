import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Impacts that fail a journey (DESIGN §8: no serious or critical violations). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = { url: string; id: string; impact: string; help: string; targets: string[] };

/** Waits until the page has rendered its route: the main landmark is there and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('main').first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 20_000 });
}

async function scan(page: Page, { final }: { final: boolean }): Promise<Violation[]> {
  await settled(page);
  const url = page.url();
  // While the journey goes on it scrolls, and controls passing under the sticky header read to axe as targets
  // too small: target size is judged in the last scan, taken once the journey is done, with the page at its top.
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (final ? axe : axe.disableRules(['target-size'])).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      url,
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

const isNavigationRace = (error: unknown) =>
  error instanceof Error &&
  /Execution context was destroyed|navigation|Target .* closed/i.test(error.message);

const pendingScans = new WeakMap<Page, () => Promise<void>>();

/**
 * Waits until the axe scans queued so far are done, for a journey that is about to scroll: a page scanned while
 * it scrolls is judged with controls half under the sticky header.
 */
export async function scansDone(page: Page): Promise<void> {
  await pendingScans.get(page)?.();
}

/**
 * Scans the page as it stands now, e.g. with a dialog open that appeared after the address's own scan, and
 * fails on any serious or critical violation.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await scansDone(page);
  const found = await scan(page, { final: true });
  expect(
    found.map((item) => `${item.impact} ${item.id}: ${item.help} (${item.targets.join(', ')})`),
    'accessibility violations (axe, serious or critical)',
  ).toEqual([]);
}

/**
 * A `page` that is scanned with axe on every address it visits (full loads and in-app navigations) and once
 * more in its final state; the journey fails on any serious or critical violation.
 */
export const test = base.extend({
  // The scans queued while the journey ran finish in the teardown; on a busy machine they take long, so they get
  // a budget of their own instead of eating the journey's.
  page: [
    async ({ page }, use, testInfo) => {
      const violations: Violation[] = [];
      let scans = Promise.resolve();
      let navigations = 0;
      const queueScan = (final = false) => {
        scans = scans.then(async () => {
          const startedAt = navigations;
          try {
            violations.push(...(await scan(page, { final })));
          } catch (error) {
            // The page moved on while it was scanned (a new document drops the injected axe too): the next
            // address gets its own scan.
            const movedOn = navigations !== startedAt || isNavigationRace(error);
            if (!movedOn && !page.isClosed()) throw error;
          }
        });
      };
      pendingScans.set(page, () => scans);
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        navigations += 1;
        if (frame.url().startsWith('http')) queueScan();
      });
      await use(page);
      if (!page.isClosed()) {
        await scans;
        await page.evaluate(() => window.scrollTo(0, 0)).catch(() => undefined);
        queueScan(true);
      }
      await scans;
      const unique = [
        ...new Map(violations.map((item) => [`${item.url} ${item.id} ${item.targets}`, item])).values(),
      ];
      if (unique.length > 0) {
        await testInfo.attach('axe-violations', {
          body: JSON.stringify(unique, null, 2),
          contentType: 'application/json',
        });
      }
      expect(
        unique.map(
          (item) => `${item.impact} ${item.id} at ${item.url}: ${item.help} (${item.targets.join(', ')})`,
        ),
        'accessibility violations (axe, serious or critical)',
      ).toEqual([]);
    },
    { scope: 'test', timeout: 120_000 },
  ],
});

export { expect };
