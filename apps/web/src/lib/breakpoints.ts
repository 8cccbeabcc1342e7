import { useMediaQuery } from '@mantine/hooks';

/** Mobile is a width of 768 px or less (spec 1 §9). */
export const MOBILE_MAX_WIDTH_PX = 768;
/** Media query of the mobile layout, for useMediaQuery. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/**
 * True on a screen of the mobile layout (spec 1 §9), from the first render on: the browser is asked at once. Read in
 * an effect after the first render (the library's default, made for server rendering, which the portal does not do),
 * every phone screen was built first in its desktop layout, then again in its own, and showed the desktop one for a
 * moment.
 */
export function useMobileLayout(): boolean {
  return useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}
