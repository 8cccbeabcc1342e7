// Lighthouse budgets (issue 16, DESIGN §8) on a phone: mobile emulation and Lighthouse's simulated throttling
// (its defaults), in Debian's Chromium, against the built server on the demo data. Per route, the median of
// three runs: performance score, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1, and transferred bytes (home page
// <= 250 KB). The routes are the anonymous home page and /news, and, signed in as the demo On Premise owner,
// the products list, a product page, the cart (with a few lines) and the order history.
// Every run is a first visit: empty HTTP cache and local storage; signed-in routes sign in afresh before each run.
// Each run's JSON report is kept in bench/results/lighthouse/. BENCH_LIGHTHOUSE_RUNS changes the number of runs,
// BENCH_LIGHTHOUSE_ROUTES (comma list of the names below) picks routes, and BENCH_LIGHTHOUSE_URL measures a
// server already running there (on the demo data) instead of starting the built one.
// BENCH_LIGHTHOUSE_EDGE=h2 measures the portal as production serves it: through an HTTPS front speaking HTTP/2
// (lib/h2-edge.mjs, the TLS proxy's part). Without it the browser talks HTTP/1.1 to the portal server itself, six
// connections at most, so a page of many files waits a round trip per six of them.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { prepareBuyer, signInInPage } from './lib/demo-buyer.mjs';
import { startH2Edge } from './lib/h2-edge.mjs';

export const description =
  'Lighthouse mobile (simulated throttling), median of 3 runs per route: performance, LCP, TBT, CLS, bytes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const EDGE = process.env.BENCH_LIGHTHOUSE_EDGE ?? 'none';
const EDGE_PORT = 3213;

export const BUDGETS = { lcpMs: 2500, tbtMs: 200, cls: 0.1, homeTransferBytes: 250_000, performance: 95 };

/** Starts Chromium with a DevTools port of its own and a throw-away profile; resolves once the port is known. */
async function startChromium(extraFlags) {
  const profile = mkdtempSync(join(tmpdir(), 'spina-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      ...extraFlags,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  let exited = null;
  child.on('exit', (code) => (exited = code));
  const portFile = join(profile, 'DevToolsActivePort');
  const started = Date.now();
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
    if (exited !== null) throw new Error(`${CHROMIUM} exited with code ${exited}`);
    if (Date.now() - started > 30_000) {
      child.kill('SIGKILL');
      throw new Error(`${CHROMIUM} did not open its DevTools port`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        // Chromium's helpers may still be writing into the profile as it exits (ENOTEMPTY even after the
        // retries); a throw here would end the bench before it stopped its server, leaving that on the port,
        // and a left-over profile in the temporary directory costs nothing.
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
        } catch (error) {
          console.warn(`left the Chromium profile ${profile}: ${error.code ?? error.message}`);
        }
        resolve();
      };
      if (exited !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return { port, stop };
}

/**
 * Signs the buyer in inside the browser, as the sign-in form would: the refresh cookie lands in the profile
 * Lighthouse then uses (its default storage reset keeps cookies and local storage, and clears the HTTP cache),
 * and the portal's browser keys say a session is open on that ship-to. The app renews the session from the
 * cookie at each page load, and the rotated cookie stays in the same profile for the next run.
 */
async function signInBrowser(port, url, shipToId) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await signInInPage(page, url, shipToId);
    await page.close();
  } finally {
    // Only the DevTools connection ends; the browser goes on for Lighthouse.
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Lighthouse's own reset clears the HTTP cache and these, but keeps cookies and local storage.
const DEFAULT_CLEARED = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

/**
 * One Lighthouse run of `url`: its figures, the final address (to catch a redirect to /login) and the report.
 * A visitor's run also clears local storage; a signed-in run keeps it, as it holds the session's keys.
 */
async function audit(port, url, signedIn) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    clearStorageTypes: signedIn ? DEFAULT_CLEARED : [...DEFAULT_CLEARED, 'local_storage', 'indexeddb'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, report } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    figures: {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      transferBytes: numeric('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    },
    finalUrl: lhr.finalDisplayedUrl,
    report: Array.isArray(report) ? report[0] : report,
  };
}

/**
 * Runs `attempt` again when Lighthouse fails to record the page (NO_NAVSTART, NO_FCP and the like happen now and
 * then on a busy machine); a third failure fails the bench.
 */
async function withRetries(attempt) {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries === 3) throw error;
      console.warn(`${error.message}; trying again`);
    }
  }
}

export async function run({ startServer, repoRoot }) {
  if (!['none', 'h2'].includes(EDGE)) throw new Error(`BENCH_LIGHTHOUSE_EDGE is none or h2, not ${EDGE}`);
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3212);
  const reports = join(repoRoot, 'bench/results/lighthouse');
  mkdirSync(reports, { recursive: true });
  // The database is created and seeded on the first run and reused afterwards.
  const server = process.env.BENCH_LIGHTHOUSE_URL
    ? { url: process.env.BENCH_LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer({
        port,
        // Behind the front, the server takes its forwarded protocol and address, as behind a production proxy.
        env: {
          DATA_DIR: join(repoRoot, 'var/bench-lighthouse'),
          ...(EDGE === 'h2' ? { TRUST_PROXY: '127.0.0.1' } : {}),
        },
      });
  let chrome = null;
  let edge = null;
  try {
    edge = EDGE === 'h2' ? await startH2Edge(server.url, EDGE_PORT) : null;
    // The page's address: the front's when there is one; the bench's own calls go to the server directly.
    const origin = edge?.url ?? server.url;
    const { shipToId, sku } = await prepareBuyer(server.url);
    const routes = [
      { name: 'home', path: '/', signedIn: false },
      { name: 'news', path: '/news', signedIn: false },
      { name: 'products', path: '/catalog/products', signedIn: true },
      { name: 'product', path: `/catalog/${encodeURIComponent(sku)}`, signedIn: true },
      { name: 'cart', path: '/cart', signedIn: true },
      { name: 'orders', path: '/orders/history', signedIn: true },
    ];
    const picked = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',');
    const figures = {};
    const failures = [];
    const speeds = [];
    chrome = await startChromium(edge ? ['--ignore-certificate-errors'] : []);
    for (const route of routes.filter((entry) => !picked || picked.includes(entry.name))) {
      const runs = [];
      for (let index = 1; index <= RUNS; index += 1) {
        const url = `${origin}${route.path}`;
        const {
          figures: one,
          finalUrl,
          report,
        } = await withRetries(async () => {
          if (route.signedIn) await signInBrowser(chrome.port, origin, shipToId);
          return audit(chrome.port, url, route.signedIn);
        });
        if (new URL(finalUrl).pathname !== route.path)
          throw new Error(`${route.name}: ended on ${finalUrl} instead of ${route.path}`);
        writeFileSync(join(reports, `${route.name}-${index}.json`), report);
        runs.push(one);
        speeds.push(one.benchmarkIndex);
      }
      const middle = (key) => median(runs.map((one) => one[key]));
      const row = {
        performance: middle('performance'),
        accessibility: middle('accessibility'),
        bestPractices: middle('bestPractices'),
        fcpMs: Math.round(middle('fcpMs')),
        lcpMs: Math.round(middle('lcpMs')),
        tbtMs: Math.round(middle('tbtMs')),
        cls: Math.round(middle('cls') * 1000) / 1000,
        transferBytes: Math.round(middle('transferBytes')),
      };
      for (const [key, value] of Object.entries(row)) figures[`${route.name}.${key}`] = value;
      if (row.performance < BUDGETS.performance)
        failures.push(`${route.name} performance ${row.performance}`);
      if (row.lcpMs > BUDGETS.lcpMs) failures.push(`${route.name} LCP ${row.lcpMs} ms`);
      if (row.tbtMs > BUDGETS.tbtMs) failures.push(`${route.name} TBT ${row.tbtMs} ms`);
      if (row.cls > BUDGETS.cls) failures.push(`${route.name} CLS ${row.cls}`);
      if (route.name === 'home' && row.transferBytes > BUDGETS.homeTransferBytes)
        failures.push(`home ${row.transferBytes} bytes`);
      console.log(
        `${route.name} (${route.path}): performance ${row.performance}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, ` +
          `CLS ${row.cls}, ${Math.round(row.transferBytes / 1024)} KiB`,
      );
    }
    console.log(
      `budgets: performance >= ${BUDGETS.performance}, LCP <= ${BUDGETS.lcpMs} ms, TBT <= ${BUDGETS.tbtMs} ms, ` +
        `CLS <= ${BUDGETS.cls}, home <= ${BUDGETS.homeTransferBytes} bytes transferred: ` +
        (failures.length === 0 ? 'all met' : `over on ${failures.join('; ')}`),
    );
    // Simulated throttling slows the CPU this machine shows by a fixed 4x: on a slower or busy machine (a lower
    // index; about 1,000 and more for an idle desktop) script-heavy figures such as TBT come out worse.
    return {
      runs: RUNS,
      served: edge ? 'HTTP/2 over TLS (front)' : 'HTTP/1.1 (portal server)',
      benchmarkIndex: Math.round(median(speeds)),
      ...figures,
      budgetsMet: failures.length === 0,
    };
  } finally {
    await chrome?.stop();
    await edge?.stop();
    await server.stop();
  }
}
