import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_ROUTE, PORTAL_ROUTES, type PortalRoute } from './router';
import { preloadFirstRoute, prefetchOnIntent, routeAt } from './route-prefetch';

const routeNamed = (name: string) => PORTAL_ROUTES.find((route) => route.name === name)!;

/** Replaces a route's page loader by a spy for one test. */
function spyOnPage(route: PortalRoute) {
  const original = route.page;
  const page = vi.fn(() => Promise.resolve({ default: () => null }));
  route.page = page;
  restore.push(() => (route.page = original));
  return page;
}

const restore: Array<() => void> = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
  document.body.innerHTML = '';
});

describe('the route of an address', () => {
  it.each([
    ['/', 'homepage'],
    ['/catalog/products', 'products'],
    ['/catalog/10311101', 'productsDetail'],
    ['/orders/history', 'orders-history'],
    ['/cart', 'cart'],
  ])('%s is %s', (path, name) => {
    expect(routeAt(path).name).toBe(name);
  });

  it('is the 404 route for an unknown address', () => {
    expect(routeAt('/no/such/page')).toBe(NOT_FOUND_ROUTE);
  });
});

// Issue 16: a signed-in page's code was asked for only after the session was restored.
describe('loading the first page at start', () => {
  it("asks for the route's code and its texts together", () => {
    const page = spyOnPage(routeNamed('products'));
    const loadNamespaces = vi.fn(() => Promise.resolve());
    preloadFirstRoute('/catalog/products', loadNamespaces);
    expect(page).toHaveBeenCalledOnce();
    expect(loadNamespaces).toHaveBeenCalledWith(routeNamed('products').namespaces);
  });

  it('lets a failed load go unreported, for the page itself to show', async () => {
    const route = routeNamed('cart');
    const page = spyOnPage(route);
    page.mockImplementation(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadFirstRoute('/cart', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('loading the page of a link about to be followed', () => {
  function link(href: string) {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = 'go';
    document.body.append(anchor);
    return anchor;
  }

  it('loads it when the pointer rests on the link, a finger touches it or the keyboard reaches it, once', () => {
    const page = spyOnPage(routeNamed('cart'));
    const loadNamespaces = vi.fn(() => Promise.resolve());
    const stop = prefetchOnIntent(loadNamespaces);
    const anchor = link('/cart');
    anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    anchor.dispatchEvent(new Event('touchstart', { bubbles: true }));
    anchor.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    stop();
    expect(page).toHaveBeenCalledOnce();
    expect(loadNamespaces).toHaveBeenCalledWith(routeNamed('cart').namespaces);
  });

  it('ignores links to other sites and to unknown addresses, and stops when told', () => {
    const cart = spyOnPage(routeNamed('cart'));
    const loadNamespaces = vi.fn(() => Promise.resolve());
    const stop = prefetchOnIntent(loadNamespaces);
    link('https://example.org/cart').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/no/such/page').dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    link('/cart').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(cart).not.toHaveBeenCalled();
    expect(loadNamespaces).not.toHaveBeenCalled();
  });
});
