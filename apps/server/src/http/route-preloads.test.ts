import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeNameOf, routePages } from './route-preloads';

describe('the route of a page address, as the client router picks it (spec 1 §2.2)', () => {
  it.each([
    ['/', 'homepage'],
    ['/catalog/products', 'products'],
    ['/catalog/favorites', 'favorites'],
    ['/catalog/10311101', 'productsDetail'],
    ['/orders/history', 'orders-history'],
    ['/orders/history/4500001234', 'orders-detail'],
    ['/cart', 'cart'],
    ['/cart/', 'cart'],
    ['/news', 'news'],
    ['/news/a-story', 'newsItem'],
    ['/sustainability', 'sustainability'],
    ['/sustainability/water', 'sustainability'],
    ['/sustainability/survey', 'sustainabilitySurvey'],
    ['/my-profile/details', 'my-profile'],
    ['/no/such/page', 'Error404'],
    ['/catalog/products/extra', 'Error404'],
  ])('%s is %s', (path, name) => {
    expect(routeNameOf(path)).toBe(name);
  });
});

// Issue 16: a route's code and texts were discovered only after the entry script had run.
describe("the page of an address, naming its route's files", () => {
  const dist = mkdtempSync(join(tmpdir(), 'spina-route-pages-'));
  writeFileSync(join(dist, 'index.html'), '<html><head><title>Spina</title></head><body></body></html>');

  it('is index.html as it is without a preload list', () => {
    expect(routePages(dist)).toBeNull();
  });

  it("names the route's scripts for fetching and compiling, and its stylesheets for fetching", () => {
    writeFileSync(
      join(dist, 'route-preloads.json'),
      JSON.stringify({
        homepage: ['assets/HomePage-a$&1.js', 'assets/banners-b.css'],
        cart: ['assets/CartPage-c.js'],
      }),
    );
    const pageFor = routePages(dist)!;
    expect(pageFor('/')).toBe(
      '<html><head><title>Spina</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/HomePage-a$&1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/banners-b.css">' +
        '</head><body></body></html>',
    );
    expect(pageFor('/cart')).toContain('href="/assets/CartPage-c.js"');
    expect(pageFor('/cart')).not.toContain('HomePage');
    expect(pageFor('/news')).toBe('<html><head><title>Spina</title></head><body></body></html>');
  });
});
