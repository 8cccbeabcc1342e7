import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp, signedInSession } from '../../test/render';
import { RouteGuard } from './RouteGuard';
import type { Session } from './session';

function guarded(
  routeName: 'orders-history' | 'homepage',
  sections: Array<{ label: string; value: string }> | undefined,
) {
  return (
    <Routes>
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
      <Route path="/error403" element={<p>403 page</p>} />
    </Routes>
  );
}

const loadingSession: Session = {
  status: 'loading',
  user: null,
  accessToken: null,
  signOut: async () => undefined,
};

describe('RouteGuard (spec 1 §4.3)', () => {
  it('shows the loading state while the session loads', async () => {
    await renderWithApp(guarded('orders-history', []), { session: loadingSession });
    expect(await screen.findByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
  });

  it('shows the 401 page to a visitor on a protected route', async () => {
    await renderWithApp(guarded('orders-history', []));
    expect(await screen.findByText('401 page')).toBeInTheDocument();
  });

  it('navigates to /error403 when the permission is missing', async () => {
    await renderWithApp(guarded('orders-history', [{ label: 'My Orders', value: '1' }]), {
      session: signedInSession(['Catalogue']),
      path: '/orders/history',
    });
    expect(await screen.findByText('403 page')).toBeInTheDocument();
  });

  it('opens the page when the section is available and enabled', async () => {
    await renderWithApp(guarded('orders-history', [{ label: 'My Orders', value: '1' }]), {
      session: signedInSession(['My Orders']),
    });
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('opens the public homepage to a visitor', async () => {
    await renderWithApp(guarded('homepage', undefined));
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
