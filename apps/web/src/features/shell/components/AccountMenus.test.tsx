import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../auth';
import { fakeServer } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp } from '../../../test/render';
import { shipToEntry, testUser } from '../../../test/users';
import { Header } from './Header';

// The menu's code loads on demand: load it once here, so that each test waits on that load instead of polling
// for the menu while the whole suite competes for the machine.
beforeAll(() => import('./UserMenuDropdown'));

const OWNER = [
  'Home Page',
  'Catalogue',
  'My Orders',
  'My Profile',
  'Contracts',
  'Reporting',
  'My Documents',
  'Marketing Materials',
  'News & Articles',
  'Support',
];
const BASIC = [
  'Home Page',
  'Catalogue',
  'My Orders',
  'My Profile',
  'My Documents',
  'News & Articles',
  'Support',
];

function sessionOf(
  permissions: string[],
  customerType: string,
  extra: Partial<Session['user']> = {},
): Session {
  const user = testUser({
    permissionSchema: permissions.length ? [shipToEntry('0000100001', permissions, { customerType })] : [],
    ...extra,
  });
  return { status: 'authenticated', user, accessToken: 'token', signOut: async () => undefined };
}

async function userMenuEntries(session: Session) {
  fakeServer({ sections: ALL_SECTIONS_ENABLED });
  const { queryClient } = await renderWithApp(<Header />, { session });
  // The header re-renders when the portal's sections and menus arrive: open the menu once they are in.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu', expanded: false }));
  await screen.findByRole('button', { name: 'Account menu', expanded: true });
  // jsdom has no layout: the menu's positioning may keep it display:none however long one waits, so the menu
  // is read whatever its visibility. The button says open before the menu's lazily loaded dropdown mounts.
  const menu = await screen.findByRole('menu', { hidden: true });
  const entries = within(menu)
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.textContent);
  const iconTarget = screen.getByRole('link', { name: 'My account' }).getAttribute('href');
  return { entries, iconTarget };
}

describe('user menu per customer type (spec 1 §2.3, the domain’s userMenu)', () => {
  it.each([
    [
      'On Premise owner',
      OWNER,
      'On Premise',
      ['Documents', 'Reporting', 'Contracts', 'My Profile', 'Log out'],
      '/my-documents/documents',
    ],
    [
      'POS owner',
      OWNER,
      'POS',
      ['Documents', 'Reporting', 'Contracts', 'My Profile', 'Log out'],
      '/my-documents/documents',
    ],
    [
      'WHSL owner',
      OWNER,
      'WHSL',
      ['Documents', 'Reporting', 'Contracts', 'My Profile', 'Log out'],
      '/my-documents/documents',
    ],
    [
      'Outlets owner (Reporting and My Profile only)',
      OWNER,
      'Outlets',
      ['Reporting', 'My Profile', 'Log out'],
      '/reporting',
    ],
    [
      'Basic user (no Contracts, no Reporting)',
      BASIC,
      'On Premise',
      ['Documents', 'My Profile', 'Log out'],
      '/my-documents/documents',
    ],
    [
      'POS Academy user (Documents is always allowed)',
      ['Academy'],
      'POS',
      ['Documents', 'Log out'],
      '/my-documents/documents',
    ],
  ])('%s', async (_who, permissions, customerType, expected, target) => {
    const { entries, iconTarget } = await userMenuEntries(sessionOf(permissions, customerType));
    expect(entries).toEqual(expected);
    expect(iconTarget).toBe(target);
  });

  it('gives customer-service staff their act-as and tickets pages first, the act-as page as the icon’s target', async () => {
    const { entries, iconTarget } = await userMenuEntries(sessionOf([], 'On Premise', { isStaff: true }));
    expect(entries).toEqual(['Act as a customer', 'Support tickets', 'Documents', 'Log out']);
    expect(iconTarget).toBe('/staff/act-as');
  });
});

describe('Catalogue parts (spec 1 §2.3, §6)', () => {
  it('shows favourites, cart and the ship-to selector with Catalogue', async () => {
    fakeServer({ sections: ALL_SECTIONS_ENABLED });
    await renderWithApp(<Header />, { session: sessionOf(OWNER, 'On Premise') });
    expect(await screen.findByRole('link', { name: 'Cart: 0 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Favourites: 0' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Ship-to')).toBeInTheDocument());
  });

  it('hides them, and the create-an-order entry, without Catalogue', async () => {
    fakeServer({
      sections: ALL_SECTIONS_ENABLED,
      privateMenu: [
        {
          name: 'create an order',
          label: 'Create an order',
          href: '/catalog/products',
          isActive: true,
          children: [],
        },
        { name: 'news-private', label: 'News and articles', href: '/news', isActive: true, children: [] },
      ],
    });
    await renderWithApp(<Header />, { session: sessionOf(['Reporting', 'My Profile'], 'Outlets') });
    expect(await screen.findByRole('link', { name: 'News and articles' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Ship-to')).not.toBeInTheDocument();
  });
});
