import { localDate } from '@spina/domain';
import { ConfigError, loadConfig } from '../../config/env';
import { openDatabase, redactUrl } from '../client';
import { resetDatabase } from '../maintenance';
import { isEmpty, seedDemoData } from '../seed';
import { scaleBenchData } from './scale';

const USAGE = `Usage: npm run bench:data -- [--scale <0..1>] [--force]
Builds the PostgreSQL bench data set of DESIGN §8 in the database of DATABASE_URL: migrations, the demo
data, then 3,000 products, 20,000 ship-tos and 1,000,000 orders (scale 1). A scaled database is left alone
unless --force, which drops everything and builds it again.`;

class UsageError extends Error {}

function parseArguments(args: string[]): { scale: number; force: boolean } {
  let scale = 1;
  let force = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--force') force = true;
    else if (arg === '--scale') scale = Number(args[++i]);
    else if (arg?.startsWith('--scale=')) scale = Number(arg.slice('--scale='.length));
    else throw new UsageError(`Unknown argument ${arg}\n\n${USAGE}`);
  }
  if (!(scale > 0 && scale <= 1))
    throw new UsageError(`--scale must be a number above 0 and at most 1\n\n${USAGE}`);
  return { scale, force };
}

async function main(): Promise<void> {
  const { scale, force } = parseArguments(process.argv.slice(2));
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new UsageError(
      'bench:data needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/spina_bench) to an empty database.',
    );
  }
  const options = { engine: 'postgres' as const, url: config.DATABASE_URL, poolSize: 2 };
  const log = (message: string) => console.log(`  ${message}`);
  const started = performance.now();
  console.log(`Bench data in ${redactUrl(config.DATABASE_URL)} (scale ${scale})`);
  if (force) await resetDatabase(options, log);
  const database = await openDatabase(options);
  try {
    await database.migrate();
    if (await isEmpty(database.db)) await seedDemoData(database.db, log);
    const report = await scaleBenchData(database.db, {
      scale,
      today: localDate(new Date(), 'Europe/Rome'),
      log,
    });
    if (report.status === 'already') {
      console.log('The database is already scaled; nothing to do (use --force to rebuild it):');
      console.log(JSON.stringify(report.marker, null, 2));
      return;
    }
    console.table({ added: report.added, total: report.totals });
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
  else console.error(`bench:data failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
