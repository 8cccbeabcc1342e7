import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteName, StaffRouteName } from '@spina/domain';
import { setSessionRecovery } from '../../lib/fetch-json';
import { LOCAL_KEYS } from '../../lib/storage';
import { fakeIdentityServer } from '../../test/fake-identity';
import { ALL_SECTIONS_ENABLED, renderWithApp } from '../../test/render';
import { shipToEntry, testUser } from '../../test/users';
import { RouteGuard } from './RouteGuard';
import { createSessionStore } from './session-store';
import { useSession } from './session';

afterEach(() => setSessionRecovery(null));

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function Status() {
  return <p>session {useSession().status}</p>;
}

function guarded(routeName: RouteName | StaffRouteName, sections = ALL_SECTIONS_ENABLED) {
  return (
    <>
      <Status />
      <Routes>
        <Route path="/login" element={<Where />} />
        <Route path="/error403" element={<p>403 page</p>} />
        <Route
          path="*"
          element={
            <RouteGuard
              routeName={routeName}
              portalSections={sections}
              loading={<p>waiting</p>}
              unauthorized={<p>401 page</p>}
            >
              <p>the page</p>
            </RouteGuard>
          }
        />
      </Routes>
    </>
  );
}

const basic = testUser({
  permissionSchema: [shipToEntry('0000100001', ['Home Page', 'Catalogue', 'My Orders', 'My Documents'])],
});

/** Renders with the live session provider over the fake identity service. */
async function withLiveSession(ui: ReactNode, path: string) {
  return renderWithApp(ui, { path, sessionStore: createSessionStore() });
}

describe('route guard with the live session (spec 1 §4.3)', () => {
  it('waits while the session is restored, then opens a permitted page', async () => {
    localStorage.setItem(LOCAL_KEYS.signedIn, '1');
    fakeIdentityServer({ user: basic });
    await withLiveSession(guarded('orders-history'), '/orders/history');
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('shows the 401 page to a visitor (no session in the browser)', async () => {
    fakeIdentityServer({ user: basic });
    await withLiveSession(guarded('orders-history'), '/orders/history');
    expect(await screen.findByText('401 page')).toBeInTheDocument();
  });

  it('sends to /login remembering the wanted page when the session check fails', async () => {
    localStorage.setItem(LOCAL_KEYS.signedIn, '1');
    fakeIdentityServer({ user: null });
    await withLiveSession(guarded('orders-history'), '/orders/history?page=2');
    expect(await screen.findByText('at /login?redirect=%2Forders%2Fhistory%3Fpage%3D2')).toBeInTheDocument();
  });

  it('goes to /error403 for a section the user lacks (Contracts for a Basic user)', async () => {
    localStorage.setItem(LOCAL_KEYS.signedIn, '1');
    fakeIdentityServer({ user: basic });
    await withLiveSession(guarded('contracts'), '/contracts');
    expect(await screen.findByText('403 page')).toBeInTheDocument();
  });

  it('goes to /error403 for a section not enabled portal-wide with value 1', async () => {
    localStorage.setItem(LOCAL_KEYS.signedIn, '1');
    fakeIdentityServer({ user: basic });
    const sections = ALL_SECTIONS_ENABLED.map((section) =>
      section.label === 'My Orders' ? { ...section, value: '0' } : section,
    );
    await withLiveSession(guarded('orders-history', sections), '/orders/history');
    expect(await screen.findByText('403 page')).toBeInTheDocument();
  });

  it('opens always-allowed sections without permission or configuration (My Documents)', async () => {
    localStorage.setItem(LOCAL_KEYS.signedIn, '1');
    fakeIdentityServer({ user: testUser({ permissionSchema: [shipToEntry('0000100001', ['Academy'])] }) });
    await withLiveSession(guarded('myDocuments', []), '/my-documents/documents');
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('opens the staff page to staff only', async () => {
    localStorage.setItem(LOCAL_KEYS.signedIn, '1');
    fakeIdentityServer({ user: testUser({ isStaff: true, permissionSchema: [] }) });
    await withLiveSession(guarded('staffActAs'), '/staff/act-as');
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('sends a customer user away from the staff page', async () => {
    localStorage.setItem(LOCAL_KEYS.signedIn, '1');
    fakeIdentityServer({ user: basic });
    await withLiveSession(guarded('staffActAs'), '/staff/act-as');
    expect(await screen.findByText('403 page')).toBeInTheDocument();
  });

  it('shows the public homepage to a visitor', async () => {
    fakeIdentityServer({ user: basic });
    await withLiveSession(guarded('homepage'), '/');
    await waitFor(() => expect(screen.getByText('session anonymous')).toBeInTheDocument());
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});
