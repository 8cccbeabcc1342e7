import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { graphqlDocuments } from './build/graphql-documents.ts';

/** Component and hook tests of the web app, in jsdom. */
export default defineProject({
  plugins: [graphqlDocuments(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Rendering a screen with its providers takes about a second alone and several on a loaded machine.
    testTimeout: 20_000,
  },
});
