import { ConfigError, loadConfig } from '../config/env';
import { databaseOptionsFromConfig, openDatabase, redactUrl } from './client';
import { reseed, resetDatabase } from './maintenance';
import { DEMO_PASSWORD } from './seed/data/demo-users';

const USAGE = `Usage: tsx src/db/cli.ts <seed|reset>
  seed   apply migrations, empty every application table, load the demo data
  reset  drop the database (PostgreSQL schemas, or the PGlite folder), migrate, load the demo data
Stop the Spina server first when it uses the embedded PGlite database.`;

async function main(command: string | undefined): Promise<void> {
  if (command !== 'seed' && command !== 'reset') throw new UsageError(USAGE);
  const config = loadConfig();
  const options = databaseOptionsFromConfig(config);
  const where = options.engine === 'postgres' ? redactUrl(options.url) : `PGlite in ${options.dataDir}`;
  const log = (message: string) => console.log(`  ${message}`);
  const started = performance.now();
  console.log(`${command === 'seed' ? 'Seeding' : 'Resetting'} ${where}`);
  if (command === 'reset') {
    await resetDatabase(options, log);
  } else {
    const database = await openDatabase(options);
    try {
      await reseed(database, log);
    } finally {
      await database.close();
    }
  }
  console.log(
    `Done in ${((performance.now() - started) / 1000).toFixed(1)} s. Demo password: ${DEMO_PASSWORD}`,
  );
}

class UsageError extends Error {}

main(process.argv[2]).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
  else
    console.error(`The database command failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
