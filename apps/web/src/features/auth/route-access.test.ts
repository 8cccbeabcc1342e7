import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-access';
import { shipToEntry, testUser } from '../../test/users';
import type { Session, SessionUser } from './session';

const user = (permissions: string[]): SessionUser =>
  testUser({ permissionSchema: [shipToEntry('0000100001', permissions)] });
const loading: Pick<Session, 'status' | 'user'> = { status: 'loading', user: null };
const visitor: Pick<Session, 'status' | 'user'> = { status: 'anonymous', user: null };
const signedIn = (permissions: string[]): Pick<Session, 'status' | 'user'> => ({
  status: 'authenticated',
  user: user(permissions),
});
const enabled = (...labels: string[]) => labels.map((label) => ({ label, value: '1' }));

describe('route guard (spec 1 §4.3)', () => {
  it('waits while the session is loading', () => {
    expect(routeAccess('orders-history', loading, enabled('My Orders'))).toBe('loading');
    expect(routeAccess('homepage', loading, enabled())).toBe('loading');
  });

  it('waits for the portal-wide section list before deciding for a signed-in user', () => {
    expect(routeAccess('orders-history', signedIn(['My Orders']), undefined)).toBe('loading');
  });

  it('shows the 401 page to a visitor on a route that needs sign-in', () => {
    expect(routeAccess('orders-history', visitor, undefined)).toBe('unauthorized');
    expect(routeAccess('cart', visitor, enabled('Catalogue'))).toBe('unauthorized');
    expect(routeAccess('thanks', visitor, [])).toBe('unauthorized');
  });

  it('opens public routes to visitors, the homepage included', () => {
    for (const route of ['homepage', 'news', 'contact', 'become-partner', 'login', 'Error403'] as const) {
      expect(routeAccess(route, visitor, undefined)).toBe('allow');
    }
  });

  it('opens a section that is available to the user and enabled portal-wide with value 1', () => {
    expect(routeAccess('orders-history', signedIn(['My Orders']), enabled('My Orders'))).toBe('allow');
  });

  it('sends to /error403 when the section is not in the user’s available list', () => {
    expect(routeAccess('orders-history', signedIn(['Catalogue']), enabled('My Orders', 'Catalogue'))).toBe(
      'forbidden',
    );
  });

  it('sends to /error403 when the section is not enabled portal-wide (missing or value other than 1)', () => {
    expect(routeAccess('contracts', signedIn(['Contracts']), [])).toBe('forbidden');
    expect(routeAccess('contracts', signedIn(['Contracts']), [{ label: 'Contracts', value: '0' }])).toBe(
      'forbidden',
    );
  });

  it('always opens Home Page and My Documents, without permission or configuration entry', () => {
    expect(routeAccess('homepage', signedIn([]), [])).toBe('allow');
    expect(routeAccess('myDocuments', signedIn([]), [])).toBe('allow');
  });

  it('opens a sign-in route without a section to any signed-in user', () => {
    expect(routeAccess('thanks', signedIn([]), [])).toBe('allow');
  });
});
