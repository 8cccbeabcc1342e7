// `npm run test:e2e`: the browser journeys against the built portal.
// Builds when stale, starts the built server on port 3100 over a fresh database in var/e2e (seeded with the
// demo data on start), waits until it is ready, runs Playwright, stops the server and exits with
// Playwright's code. Extra arguments go to Playwright (e.g. `npm run test:e2e -- --grep 404`).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

const port = process.env.E2E_PORT ?? '3100';
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = 'var/e2e';
const READY_TIMEOUT_MS = 240_000;

/**
 * Refuses a port another server holds: the journeys would otherwise run against that server and its data (a
 * second run on the machine, sharing the first one's users and mail), once this run's server had failed to start.
 */
async function assertPortFree() {
  const probe = createServer();
  await new Promise((resolve, reject) => {
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is in use (another journey run?); stop it or set E2E_PORT`)
          : error,
      ),
    );
    probe.listen(Number(port), '127.0.0.1', resolve);
  });
  await new Promise((resolve) => probe.close(resolve));
}

await assertPortFree();
buildIfStale();
rmSync(join(root, dataDir, 'db'), { recursive: true, force: true });
// Mail of an earlier run would hand the password journeys a link that run already used.
rmSync(join(root, dataDir, 'mail'), { recursive: true, force: true });
// Ship-to holds a killed run left behind (e2e/support/ship-to-lock.ts) would make this run's journeys wait.
for (const name of readdirSync(tmpdir())) {
  if (name.startsWith(`spina-e2e-${port}-`)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    // Journeys cancel fresh orders: no demo status job (it never runs in production anyway, decision 0023).
    DEMO_ORDER_PROGRESS: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
let serverExited = false;
server.on('exit', () => {
  serverExited = true;
});

async function waitUntilReady() {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('The server stopped before it was ready');
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet: the first start migrates and seeds the database.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server was not ready at ${baseUrl} within ${READY_TIMEOUT_MS / 1000} s`);
}

function stopServer() {
  if (serverExited) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
    setTimeout(() => server.kill('SIGKILL'), 15_000).unref();
  });
}

const SNAPSHOT_LINES = 60;

/**
 * Prints what each failed journey's page showed: the main landmark and any dialog of the page snapshot Playwright
 * wrote beside the failure. A clean clone's run keeps no files, and its log is all a failure leaves behind.
 */
function printFailedPages() {
  const results = join(root, 'test-results');
  let files = [];
  try {
    files = readdirSync(results, { recursive: true }).filter((name) => name.endsWith('error-context.md'));
  } catch {
    return;
  }
  for (const file of files) {
    const snapshot = readFileSync(join(results, file), 'utf8').split('```yaml\n')[1]?.split('```')[0] ?? '';
    const lines = snapshot.split('\n');
    const start = Math.max(
      lines.findIndex((line) => /^\s*- (main|dialog)\b/.test(line)),
      0,
    );
    console.log(
      `\n::: the page when ${file.replace(/\/error-context\.md$/, '')} failed (from its main landmark):`,
    );
    console.log(lines.slice(start, start + SNAPSHOT_LINES).join('\n'));
  }
}

let code = 1;
try {
  await waitUntilReady();
  const playwright = spawn(
    process.execPath,
    [
      join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--config',
      'e2e/playwright.config.ts',
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: baseUrl } },
  );
  code = await new Promise((resolve) => playwright.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  if (code !== 0) printFailedPages();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopServer();
}
process.exit(code);
