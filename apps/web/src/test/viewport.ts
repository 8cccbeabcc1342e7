import { vi } from 'vitest';
import { MOBILE_QUERY } from '../lib/breakpoints';

/**
 * Makes the mobile layout's media query (spec 1 §9: 768 px or less) match for the rest of the test, as on a phone;
 * every other query answers as before. The setup restores the desktop answers after each test.
 */
export function onPhone(): void {
  const desktop = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...desktop(query),
    matches: query === MOBILE_QUERY,
  }));
}
