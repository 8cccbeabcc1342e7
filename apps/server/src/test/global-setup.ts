import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate, preparePostgresTemplate, type TestDatabaseSource } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/** Prepares the seeded template database once per run; TEST_ENGINE picks PGlite (default) or PostgreSQL. */
export default async function setup(project: TestProject): Promise<void> {
  const engine = project.config.env?.TEST_ENGINE ?? 'pglite';
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL must be set to run the PostgreSQL tests');
    project.provide('testDatabase', await preparePostgresTemplate(url));
  } else {
    project.provide('testDatabase', await preparePgliteTemplate());
  }
}
