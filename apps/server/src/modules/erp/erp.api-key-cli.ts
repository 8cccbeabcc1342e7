import { ConfigError, loadConfig } from '../../config/env';
import { databaseOptionsFromConfig, openDatabase } from '../../db/client';
import { ApiKeyUsageError, runApiKeyCommand } from './erp.api-key-command';

/**
 * `npm run api-key -- create|list|revoke` (decision 0023): the keys of the integration API, in the database the
 * configuration names (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, PGlite has one user).
 */
async function main(): Promise<void> {
  const database = await openDatabase(databaseOptionsFromConfig(loadConfig()));
  try {
    await database.migrate();
    await runApiKeyCommand(database.db, process.argv.slice(2), (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ApiKeyUsageError || error instanceof ConfigError) console.error(error.message);
  else console.error(`The api-key command failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
