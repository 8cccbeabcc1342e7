import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Impacts that fail a journey (DESIGN §8: no serious or critical violations). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = { url: string; id: string; impact: string; help: string; targets: string[] };

/** Waits until the page has rendered its route: the main landmark is there and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('main').first().waitFor({ timeout: 10_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 10_000 });
}

async function scan(page: Page): Promise<Violation[]> {
  await settled(page);
  const url = page.url();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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

/**
 * A `page` that is scanned with axe on every address it visits (full loads and in-app navigations) and once
 * more in its final state; the journey fails on any serious or critical violation.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const violations: Violation[] = [];
    let scans = Promise.resolve();
    const queueScan = () => {
      scans = scans.then(async () => {
        try {
          violations.push(...(await scan(page)));
        } catch (error) {
          // The page moved on while it was scanned; the next address gets its own scan.
          if (!isNavigationRace(error) && !page.isClosed()) throw error;
        }
      });
    };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('http')) queueScan();
    });
    await use(page);
    if (!page.isClosed()) queueScan();
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
});

export { expect };
