import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lacks the layout APIs Mantine reads; these stand-ins report a desktop-sized, static page.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

// A component test renders the app around its screen, and loads code on demand; on a busy machine a screen
// may take seconds to appear. Queries wait up to 5 s for it (Testing Library's default is 1 s), well inside
// the web project's test timeout (apps/web/vitest.config.ts).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// What REST calls load on demand (lib/rest.ts: zod and the first page's contracts) is loaded once here, so a
// screen's first call does not wait for those modules to be transformed while its test waits on the screen.
await Promise.all([import('../lib/answer-check'), import('../lib/first-page-schema-set')]);
