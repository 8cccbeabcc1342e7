import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the plugin is plain JavaScript, for eslint.config.js
import featureBoundaries from './feature-boundaries.js';

// The repository's own configuration, as `npm run lint` uses it, on code placed at a path of the web app.
// (jsdom's URL cannot resolve file addresses, hence paths.)
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, 'apps/web/src', path) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('feature boundaries in npm run lint', { timeout: 30_000 }, () => {
  it("fails on an import of another feature's file", async () => {
    expect(
      await problems('features/home/probe.ts', "export { useAccess } from '../auth/use-access';\n"),
    ).toEqual([
      "features/boundaries: Import the auth feature through its index ('features/auth'), not 'features/auth/use-access': a feature's files are its own.",
    ]);
  });

  it('fails on a dynamic import of another feature’s file too', async () => {
    const found = await problems(
      'features/home/probe.ts',
      "export const load = () => import('../catalogue/pages/ProductsPage');\n",
    );
    expect(found).toEqual([expect.stringMatching(/^features\/boundaries: Import the catalogue feature/)]);
  });

  it('accepts an import through the index, from a feature and from app/', async () => {
    expect(await problems('features/home/probe.ts', "export { useAccess } from '../auth';\n")).toEqual([]);
    expect(await problems('app/probe.ts', "export { authPages } from '../features/auth/index';\n")).toEqual(
      [],
    );
  });

  it('fails when lib or components/ui import a feature, or a feature imports app/', async () => {
    expect(await problems('lib/probe.ts', "export { useAccess } from '../features/auth';\n")).toEqual([
      'features/boundaries: lib/probe.ts serves every feature and may not import features/auth; move what both need into lib or components/ui.',
    ]);
    expect(
      await problems('features/home/probe.ts', "export { AppProviders } from '../../app/App';\n"),
    ).toEqual([
      'features/boundaries: Only main.tsx and the test harness import app/: app/ composes the features, not the reverse.',
    ]);
  });

  it('fails on an import that closes a cycle between features', async () => {
    // The shell shows the signed-in user's menus, so it depends on auth; auth importing the shell back is a cycle.
    const found = await problems('features/auth/probe.ts', "export { PageLoader } from '../shell';\n");
    expect(found).toEqual([
      'features/no-cycle: features/auth imports features/shell, which already depends on features/auth (shell → auth): move what both need into lib or components/ui, or pass it in from app/.',
    ]);
  });

  it('finds a cycle through other features', async () => {
    // Fixture features: orders → cart → delivery; delivery importing orders closes the loop.
    const fixtures = join(here, 'fixtures');
    const linter = new ESLint({
      cwd: repoRoot,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { features: featureBoundaries },
          rules: { 'features/no-cycle': ['error', { root: fixtures }] },
        },
      ],
    });
    const [result] = await linter.lintText("export { cartLines } from '../orders';\n", {
      filePath: join(fixtures, 'features/delivery/late.ts'),
    });
    expect(result?.messages.map((message) => message.message)).toEqual([
      'features/delivery imports features/orders, which already depends on features/delivery (orders → cart → delivery): move what both need into lib or components/ui, or pass it in from app/.',
    ]);
  });
});
