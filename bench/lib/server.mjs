// Starts the built server (apps/server/dist/main.js) for a benchmark and stops it afterwards.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the server with `env` added to the environment and resolves once /readyz answers 200.
 * `readyMs` is the time from spawn to the first successful /readyz; `pid` is the server process (for CPU figures).
 */
export async function startServer({ port, env = {}, timeoutMs = 120_000 }) {
  // A server left on the port (an earlier run's) would answer /readyz for the new one, which exits on the busy port,
  // and the bench would measure the wrong build.
  const taken = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already taken: stop the server listening there first`);
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), 'apps/server/dist/main.js'],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  let exited = null;
  child.on('exit', (code) => (exited = code));
  for (;;) {
    if (exited !== null) throw new Error(`server exited with code ${exited} before it was ready`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error('server not ready in time');
    }
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      if (exited !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, readyMs, stop, pid: child.pid };
}
