import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ActualUserMenu from './UserMenu';
import { entry, fakeServer } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp, signedInSession } from '../../../test/render';
import { Header } from './Header';

// Counts the user menu's committed renders: a stand-in for the header's parts that do not depend on the page menu.
const userMenuRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./UserMenu', async () => {
  const actual = await vi.importActual<typeof ActualUserMenu>('./UserMenu');
  const { countingCommits } = await import('../../../test/commit-count');
  return { UserMenu: countingCommits(actual.UserMenu, userMenuRenders) };
});

const publicMenu = [entry('home', 'Home', '/'), entry('news', 'News', '/news')];
const privateMenu = [entry('create an order', 'Create an order', '/catalog/products')];

describe('header (spec 1 §2.3)', () => {
  // Issue 16: a first visit's header rendered whole again when the menu answered, icons and user menu included.
  it('renders only its menu row when the menu answers', async () => {
    let release = () => {};
    const menuHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeServer({ publicMenu, privateMenu, sections: ALL_SECTIONS_ENABLED }, async (url) => {
      if (url.startsWith('/api/content/v1/pagemenu')) await menuHeld;
      return undefined;
    });
    await renderWithApp(<Header />, { session: signedInSession(['Catalogue', 'My Profile']) });
    await screen.findByRole('link', { name: 'Cart: 0 items' });
    await screen.findByRole('link', { name: 'Favourites: 0' });
    expect(document.querySelector('header [data-pending]')).not.toBeNull();
    const before = userMenuRenders.count;
    expect(before).toBeGreaterThan(0);
    release();
    expect(await screen.findByRole('link', { name: 'Create an order' })).toBeInTheDocument();
    expect(userMenuRenders.count).toBe(before);
  });
});
