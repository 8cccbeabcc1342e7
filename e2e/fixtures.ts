import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

/** Impacts that fail a journey (DESIGN §8: no serious or critical violations). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Label in name (WCAG 2.5.3: a control's name holds the words it shows, so a voice-control user can say them) is
 * a rule axe keeps as experimental, off unless named; the portal keeps to it.
 */
const LABEL_IN_NAME = { 'label-content-name-mismatch': { enabled: true } };

type Violation = { url: string; id: string; impact: string; help: string; targets: string[] };

/** Waits until the page has rendered its route: the main landmark is there and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('main').first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 20_000 });
}

type AxeWindow = { axe?: typeof axe };

/** Runs the axe already in the page; null when this document has none yet. */
const runInjectedAxe = (page: Page, options: axe.RunOptions) =>
  page.evaluate((runOptions) => {
    const injected = (window as AxeWindow).axe;
    return injected ? injected.run(document, runOptions) : null;
  }, options);

/**
 * Runs axe in the page. Its source (some 550 KB) is put into a document once, not before every scan: the axe
 * library for Playwright injected it twice per scan, 0.36 s each against 0.33 s for the scan itself (medians on the
 * products list), and a journey's addresses are mostly one document. The portal has no frames (decision 0048).
 */
async function runAxe(page: Page, options: axe.RunOptions): Promise<axe.AxeResults> {
  const results = await runInjectedAxe(page, options);
  if (results) return results;
  await page.evaluate(axe.source);
  const afterInjection = await runInjectedAxe(page, options);
  if (!afterInjection) throw new Error('axe is not in the page after its injection');
  return afterInjection;
}

async function scan(page: Page, { final }: { final: boolean }): Promise<Violation[]> {
  await settled(page);
  const url = page.url();
  // While the journey goes on it scrolls, and controls passing under the sticky header read to axe as targets
  // too small: target size is judged in the last scan, taken once the journey is done, with the page at its top.
  const results = await runAxe(page, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { ...LABEL_IN_NAME, ...(final ? {} : { 'target-size': { enabled: false } }) },
  });
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
 * The pages this worker has scanned on the way: one scan per page template (ids read as one template), viewport
 * width and language. Every journey's final state is scanned besides, whatever it is.
 */
const scannedOnTheWay = new Set<string>();

/** Which page template an address shows: its path with every id (digits, SKUs, tokens) as one placeholder. */
function templateOf(url: string): string {
  return new URL(url).pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/');
}

/** What a scan on the way covers: the page's template at its viewport width and in its language. */
async function scanKey(page: Page): Promise<string> {
  const language = await page.evaluate(() => document.documentElement.lang);
  return `${templateOf(page.url())} ${page.viewportSize()?.width ?? 0} ${language}`;
}

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
 * A `page` that is scanned with axe on the addresses it visits (the first visit of this worker to each page
 * template, viewport and language; decision 0040) and once more in its final state; the journey fails on any
 * serious or critical violation.
 */
export const test = base.extend({
  // The scans queued while the journey ran finish in the teardown; on a busy machine they take long, so they get
  // a budget of their own instead of eating the journey's.
  page: [
    async ({ page }, use, testInfo) => {
      const violations: Violation[] = [];
      let scans = Promise.resolve();
      let navigations = 0;
      // A scan waiting its turn scans the page as it stands when it starts, so a navigation meanwhile (a list
      // writing its sort and page into the address, one step at a time) needs no scan of its own: on a busy
      // machine each scan of a product list takes seconds, and one per step outlasted the journey's budget.
      let waiting = false;
      const queueScan = (final = false) => {
        if (waiting && !final) return;
        waiting = true;
        scans = scans.then(async () => {
          waiting = false;
          const startedAt = navigations;
          try {
            // The key is read once the route has rendered, in the language it ends up in.
            const key = final ? null : await settled(page).then(() => scanKey(page));
            if (key !== null && scannedOnTheWay.has(key)) return;
            violations.push(...(await scan(page, { final })));
            if (key !== null) scannedOnTheWay.add(key);
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
