import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions without module state: one module graph for all files, instead of one per file, saves
    // most of the suite's time.
    isolate: false,
  },
});
