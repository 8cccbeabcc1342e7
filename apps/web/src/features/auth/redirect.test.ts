import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect';

describe('the page remembered for after sign-in (spec 1 §4.3)', () => {
  it.each([
    ['/orders/history', '/orders/history'],
    ['/catalog/products?search=birra#top', '/catalog/products?search=birra#top'],
    ['/', '/'],
  ])('keeps the portal path %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'orders/history'],
    ['the login page itself', '/login?redirect=/x'],
    ['the reset page', '/reset-password?token=abc'],
    ['nothing', null],
  ])('refuses %s', (_what, target) => {
    expect(safeRedirect(target)).toBeNull();
  });

  it('builds the /login address that remembers the wanted page', () => {
    expect(loginPathFor('/orders/history?page=2')).toBe('/login?redirect=%2Forders%2Fhistory%3Fpage%3D2');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('https://evil.example')).toBe('/login');
  });
});
