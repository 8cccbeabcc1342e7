import { describe, expect, it } from 'vitest';
import { isPageRequest } from './static';

describe('history fallback: which requests get the single-page app', () => {
  it.each([
    ['GET', '/', 'text/html,application/xhtml+xml', true],
    ['GET', '/catalog/products?brand=x', '*/*', true],
    ['HEAD', '/orders/history', undefined, true],
    ['GET', '/news/some.article.path', 'text/html', false],
    ['GET', '/assets/index-abc123.js', '*/*', false],
    ['GET', '/api/content/v1/nothing', '*/*', false],
    ['GET', '/graphql', 'text/html', false],
    ['GET', '/media/products/x.svg', 'text/html', false],
    ['POST', '/', 'text/html', false],
    ['GET', '/', 'application/json', false],
  ])('%s %s (accept %s) → %s', (method, url, accept, expected) => {
    expect(isPageRequest(method, url, accept)).toBe(expected);
  });
});
