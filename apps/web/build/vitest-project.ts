import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { graphqlDocuments } from './graphql-documents.ts';

/** Test files that replace modules with vi.mock: they need a module graph of their own. */
export const MOCKING_TESTS = 'src/**/*.mocks.test.{ts,tsx}';

/**
 * The web app's component and hook tests in jsdom, as one of two projects: the files that mock modules run
 * isolated, the others share their modules within a worker (decision 0039), which saves loading React, Mantine
 * and the app's providers again for every file.
 */
export function webTestProject({
  name,
  include,
  exclude = [],
  isolate,
}: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate: boolean;
}) {
  return defineProject({
    plugins: [graphqlDocuments(), react()],
    test: {
      name,
      environment: 'jsdom',
      include,
      exclude: ['**/node_modules/**', ...exclude],
      isolate,
      setupFiles: ['src/test/setup.ts'],
      css: false,
      // Rendering a screen with its providers takes about a second alone and several on a loaded machine.
      testTimeout: 20_000,
    },
  });
}
