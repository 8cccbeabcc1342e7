#!/usr/bin/env node
// Measures the JavaScript the first route needs (DESIGN §8: at most 180 KB gzip): the entry chunk and its static
// imports, plus the home page's chunk, its static imports and the texts it shows (the interface language and
// the English fallback). Reads the Vite manifest of apps/web/dist; run `npm run build -w @spina/web` first.
//
//   node apps/web/scripts/bundle-size.mjs [--route src/features/home/pages/HomePage.tsx] [--json] [--check]
//
// --json prints a machine-readable report (for the bench); --check exits with 1 when the budget is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 180 * 1024;
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webRoot, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const route = option('--route', 'src/features/home/pages/HomePage.tsx');
// The home page shows the frame's and its own texts; i18next also loads the English fallback.
const texts = option(
  '--texts',
  'src/features/shell/i18n/it.ts,src/features/shell/i18n/en.ts,src/features/home/i18n/it.ts,src/features/home/i18n/en.ts',
).split(',');

if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run \`npm run build -w @spina/web\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** A manifest entry and every chunk (and stylesheet) it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no module ${key}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const stylesheet of chunk.css ?? []) seen.add(stylesheet);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const files = new Set(staticClosure(entryKey));
for (const key of [route, ...texts]) for (const file of staticClosure(key)) files.add(file);

const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const content = readFileSync(join(dist, file));
    return { file, bytes: content.length, gzip: gzipSync(content).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalBytes = rows.reduce((sum, row) => sum + row.bytes, 0);
const report = {
  route,
  files: rows,
  // Every file the first route loads, stylesheets included, for the transfer-size bench.
  assets: [...files].sort(),
  totalBytes,
  totalGzip,
  budgetGzip: BUDGET_BYTES,
  withinBudget: totalGzip <= BUDGET_BYTES,
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
if (args.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`First route (${route}): ${rows.length} JavaScript files`);
  for (const row of rows)
    console.log(`  ${kb(row.gzip).padStart(9)} gzip  ${kb(row.bytes).padStart(9)}  ${row.file}`);
  console.log(`Total: ${kb(totalGzip)} gzip (${kb(totalBytes)} minified); budget ${kb(BUDGET_BYTES)} gzip`);
  console.log(report.withinBudget ? 'Within budget.' : 'OVER BUDGET.');
}
if (args.includes('--check') && !report.withinBudget) process.exit(1);
