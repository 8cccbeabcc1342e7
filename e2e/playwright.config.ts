import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the built portal that scripts/e2e.mjs starts (E2E_BASE_URL). Debian's chromium is
 * used; no browser is ever downloaded.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  reporter: process.env.CI
    ? [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]]
    : 'list',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A journey includes an axe scan of every page it visits, seconds each on a shared two-core machine; the
  // first journey of a worker also warms the server up. Waits are on events, so generous limits cost nothing
  // when the machine is quick and keep a busy machine from failing a journey that was only slow.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100',
    // A click on a control that never shows fails at its own step, not at the end of the journey's budget.
    actionTimeout: 30_000,
    viewport: { width: 1280, height: 800 },
    locale: 'it-IT',
    // No animations: axe never checks a menu halfway through fading in (its text at low contrast).
    reducedMotion: 'reduce',
    // The portal's service worker would answer requests that journeys stub with page.route, and keep answers
    // from one journey for the next: it is blocked, except in the journey about it (offline.spec.ts).
    serviceWorkers: 'block',
    // A trace records every step's page and screenshot: a third more browser work in every journey, for a file
    // only a local run can open. E2E_TRACE=1 records it for the journeys that fail.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless build: the full browser (/usr/bin/chromium) also runs its own window's pages in
      // headless mode, a renderer busy beside the portal's, and took a third longer over the same journeys.
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
});
