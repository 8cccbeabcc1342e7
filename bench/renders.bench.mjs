// Component renders of a signed-in first visit (issue 16): how much React renders while a page loads, which is where
// the signed-in pages spend their total blocking time. A hook installed before the page's scripts (React calls it
// on every commit, as it does the DevTools) counts the function components that rendered in each commit; fibers
// the commit reused untouched are left out. Every visit is a first one: a fresh browser context, the session's
// cookie and the ship-to only, no delivery choices yet. Per route, the median of BENCH_RENDERS_RUNS visits (5) of
// the renders, the commits and, on the products list, the time until a product's picture is in the page.
// A phone-sized page (412 px, as Lighthouse's mobile emulation) without throttling: renders are counted, not timed,
// so a busy machine does not inflate them, though the order in which the answers arrive still moves them.
/* global window, document, MutationObserver -- the counter and the readings run in the page */
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { prepareBuyer, signInInPage } from './lib/demo-buyer.mjs';
import { median } from './lib/load.mjs';

export const description =
  'React renders of a signed-in first visit at 412 px (medians of 5): home page, products list and cart, renders and commits';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RENDERS_RUNS ?? 5);
const SETTLE_MS = 2_000;

/** Installed before any script of the page: counts, per commit, the function components that rendered. */
function installRenderCounter() {
  const FUNCTION_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const state = { renders: 0, commits: 0, productsShownAt: null };
  let previousTree = new Set();
  window.__renderCount = state;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot(_id, root) {
      state.commits += 1;
      const tree = new Set();
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        tree.add(fiber);
        const rendered =
          FUNCTION_TAGS.has(fiber.tag) &&
          !previousTree.has(fiber) &&
          (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0);
        if (rendered) state.renders += 1;
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
      previousTree = tree;
    },
  };
  new MutationObserver(() => {
    if (state.productsShownAt === null && document.querySelector('main article img')) {
      state.productsShownAt = Math.round(performance.now());
    }
  }).observe(document, { childList: true, subtree: true });
}

/** One first visit of `path`, signed in on `shipToId`: its renders, commits and when products showed. */
async function visit(browser, url, path, shipToId) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await signInInPage(page, url, shipToId);
    await page.addInitScript(installRenderCounter);
    await page.goto(`${url}${path}`);
    await page.waitForLoadState('networkidle');
    // Late commits (the tutorial gate, idle-time mounts) belong to the visit too.
    await page.waitForTimeout(SETTLE_MS);
    if (new URL(page.url()).pathname !== path) throw new Error(`${path}: ended on ${page.url()}`);
    return await page.evaluate(() => ({ ...window.__renderCount }));
  } finally {
    await context.close();
  }
}

export async function run({ startServer, repoRoot }) {
  const server = await startServer({
    port: Number(process.env.BENCH_RENDERS_PORT ?? 3214),
    env: { DATA_DIR: join(repoRoot, 'var/bench-renders') },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const { shipToId } = await prepareBuyer(server.url);
    const figures = { runs: RUNS };
    for (const route of [
      { name: 'home', path: '/' },
      { name: 'products', path: '/catalog/products' },
      { name: 'cart', path: '/cart' },
    ]) {
      const visits = [];
      for (let index = 0; index < RUNS; index += 1)
        visits.push(await visit(browser, server.url, route.path, shipToId));
      figures[`${route.name}.renders`] = median(visits.map((one) => one.renders));
      figures[`${route.name}.rendersRange`] =
        `${Math.min(...visits.map((one) => one.renders))}-${Math.max(...visits.map((one) => one.renders))}`;
      figures[`${route.name}.commits`] = median(visits.map((one) => one.commits));
      if (route.name === 'products') {
        figures['products.shownAtMs'] = median(visits.map((one) => one.productsShownAt ?? Infinity));
      }
    }
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}
