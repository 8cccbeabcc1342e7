import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Market } from '@spina/domain';

const green: MantineColorsTuple = [
  '#e8f6ef',
  '#cfe9dc',
  '#a2d3ba',
  '#71bc95',
  '#49a877',
  '#2f9b64',
  '#1f8a56',
  '#137449',
  '#0b5d3b',
  '#00482c',
];

const red: MantineColorsTuple = [
  '#fdeaea',
  '#f5d3d4',
  '#eaa5a6',
  '#df7476',
  '#d64b4e',
  '#d13135',
  '#c02327',
  '#a8191e',
  '#8f1218',
  '#720810',
];

/** The gold of the 'create an order' entry (spec 1 §2.3); shade 8 keeps dark text legible on it. */
const gold: MantineColorsTuple = [
  '#fdf7e3',
  '#f8edc6',
  '#f1da8c',
  '#e9c54e',
  '#e3b421',
  '#d4a72c',
  '#c8981a',
  '#ad8211',
  '#8f6a0a',
  '#6e5104',
];

// Breakpoints of spec 1 §9; 'sm' sits one pixel above 768 so that hiddenFrom="sm" means "mobile only".
const breakpoints = { xs: '36em', sm: '48.0625em', md: '62em', lg: '75em', xl: '87.5em' };

const base: MantineThemeOverride = {
  breakpoints,
  colors: { spinaGreen: green, spinaRed: red, gold },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Users who ask their system for less motion get menus, drawers and dialogs without animation.
  respectReducedMotion: true,
  components: {
    // Without Mantine's focus placeholder, an element a menu may not contain (ARIA: menu children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
};

/** The market themes (spec 1 §1): green for Italy, red for the Czech Republic; both share the gold. */
const themes = {
  IT: createTheme({ ...base, primaryColor: 'spinaGreen', primaryShade: 8 }),
  CZ: createTheme({ ...base, primaryColor: 'spinaRed', primaryShade: 8 }),
};

/** The theme of a market; markets without their own theme use Italy's. */
export function themeFor(market: Market) {
  return market === 'CZ' ? themes.CZ : themes.IT;
}

/**
 * Mantine's "dimmed" grey is too light for body text on white (WCAG AA needs 4.5:1); the portal uses a darker
 * grey wherever text is dimmed.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's error red is as light; field errors use the portal's darker red.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-spinaRed-8)',
  },
  dark: {},
});
