// The bench database (BENCH_DATABASE_URL, filled by `npm run bench:data`) and a server started on it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

/** What a benchmark on the bench database returns when BENCH_DATABASE_URL is not set. */
export const NO_BENCH_DATABASE = {
  skipped: 'BENCH_DATABASE_URL is not set (fill it with npm run bench:data)',
};

/** Connects to the bench database and starts the server on it (data under `dataDir`); null without one. */
export async function startOnBenchDatabase({ startServer, repoRoot, port, dataDir }) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const server = await startServer({
    port,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: join(repoRoot, dataDir) },
  });
  return { client, server };
}

/**
 * Runs a script of apps/server/src/db/bench-data on the bench database and returns the JSON of its last line.
 * Statements can only be counted in the process that runs them, which the benchmarked server is not.
 */
export function benchDataScript(repoRoot, script, args) {
  const run = spawnSync('npx', ['tsx', `src/db/bench-data/${script}`, ...args], {
    cwd: join(repoRoot, 'apps/server'),
    env: { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !line.startsWith('{')) throw new Error(`${script} failed: ${run.stderr}`);
  return JSON.parse(line);
}
