import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setSessionRecovery } from '../../../lib/fetch-json';
import { SESSION_KEYS } from '../../../lib/storage';
import { accessTokenFor, fakeIdentityServer } from '../../../test/fake-identity';
import { json } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { shipToEntry, testUser } from '../../../test/users';
import { createSessionStore } from '../../auth';
import SessionBars from './SessionBars';

afterEach(() => setSessionRecovery(null));

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

async function renderBars(user: ReturnType<typeof testUser>) {
  const server = fakeIdentityServer({ user });
  const store = createSessionStore({ status: 'authenticated', user, accessToken: 'token' });
  await renderWithApp(
    <>
      <SessionBars />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { sessionStore: store, namespaces: ['auth', 'staff'], path: '/' },
  );
  return { server, store };
}

describe('profile errors (spec 1 §4.1 step 6, the domain’s profileErrors)', () => {
  it("flags a user without country and without customer type: 'Country is not fill', 'Customer type is not fill'", async () => {
    const incomplete = testUser({
      country: null,
      permissionSchema: [{ ...shipToEntry('0000100001', ['Catalogue']), rpDetails: [] }],
    });
    await renderBars(incomplete);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your profile is incomplete: Country is not fill · Customer type is not fill.',
    );
  });

  it('says nothing for a complete profile, nor for staff (who hold no ship-to)', async () => {
    await renderBars(testUser());
    await renderBars(testUser({ isStaff: true, permissionSchema: [] }));
    await screen.findAllByText(/^at \//);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('acting as a customer user (DESIGN §6)', () => {
  it('shows who is acted as, and Stop gives the staff member their own session on their page', async () => {
    const staff = testUser({
      UID: '33333333-3333-4333-8333-333333333333',
      isStaff: true,
      permissionSchema: [],
    });
    const customer = testUser({
      firstName: 'Marco',
      lastName: 'Bellini',
      actingStaff: { UID: staff.UID, firstName: 'Giulia', lastName: 'Ferri' },
    });
    const { server, store } = await renderBars(customer);
    const banner = await screen.findByRole('region', { name: 'Acting as a customer user' });
    expect(banner).toHaveTextContent('Acting as Marco Bellini (customer service)');

    server.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/auth/act-as/stop'))
        return json({ token: accessTokenFor(staff.UID), expiresIn: 900 });
      if (url.startsWith(`/api/identity/v1/users/GetUserInfoById/${staff.UID}`)) return json(staff);
      return json({ statusCode: 404, message: 'Not found' }, 404);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('at /staff/act-as')).toBeInTheDocument();
    expect(store.get().user?.UID).toBe(staff.UID);
    expect(sessionStorage.getItem(SESSION_KEYS.impersonatedUser)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Acting as a customer user' })).not.toBeInTheDocument();
  });
});
