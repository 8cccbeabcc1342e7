import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { MANTINE_STYLESHEET, mantineCssPerComponent, mantineStylesOf } from './mantine-css';

const require = createRequire(import.meta.url);
const core = (name: string) => readFileSync(require.resolve(`@mantine/core/styles/${name}.css`), 'utf8');
const firstClass = (css: string) => /\.m_[0-9a-f]+/.exec(css)![0];

describe("the stylesheet of a Mantine component's module", () => {
  it.each([
    ['/repo/node_modules/@mantine/core/esm/components/Button/Button.module.mjs', 'Button'],
    ['/repo/node_modules/@mantine/core/esm/components/Radio/RadioCard/RadioCard.module.mjs', 'RadioCard'],
    ['/repo/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs', 'InlineInput'],
    ['C:\\repo\\node_modules\\@mantine\\core\\esm\\components\\Menu\\Menu.module.mjs', 'Menu'],
  ])('%s is %s', (id, component) => {
    expect(mantineStylesOf(id)).toBe(component);
  });

  it.each([
    '/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs',
    '/repo/node_modules/@mantine/dates/esm/components/Calendar/Calendar.module.mjs',
    '/repo/apps/web/src/features/shell/shell.module.css',
  ])('%s has none', (id) => {
    expect(mantineStylesOf(id)).toBeNull();
  });
});

// Issue 16: the whole library's stylesheet (about 300 KB) loaded ahead of every page.
describe('building with the styles of the components in use only', () => {
  // Inside the web app, so that the build finds @mantine/core as the app does.
  const root = mkdtempSync(join(resolve(__dirname, '..'), '.mantine-css-test-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("keeps the base styles and the used components' styles in the library's order, ahead of ours", async () => {
    writeFileSync(
      join(root, 'main.js'),
      [
        `import '${MANTINE_STYLESHEET}';`,
        `import { Button } from '@mantine/core';`,
        `import './ours.css';`,
        'console.log(Button);',
      ].join('\n'),
    );
    writeFileSync(join(root, 'ours.css'), '.ours { color: red; }');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [mantineCssPerComponent()],
      build: { outDir: 'dist', lib: { entry: 'main.js', formats: ['es'], fileName: 'main' } },
    });
    const files = readdirSync(join(root, 'dist')).filter((file) => file.endsWith('.css'));
    const css = files.map((file) => readFileSync(join(root, 'dist', file), 'utf8')).join('');

    const at = (needle: string) => css.indexOf(needle);
    expect(at('box-sizing')).toBeGreaterThanOrEqual(0);
    expect(at(firstClass(core('UnstyledButton')))).toBeGreaterThan(at('box-sizing'));
    expect(at(firstClass(core('Button')))).toBeGreaterThan(at(firstClass(core('UnstyledButton'))));
    expect(at('.ours')).toBeGreaterThan(at(firstClass(core('Button'))));
    for (const unused of ['Table', 'Tabs', 'Modal', 'Stepper'])
      expect(css).not.toContain(firstClass(core(unused)));
    expect(css.length).toBeLessThan(core('Button').length * 10);
  }, 60_000);
});
