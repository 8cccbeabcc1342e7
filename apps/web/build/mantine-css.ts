import type { Plugin } from 'vite';

/** The whole library's stylesheet, as main.tsx imports it. */
export const MANTINE_STYLESHEET = '@mantine/core/styles.css';

/** What every page needs before any component: the reset, the theme's variables and the global rules. */
const BASE_STYLESHEETS = ['baseline', 'default-css-variables', 'global'];

const VIRTUAL_BASE = '\0spina-mantine-base';

/**
 * The component whose class names a module of @mantine/core's ESM build holds (`Button.module.mjs`, the
 * compiled CSS module of Button), which names its stylesheet `@mantine/core/styles/Button.css`; null for any
 * other module.
 */
export function mantineStylesOf(id: string): string | null {
  const match = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/.exec(
    id.split('?')[0]!,
  );
  return match ? match[1]! : null;
}

/**
 * Ships each Mantine component's styles with the code of the component, instead of the whole library's
 * stylesheet (about 300 KB, three quarters unused by any one page) ahead of every page. Each component's
 * class-name module gets an import of that component's stylesheet, so the bundler puts it in the CSS of the
 * chunk that uses the component: the first page's stylesheet holds what the shell and the first page use, and
 * a lazy page brings the rest with its code. The order stays the library's: a component imports the
 * components it is built on first (UnstyledButton before Button), and the library's entry, imported before any
 * of our modules, puts its components ahead of our CSS modules as the single stylesheet did. `styles.css`
 * itself becomes the base stylesheets only. Build only: the dev server pre-bundles the library untouched, so
 * there the whole stylesheet stays.
 */
export function mantineCssPerComponent(): Plugin {
  return {
    name: 'spina-mantine-css-per-component',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === MANTINE_STYLESHEET ? VIRTUAL_BASE : null;
    },
    load(id) {
      if (id !== VIRTUAL_BASE) return null;
      return BASE_STYLESHEETS.map((name) => `import '@mantine/core/styles/${name}.css';`).join('\n');
    },
    transform(code, id) {
      const component = mantineStylesOf(id);
      if (!component) return null;
      return { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null };
    },
  };
}
