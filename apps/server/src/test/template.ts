import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed';
import { seedToday } from '../db/seed/context';
import { repoRoot, serverRoot } from '../lib/paths';

/** Where the tests' seeded database comes from; handed from the global setup to each test file. */
export type TestDatabaseSource =
  { engine: 'pglite'; dump: string } | { engine: 'postgres'; url: string; template: string };

function* files(path: string): Generator<string> {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else yield path;
}

/**
 * Changes whenever the schema, migrations, seed or the rules the seed uses change; the same for two checkouts
 * of the same code, so that they share one template. And each day: the seed dates its order history from the
 * day it runs (seedToday), so yesterday's template held orders awaiting shipment for a day now past, which the
 * tests of the demo history refuse (a run just after midnight reused one).
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(seedToday());
  for (const dir of [join(serverRoot, 'src/db'), join(repoRoot, 'packages/domain/src')]) {
    if (!existsSync(dir)) continue;
    for (const file of files(dir)) {
      if (!file.endsWith('.test.ts')) hash.update(relative(repoRoot, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** A migrated, seeded PGlite dumped to a file that each test file loads into memory. */
export async function preparePgliteTemplate(): Promise<TestDatabaseSource> {
  const dir = join(repoRoot, 'var/test');
  const dump = join(dir, `pglite-${templateKey()}.tar.gz`);
  if (!existsSync(dump)) {
    mkdirSync(dir, { recursive: true });
    for (const old of readdirSync(dir).filter((name) => name.startsWith('pglite-'))) rmSync(join(dir, old));
    const database = await openDatabase({ engine: 'pglite' });
    await database.migrate();
    await seedDemoData(database.db);
    const client = (
      database.db as unknown as { $client: { dumpDataDir(compression: 'gzip'): Promise<Blob> } }
    ).$client;
    const blob = await client.dumpDataDir('gzip');
    writeFileSync(dump, Buffer.from(await blob.arrayBuffer()));
    await database.close();
  }
  return { engine: 'pglite', dump };
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** How many templates of other code versions are kept beside the current one. */
const TEMPLATES_KEPT = 3;

/** A migrated, seeded PostgreSQL database that each test file copies with CREATE DATABASE ... TEMPLATE. */
export async function preparePostgresTemplate(url: string): Promise<TestDatabaseSource> {
  const template = `spina_template_${templateKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // Runs from other checkouts may share the server: one prepares at a time, and the templates of the few
  // newest other versions stay, as a run of another branch may be copying them right now.
  await admin.query('select pg_advisory_lock(hashtext($1))', ['spina_test_templates']);
  try {
    const existing = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'spina_template_%' order by oid desc",
    );
    const names = existing.rows.map((row) => row.datname);
    const others = names.filter((name) => name !== template);
    for (const old of others.slice(TEMPLATES_KEPT))
      await admin.query(`drop database if exists "${old}" with (force)`);
    if (!names.includes(template)) {
      await admin.query(`create database "${template}"`);
      const database = await openDatabase({
        engine: 'postgres',
        url: withDatabase(url, template),
        poolSize: 2,
      });
      try {
        await database.migrate();
        await seedDemoData(database.db);
      } catch (error) {
        await database.close();
        await admin.query(`drop database if exists "${template}" with (force)`);
        throw error;
      }
      await database.close();
    }
  } finally {
    await admin.end(); // ends the session, which releases its advisory lock
  }
  return { engine: 'postgres', url, template };
}

/** Opens a private copy of the seeded template for one test file. */
export async function openTestDatabase(source: TestDatabaseSource) {
  if (source.engine === 'pglite') {
    const dump = new Blob([readFileSync(source.dump)]);
    return {
      database: await openDatabase({ engine: 'pglite', loadDataDir: dump }),
      drop: async () => undefined,
    };
  }
  const name = `spina_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: source.url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${source.template}"`);
  await admin.end();
  const database = await openDatabase({
    engine: 'postgres',
    url: withDatabase(source.url, name),
    poolSize: 4,
  });
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: source.url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  };
  return { database, drop };
}
