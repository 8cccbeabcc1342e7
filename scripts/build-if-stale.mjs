// Builds the portal (web and server) when the build is missing or a source changed since the last one.
// Shared by `npm start` and `npm run test:e2e`: both run the built server, and neither should serve a stale
// build nor rebuild when nothing changed (docs/decisions/0002-start-builds-when-stale.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = join(root, 'var/build-stamp');
const inputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/build',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.js',
  'apps/server/src',
  'apps/server/scripts/build.mjs',
  'packages/domain/src',
  'package-lock.json',
];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) if (name !== 'node_modules') yield* files(join(path, name));
  } else yield path;
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const file of files(join(root, input))) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/** Runs `npm run build` unless the web and server builds exist and match the current sources. */
export function buildIfStale() {
  const hash = sourceHash();
  const built =
    existsSync(join(root, 'apps/web/dist/index.html')) && existsSync(join(root, 'apps/server/dist/main.js'));
  if (built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return;
  console.log('Building the portal (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(join(root, 'var'), { recursive: true });
  writeFileSync(stampFile, hash);
}
