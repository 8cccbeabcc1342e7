import type { UserInfo } from '@spina/domain';
import { fakeServer, json, type FakeContent } from './fake-server';

let issued = 0;

/** An access token as the server signs it (the web only reads it): user id, expiry and a unique id. */
export function accessTokenFor(userId: string, expiresInSeconds = 900): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: userId, sid: 'session-1', exp, jti: ++issued })}.signature`;
}

/** How the fake identity service behaves; every field can be changed while a test runs. */
export type IdentityBehaviour = {
  /** The user of the session and of sign-in; null: the refresh cookie is gone (401). */
  user: UserInfo | null;
  /** The answer of sign-in when it is refused: 401 (wrong credentials) or 429 with Retry-After. */
  signIn?: { status: 401 | 403 | 429; message: string; code: string; retryAfter?: string };
  /** POST /auth/refresh cannot be reached. */
  refreshUnreachable?: boolean;
  /** GET GetUserInfoById fails with this status. */
  userInfoStatus?: number;
  /** The answer of the single sign-on hand-off start. */
  handoffUrl?: string;
};

const graphqlError = (status: number, message: string, code: string, headers: Record<string, string> = {}) =>
  json({ data: null, errors: [{ message, extensions: { code, statusCode: status } }] }, status, headers);

/**
 * The portal server for session tests: the shell's content calls plus sign-in (GraphQL), refresh, log-out,
 * user info, default ship-to and the hand-off start, driven by `behaviour`. Every request is recorded.
 */
export function fakeIdentityServer(behaviour: IdentityBehaviour, content: FakeContent = {}) {
  const server = fakeServer(content, async (url, init) => {
    const path = url.split('?')[0] ?? '';
    const method = init?.method ?? 'GET';
    if (path === '/auth/refresh') {
      if (behaviour.refreshUnreachable) throw new TypeError('Failed to fetch');
      if (!behaviour.user)
        return json(
          { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Your session has expired. Sign in again.' },
          401,
        );
      return json({ token: accessTokenFor(behaviour.user.UID), expiresIn: 900, user: behaviour.user });
    }
    if (path === '/auth/logout') return json({ message: 'You have been signed out' });
    if (path.startsWith('/api/identity/v1/users/GetUserInfoById/')) {
      if (behaviour.userInfoStatus)
        return json(
          { statusCode: behaviour.userInfoStatus, code: 'X', message: 'Failed' },
          behaviour.userInfoStatus,
        );
      if (!behaviour.user)
        return json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Authentication required' }, 401);
      return json(behaviour.user);
    }
    if (path === '/api/identity/v1/users/setdefaultshipto' && method === 'POST') {
      const shipToId = new URL(url, 'http://portal.test').searchParams.get('shiptoId');
      return json({ defaultShipToId: shipToId });
    }
    if (path.startsWith('/auth/sso/') && method === 'POST')
      return json({ url: behaviour.handoffUrl ?? '/saml-error?provider=elearning&reason=unconfigured' });
    if (path === '/graphql' && String(init?.body ?? '').includes('generateCustomerToken')) {
      const refusal = behaviour.signIn;
      if (refusal)
        return graphqlError(
          refusal.status,
          refusal.message,
          refusal.code,
          refusal.retryAfter ? { 'retry-after': refusal.retryAfter } : {},
        );
      if (!behaviour.user)
        return graphqlError(401, 'The e-mail or password is not correct', 'INVALID_CREDENTIALS');
      return json({ data: { generateCustomerToken: { token: accessTokenFor(behaviour.user.UID) } } });
    }
    return undefined;
  });
  const calls = (path: string, method = 'GET') =>
    server.requests.filter(
      (request) => request.url.split('?')[0] === path && (request.init?.method ?? 'GET') === method,
    );
  return { ...server, calls };
}
