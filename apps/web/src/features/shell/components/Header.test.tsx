import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../lib/storage';
import { anonymousSession } from '../../auth';
import { entry, fakeServer } from '../../../test/fake-server';
import { expectLabelInName } from '../../../test/label-in-name';
import { ALL_SECTIONS_ENABLED, renderWithApp, signedInSession } from '../../../test/render';
import { Header } from './Header';
import { MobileBottomBar } from './MobileBottomBar';

const publicMenu = [entry('home', 'Home', '/'), entry('news', 'News', '/news')];
const privateMenu = [
  entry('create an order', 'Create an order', '/catalog/products'),
  entry('news-private', 'News and articles', '/news'),
];

describe('header (spec 1 §2.3)', () => {
  it('shows visitors the public menu and a Login button, without account, cart or single sign-on entries', async () => {
    const { requests } = fakeServer({ publicMenu, privateMenu });
    await renderWithApp(<Header />);
    expect(await screen.findByRole('link', { name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'pubMenu' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.startsWith('/api/content/v1/pagemenu'))).toBe(false);
  });

  it('shows signed-in users the page menu, the user menu and, with Catalogue, favourites and cart with counts', async () => {
    const { requests } = fakeServer({ publicMenu, privateMenu, sections: ALL_SECTIONS_ENABLED });
    await renderWithApp(<Header />, { session: signedInSession(['Catalogue', 'Reporting', 'My Profile']) });
    expect(await screen.findByRole('link', { name: 'Create an order' })).toBeInTheDocument();
    expect(document.querySelector('header [data-pending]')).toBeNull();
    expect(requests.some((request) => request.url.startsWith('/api/content/v1/pagemenu'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Cart: 0 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Favourites: 0' })).toHaveAttribute('href', '/catalog/favorites');
    expect(screen.getByRole('button', { name: 'Search products, materials, news…' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  // Issue 16: the row holding 'create an order' appeared with the menu and pushed a signed-in page down.
  it('keeps the menu row in place while a stored session is restored', async () => {
    fakeServer({ publicMenu, privateMenu });
    await renderWithApp(<Header />, { session: { ...anonymousSession, status: 'loading' } });
    expect(document.querySelector('header [data-pending]')).not.toBeNull();
  });

  it('hides favourites and cart without the Catalogue permission', async () => {
    fakeServer({ privateMenu: [], sections: ALL_SECTIONS_ENABLED });
    await renderWithApp(<Header />, { session: signedInSession(['Reporting']) });
    await screen.findByRole('link', { name: 'My account' });
    expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
  });

  it('points the user icon at the first visible entry and lists the permitted ones with Log out', async () => {
    fakeServer({ privateMenu: [], sections: ALL_SECTIONS_ENABLED });
    const signOut = vi.fn(async () => undefined);
    const session = { ...signedInSession(['Reporting', 'My Profile'], { customerType: 'Outlets' }), signOut };
    const { queryClient } = await renderWithApp(<Header />, { session });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/reporting'),
    );
    // The header renders again as the portal's sections and menus arrive: the menu is opened once they are in.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu', expanded: false }));
    // jsdom has no layout: the dropdown's positioning may keep it display:none, so it is found whatever its
    // visibility, once its lazily loaded code has mounted it.
    const menu = await screen.findByRole('menu', { hidden: true });
    // Mantine animates the dropdown in; the entries are checked for content, not for visibility.
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Reporting', 'My Profile', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out', hidden: true }));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
  });

  it('shows pubMenu to signed-in users and eLearning only with the Academy permission', async () => {
    fakeServer({ privateMenu: [], sections: ALL_SECTIONS_ENABLED });
    await renderWithApp(<Header />, { session: signedInSession(['Catalogue']) });
    expect(await screen.findByRole('button', { name: 'pubMenu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'eLearning' })).not.toBeInTheDocument();
  });

  it('hands off to eLearning in a new window through a one-time address (spec 1 §6)', async () => {
    const { requests } = fakeServer({ privateMenu: [], sections: ALL_SECTIONS_ENABLED });
    sessionStorage.setItem(SESSION_KEYS.idToken, 'access-token');
    const target = { opener: {} as unknown, closed: false, location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    await renderWithApp(<Header />, { session: signedInSession(['Academy']) });
    await userEvent.click(await screen.findByRole('button', { name: 'eLearning' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(target.opener).toBeNull();
    await waitFor(() => expect(target.location.href).toBe('/auth/sso/elearning?ticket=one-time'));
    const handoff = requests.find((request) => request.url.startsWith('/auth/sso/elearning'));
    expect(handoff?.init?.method).toBe('POST');
    expect((handoff?.init?.headers as Record<string, string>).authorization).toBe('Bearer access-token');
  });
});

describe('mobile bottom bar (spec 1 §2.5)', () => {
  it('offers visitors login and the menu', async () => {
    fakeServer({ publicMenu });
    await renderWithApp(<MobileBottomBar />);
    const bar = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(within(bar).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(bar).queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
  });

  it('offers signed-in users with Catalogue search, profile, favourites and cart with counts, and a menu with Log out', async () => {
    fakeServer({ privateMenu, sections: ALL_SECTIONS_ENABLED });
    await renderWithApp(<MobileBottomBar />, { session: signedInSession(['Catalogue', 'My Profile']) });
    const bar = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(within(bar).getByRole('link', { name: 'Cart: 0 items' })).toHaveAttribute('href', '/cart');
    expect(within(bar).getByRole('link', { name: /Favourites/ })).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByRole('link', { name: 'Create an order' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('names the favourites and cart links with the words they show, the counts drawn beside them (WCAG 2.5.3)', async () => {
    fakeServer({ privateMenu, sections: ALL_SECTIONS_ENABLED });
    await renderWithApp(<MobileBottomBar />, { session: signedInSession(['Catalogue', 'My Profile']) });
    const bar = await screen.findByRole('navigation', { name: 'Quick navigation' });
    for (const link of [
      within(bar).getByRole('link', { name: 'Cart: 0 items' }),
      within(bar).getByRole('link', { name: /^Favourites/ }),
    ]) {
      // The count is an attribute CSS draws, so the visible words are the label alone, which the name holds.
      expect(link.querySelector('[data-count]')).toHaveAttribute('data-count', '0');
      expectLabelInName(link);
    }
  });
});
