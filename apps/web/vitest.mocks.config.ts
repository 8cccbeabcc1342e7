import { MOCKING_TESTS, webTestProject } from './build/vitest-project.ts';

/** The web app's tests that replace modules with vi.mock, each file in a module graph of its own. */
export default webTestProject({ name: 'web-mocks', include: [MOCKING_TESTS], isolate: true });
