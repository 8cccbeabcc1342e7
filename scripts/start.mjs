// `npm start`: builds what is missing or out of date, then runs the portal server.
// The build is skipped when no source file changed since the last one, so a restart takes seconds.
import { spawn } from 'node:child_process';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
