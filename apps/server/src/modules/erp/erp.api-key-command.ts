import { parseArgs } from 'node:util';
import type { Database } from '../../db/client';
import { ApiKeyError, createApiKey, INTEGRATION_SCOPES, listApiKeys, revokeApiKey } from './erp.api-keys';

export const API_KEY_USAGE = `Usage: npm run api-key -- <command>
  create --name <name> --scopes <scope,scope>   make a key and print it (once: only its hash is kept)
  list                                          the keys with their scopes, creation, last use, revocation
  revoke --name <name>                          refuse the live key of that name from now on
Scopes: ${INTEGRATION_SCOPES.join(', ')}`;

/** A mistake on the command line or in what it asks for; its message is for the operator. */
export class ApiKeyUsageError extends Error {
  override name = 'ApiKeyUsageError';
}

const when = (date: Date | null) => (date ? date.toISOString() : '-');

/**
 * Runs `npm run api-key -- <args>` against `db`, writing what it has to say through `print`. Returns the key it
 * created, for the tests; the command line prints it and never writes it anywhere else.
 */
export async function runApiKeyCommand(
  db: Database,
  args: readonly string[],
  print: (line: string) => void,
  now: () => Date = () => new Date(),
): Promise<string | null> {
  const [command, ...rest] = args;
  let options: { name?: string | undefined; scopes?: string | undefined };
  try {
    options = parseArgs({
      args: [...rest],
      options: { name: { type: 'string' }, scopes: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    throw new ApiKeyUsageError(`${(error as Error).message}\n${API_KEY_USAGE}`);
  }
  try {
    switch (command) {
      case 'create': {
        if (!options.name || !options.scopes) throw new ApiKeyUsageError(API_KEY_USAGE);
        const scopes = options.scopes
          .split(',')
          .map((scope) => scope.trim())
          .filter(Boolean);
        const created = await createApiKey(db, { name: options.name, scopes });
        print(`Created the key ${created.name} with the scopes ${created.scopes.join(', ')}.`);
        print('Copy it now: it is shown this once and only its hash is kept.');
        print('');
        print(created.key);
        return created.key;
      }
      case 'list': {
        const keys = await listApiKeys(db);
        if (keys.length === 0) print('No keys yet.');
        for (const key of keys) {
          print(
            `${key.name}  scopes ${key.scopes.join(',')}  created ${when(key.createdAt)}  last used ${when(key.lastUsedAt)}` +
              (key.revokedAt ? `  REVOKED ${when(key.revokedAt)}` : ''),
          );
        }
        return null;
      }
      case 'revoke': {
        if (!options.name) throw new ApiKeyUsageError(API_KEY_USAGE);
        await revokeApiKey(db, options.name, now());
        print(`Revoked the key ${options.name}.`);
        return null;
      }
      default:
        throw new ApiKeyUsageError(API_KEY_USAGE);
    }
  } catch (error) {
    if (error instanceof ApiKeyError) throw new ApiKeyUsageError(error.message);
    throw error;
  }
}
