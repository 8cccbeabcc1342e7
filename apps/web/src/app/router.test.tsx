import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isStaffRoute, ROUTES, STAFF_ROUTES } from '@spina/domain';
import { entry, fakeServer } from '../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp, signedInSession } from '../test/render';
import type { Session } from '../features/auth';
import { breadcrumbPath, createPortalRoutes, PORTAL_ROUTES } from './router';

async function open(path: string, options: { session?: Session; language?: 'it' | 'en' } = {}) {
  return renderWithApp(
    (i18n) => {
      const PortalRoutes = createPortalRoutes((namespaces) => i18n.loadNamespaces(namespaces));
      return <PortalRoutes />;
    },
    { ...options, path },
  );
}

const publicMenu = [
  entry('home', 'Home', '/'),
  entry('news-filtered', 'News filtered', '/news?tag=beer'),
  entry('contact', 'Contacts', '/contact'),
];

describe('route table (spec 1 §2.2)', () => {
  it('has every route of the spec, with the domain’s path and access rule, and the staff pages', () => {
    const customerRoutes = PORTAL_ROUTES.filter((route) => !isStaffRoute(route.name));
    expect(customerRoutes.map((route) => route.name).sort()).toEqual(Object.keys(ROUTES).sort());
    const staffRoutes = PORTAL_ROUTES.filter((route) => isStaffRoute(route.name));
    expect(staffRoutes.map((route) => [route.name, route.path, route.requireAuthentication])).toEqual(
      Object.entries(STAFF_ROUTES).map(([name, rule]) => [name, rule.path, true]),
    );
    for (const route of customerRoutes) {
      expect(route.path).toBe(ROUTES[route.name as keyof typeof ROUTES].path);
      expect(route.requireAuthentication).toBe(ROUTES[route.name as keyof typeof ROUTES].requiresLogin);
      expect(route.permission).toBe(ROUTES[route.name as keyof typeof ROUTES].section);
    }
  });

  it('links every breadcrumb parent to a concrete address', () => {
    for (const route of PORTAL_ROUTES) {
      for (const step of route.breadcrumb ?? []) expect(step.path).toMatch(/^\/[a-z/-]*$/);
    }
    expect(breadcrumbPath('sustainability')).toBe('/sustainability');
    expect(() => breadcrumbPath('productsDetail')).toThrow(/parameters/);
  });

  it('uses the before-login layout for sign-in screens and no chrome for the sign-in error page', () => {
    const layout = (name: string) => PORTAL_ROUTES.find((route) => route.name === name);
    expect(layout('login')?.layout).toBe('before-login');
    expect(layout('userVerification')?.isUserVerification).toBe(true);
    expect(layout('saml-error')?.noPortalChrome).toBe(true);
    expect(layout('cart')?.hideFooter).toBe(true);
  });
});

describe('navigation (spec 1 §2.2, §8)', () => {
  it('sets the page title from the route on every navigation', async () => {
    fakeServer({ sections: ALL_SECTIONS_ENABLED, publicMenu });
    await open('/news');
    await waitFor(() => expect(document.title).toBe('News and Articles | Spina'));
    const menu = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    await userEvent.click(await menu.findByRole('link', { name: 'Home' }));
    await waitFor(() => expect(document.title).toBe('Home | Spina'));
  });

  it('scrolls to the top when the page changes, not when only the query of the same page does', async () => {
    fakeServer({ publicMenu });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await open('/news');
    await screen.findByRole('heading', { level: 1, name: 'News and Articles' });
    const links = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    scrollTo.mockClear();
    await userEvent.click(links.getByRole('link', { name: 'News filtered' }));
    await waitFor(() => expect(document.title).toBe('News and Articles | Spina'));
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(links.getByRole('link', { name: 'Contacts' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
  });

  it('sets the title in the interface language', async () => {
    fakeServer();
    await open('/orders/history', { language: 'it' });
    await waitFor(() => expect(document.title).toBe('Storico ordini | Spina'));
  });

  it('shows the 404 page for an unknown path', async () => {
    fakeServer();
    await open('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404: PAGE NOT FOUND' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Spina'));
  });

  it('shows the 401 page to a visitor on a protected route, inside the route’s frame', async () => {
    fakeServer();
    await open('/orders/history');
    expect(await screen.findByRole('heading', { name: '401: UNAUTHORIZED ACCESS' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Order history');
  });

  it('goes to /error403 when a signed-in user lacks the section', async () => {
    fakeServer({ sections: ALL_SECTIONS_ENABLED });
    await open('/contracts', { session: signedInSession(['Catalogue']) });
    expect(await screen.findByRole('heading', { name: '403: ACCESS DENIED' })).toBeInTheDocument();
  });

  it('shows a pending area with its title when the section is open', async () => {
    fakeServer({ sections: ALL_SECTIONS_ENABLED });
    await open('/orders/history', { session: signedInSession(['My Orders']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order history' })).toBeInTheDocument();
  });

  it('shows the maintenance page while the maintenance flag is set', async () => {
    fakeServer({ maintenance: true });
    await open('/');
    expect(
      await screen.findByRole('heading', { name: 'The portal is under maintenance' }),
    ).toBeInTheDocument();
  });
});
