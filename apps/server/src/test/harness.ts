import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config/env';
import type { Database } from '../db/client';
import { openTestDatabase } from './template';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Runs a GraphQL operation and returns the parsed body with the HTTP status. */
  graphql: <T = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; headers?: Record<string, string> },
  ) => Promise<{
    status: number;
    data: T | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  }>;
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/** The configuration of a test application, with `env` over the test defaults. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    SSO_SECRET: 'test-sso-secret-test-sso-secret-test-5678',
    DATA_DIR: 'var/test/data',
    // Tests stand in for clients behind a proxy, telling their address in X-Forwarded-For.
    TRUST_PROXY: 'true',
    // Statuses move only when a test says so (decision 0023).
    DEMO_ORDER_PROGRESS: 'false',
    ...env,
  });
}

/** A full application over a private copy of the seeded demo database, for API tests through app.inject. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'now'> = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(inject('testDatabase'));
  const config = testConfig(env);
  const app = await buildApp({ config, database, logger: false, webDist: '/nonexistent', ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    engine: database.engine,
    request: (options) => app.inject(options),
    graphql: async (query, options = {}) => {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...options.headers },
        payload: { query, variables: options.variables ?? {} },
      });
      return { status: response.statusCode, ...response.json() };
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
