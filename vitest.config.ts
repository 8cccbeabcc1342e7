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
    projects: ['packages/domain', 'apps/server', 'apps/web', ...postgres],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
    },
  },
});
