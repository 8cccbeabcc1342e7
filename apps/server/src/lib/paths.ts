import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Walks up from `start` to the first folder whose package.json satisfies `match`. */
function findUp(start: string, match: (pkg: { name?: string; workspaces?: unknown }) => boolean): string {
  let dir = start;
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && match(JSON.parse(readFileSync(file, 'utf8')))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No matching package.json above ${start}`);
    dir = parent;
  }
}

// The same code runs from src/ (tsx, vitest) and from the bundled dist/main.js, so folders are found
// by their package.json rather than by a fixed depth.
const here = dirname(fileURLToPath(import.meta.url));

/** Folder of the @spina/server package. */
export const serverRoot = findUp(here, (pkg) => pkg.name === '@spina/server');
/** Folder of the repository (the npm workspace root). */
export const repoRoot = findUp(serverRoot, (pkg) => Array.isArray(pkg.workspaces));
/** Folder of the SQL migrations. */
export const migrationsDir = join(serverRoot, 'src/db/migrations');
/** Folder of the built single-page app. */
export const webDistDir = resolve(repoRoot, 'apps/web/dist');
