import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE, PORTAL_ROUTES } from '../src/app/router';
import { declaredRoutes, routePreloads } from './route-preloads';

const web = resolve(__dirname, '..');

describe('the route table, read by the build without running it', () => {
  const routes = declaredRoutes(resolve(web, 'src/app/router.tsx'));

  it('finds every route of the table, the 404 route included, with the texts it loads', () => {
    const expected = [...PORTAL_ROUTES, NOT_FOUND_ROUTE].map((route) => [route.name, route.namespaces]);
    expect(routes.map((route) => [route.name, route.namespaces])).toEqual(expected);
  });

  it("finds each route's page module", () => {
    const page = (name: string) => routes.find((route) => route.name === name)!.page;
    expect(page('homepage')).toBe(resolve(web, 'src/features/home/pages/HomePage'));
    expect(page('thanks')).toBe(resolve(web, 'src/app/pages/ThanksPage'));
    expect(page('Error404')).toBe(resolve(web, 'src/features/shell/pages/NotFoundPage'));
    for (const route of routes) expect(existsSync(`${route.page}.tsx`), route.name).toBe(true);
  });
});

describe("a route's files beyond the entry", () => {
  const chunk = (
    fileName: string,
    facadeModuleId: string | null,
    imports: string[] = [],
    css: string[] = [],
  ) => ({
    type: 'chunk' as const,
    fileName,
    facadeModuleId,
    imports,
    isEntry: fileName.startsWith('index'),
    viteMetadata: { importedCss: new Set(css) },
  });
  const bundle = {
    'index.js': chunk('index.js', '/web/src/main.tsx', ['framework.js'], ['index.css']),
    'framework.js': chunk('framework.js', null),
    'Grid.js': chunk('Grid.js', null, ['framework.js'], ['Grid.css']),
    'HomePage.js': chunk('HomePage.js', '/web/src/features/home/pages/HomePage.tsx', ['Grid.js', 'index.js']),
    'CartPage.js': chunk('CartPage.js', '/web/src/features/cart/pages/CartPage.tsx', ['Grid.js']),
    'home-it.js': chunk('home-it.js', '/web/src/features/home/i18n/it.ts'),
    'home-en.js': chunk('home-en.js', '/web/src/features/home/i18n/en.ts'),
    'shell-it.js': chunk('shell-it.js', '/web/src/features/shell/i18n/it.ts'),
    'shell-en.js': chunk('shell-en.js', '/web/src/features/shell/i18n/en.ts'),
    'index.css': { type: 'asset' as const },
  };
  const texts = (namespace: string, language: string) => `/web/src/features/${namespace}/i18n/${language}`;

  it("are the page's chunk, its imports and their stylesheets, its texts and the shell's, in both languages", () => {
    const preloads = routePreloads(
      [
        { name: 'homepage', page: '/web/src/features/home/pages/HomePage', namespaces: ['home'] },
        { name: 'cart', page: '/web/src/features/cart/pages/CartPage', namespaces: [] },
      ],
      bundle,
      texts,
    );
    expect(preloads.homepage).toEqual([
      'Grid.css',
      'Grid.js',
      'HomePage.js',
      'home-en.js',
      'home-it.js',
      'shell-en.js',
      'shell-it.js',
    ]);
    expect(preloads.cart).toEqual(['CartPage.js', 'Grid.css', 'Grid.js', 'shell-en.js', 'shell-it.js']);
  });
});
