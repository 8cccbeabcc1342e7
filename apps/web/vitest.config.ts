import { MOCKING_TESTS, webTestProject } from './build/vitest-project.ts';

/** Component and hook tests of the web app that do not mock modules; vitest.mocks.config.ts runs the others. */
export default webTestProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  exclude: [MOCKING_TESTS],
  isolate: false,
});
