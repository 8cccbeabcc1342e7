// `npm run bench [name...]`: builds when needed, runs every bench/*.bench.mjs (or the named ones) and prints
// their figures; results are also written to bench/results/<name>.json.
// A benchmark module exports `description` and `async run({ startServer, load })` returning a flat object of
// figures. Benchmarks that need the PostgreSQL bench data read BENCH_DATABASE_URL and skip themselves when unset.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from './lib/load.mjs';
import { repoRoot, startServer } from './lib/server.mjs';

const wanted = process.argv.slice(2);
const files = readdirSync(join(repoRoot, 'bench'))
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => wanted.length === 0 || wanted.includes(name.replace('.bench.mjs', '')))
  .sort();

const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
let failed = false;
for (const file of files) {
  const name = file.replace('.bench.mjs', '');
  const bench = await import(join(repoRoot, 'bench', file));
  console.log(`\n== ${name}: ${bench.description}`);
  try {
    const figures = await bench.run({ startServer, load, repoRoot });
    writeFileSync(
      join(repoRoot, 'bench/results', `${name}.json`),
      JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2),
    );
    console.table(figures);
  } catch (error) {
    failed = true;
    console.error(`${name} failed:`, error);
  }
}
process.exit(failed ? 1 : 0);
