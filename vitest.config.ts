import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The server's API tests run on PGlite always and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server-pg', env: { TEST_ENGINE: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest keeps a core free by default: one worker on a two-core CI machine. Test files mostly wait on their
    // database and the PostgreSQL server, so one worker per core keeps both cores busy.
    maxWorkers: availableParallelism(),
    projects: ['packages/domain', 'apps/server', 'apps/web', 'apps/web/vitest.mocks.config.ts', ...postgres],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
    },
  },
});
