import { rows } from '../../db/seed/seed-test-helpers';
import { signIn } from '../../test/auth';
import type { TestApp } from '../../test/harness';

/**
 * The three readers every documents test needs over the demo seed: onpremise@ (My Documents on its own ship-tos
 * and on Lungomare), basic@ (My Documents on Centro only) and cz@ (another customer).
 */
export async function documentReaders(t: TestApp) {
  return {
    owner: await signIn(t, 'onpremise@example.com'),
    basic: await signIn(t, 'basic@example.com'),
    czech: await signIn(t, 'cz@example.com'),
  };
}

/** The id of the first document (by number) matching a SQL condition of the seed's documents. */
export async function firstDocumentId(t: TestApp, where: string): Promise<string> {
  const [first] = await rows<{ id: string }>(
    t.db,
    `select id from documents where ${where} order by number limit 1`,
  );
  if (!first) throw new Error(`no seeded document where ${where}`);
  return first.id;
}
