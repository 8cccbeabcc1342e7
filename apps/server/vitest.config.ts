import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

/** API and unit tests of the server; TEST_ENGINE=postgres runs the same tests on PostgreSQL. */
export default defineProject({
  resolve: {
    // mercurius loads graphql's CommonJS build; tests must use the same one or schema types differ by realm.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
