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
    // Each file builds its own application over its own database; sharing the modules saves loading the whole
    // server again for every file, most of the suite's time (decision 0039).
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    // A guard against a test that hangs, not a speed bar: on a busy two-core machine a test that builds a server
    // or sends a hundred bad inputs took half of the former 30 s (benchmarks measure speed, DESIGN §8).
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
