import { afterEach, describe, expect, it } from 'vitest';
import { setSessionRecovery } from '../../lib/fetch-json';
import { LOCAL_KEYS, SESSION_KEYS } from '../../lib/storage';
import { accessTokenFor, fakeIdentityServer } from '../../test/fake-identity';
import { shipToEntry, testUser } from '../../test/users';
import { restRequest } from '../../lib/rest';
import { menuResponseSchema, messageResponseSchema } from '@spina/domain';
import { refreshAccessToken, tokenClaims } from './access-token';
import { restoreSession, signIn, signOut } from './session-runtime';
import { createSessionStore, initialSessionState } from './session-store';

afterEach(() => setSessionRecovery(null));

const owner = testUser({
  UID: '22222222-2222-4222-8222-222222222222',
  permissionSchema: [
    shipToEntry('0000100001', ['Catalogue', 'My Orders'], { name: 'Centro' }),
    shipToEntry('0000100002', ['Catalogue'], { name: 'Stazione', status: 'SUSPENDED' }),
    shipToEntry('0000100003', ['Catalogue'], { name: 'Lungomare' }),
  ],
});

const markSignedIn = () => localStorage.setItem(LOCAL_KEYS.signedIn, '1');

describe('session start (spec 1 §4.1)', () => {
  it('knows a visitor at once, without calling the server, when the browser holds no session', () => {
    const { requests } = fakeIdentityServer({ user: owner });
    expect(initialSessionState().status).toBe('anonymous');
    expect(requests).toEqual([]);
  });

  it('restores a stored session in one call: the refresh answers the user info with the token stored for every call', async () => {
    markSignedIn();
    const server = fakeIdentityServer({ user: owner });
    const store = createSessionStore();
    expect(store.get().status).toBe('loading');
    await restoreSession(store);
    expect(store.get()).toMatchObject({ status: 'authenticated', user: { UID: owner.UID } });
    expect(server.calls('/auth/refresh', 'POST')).toHaveLength(1);
    expect(server.calls(`/api/identity/v1/users/GetUserInfoById/${owner.UID}`)).toHaveLength(0);
    expect(sessionStorage.getItem(SESSION_KEYS.idToken)).toBe(store.get().accessToken);
    expect(tokenClaims(store.get().accessToken!).userId).toBe(owner.UID);
  });

  it('restores once per store, even when asked twice (React strict mode)', async () => {
    markSignedIn();
    const server = fakeIdentityServer({ user: owner });
    const store = createSessionStore();
    await Promise.all([restoreSession(store), restoreSession(store)]);
    expect(server.calls('/auth/refresh', 'POST')).toHaveLength(1);
  });

  it('ends a session whose refresh is refused (failed session check): status expired, token forgotten', async () => {
    markSignedIn();
    sessionStorage.setItem(SESSION_KEYS.idToken, 'stale');
    fakeIdentityServer({ user: null });
    const store = createSessionStore();
    await restoreSession(store);
    expect(store.get().status).toBe('expired');
    expect(sessionStorage.getItem(SESSION_KEYS.idToken)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.signedIn)).toBeNull();
  });

  it('uses the stored session when the identity service cannot be reached (spec 1 §4.1 step 4)', async () => {
    sessionStorage.setItem(SESSION_KEYS.idToken, accessTokenFor(owner.UID));
    fakeIdentityServer({ user: owner, refreshUnreachable: true });
    const store = createSessionStore();
    await restoreSession(store);
    expect(store.get()).toMatchObject({ status: 'authenticated', user: { UID: owner.UID } });
  });

  it('keeps the renewed user with the token, and uses both when the network is then cut (installed portal offline)', async () => {
    markSignedIn();
    const online = fakeIdentityServer({ user: owner });
    await restoreSession(createSessionStore());
    expect(online.calls(`/api/identity/v1/users/GetUserInfoById/${owner.UID}`)).toHaveLength(0);
    // The page is opened again with the network cut: no user info read was ever kept for the service worker.
    const offline = fakeIdentityServer({ user: owner, refreshUnreachable: true, userInfoStatus: 503 });
    const store = createSessionStore();
    await restoreSession(store);
    expect(store.get()).toMatchObject({ status: 'authenticated', user: { UID: owner.UID } });
    expect(offline.calls(`/api/identity/v1/users/GetUserInfoById/${owner.UID}`)).toHaveLength(0);
    // Ending the session forgets the user with the token.
    fakeIdentityServer({ user: null });
    await signOut(store);
    expect(sessionStorage.getItem(SESSION_KEYS.sessionUser)).toBeNull();
  });

  it('sends to login when the service cannot be reached and no session is stored', async () => {
    markSignedIn();
    fakeIdentityServer({ user: owner, refreshUnreachable: true });
    const store = createSessionStore();
    await restoreSession(store);
    expect(store.get().status).toBe('expired');
  });

  it('ends nothing while the page is being left: the calls the browser cancels then say nothing of the session', async () => {
    markSignedIn();
    fakeIdentityServer({ user: null });
    const store = createSessionStore();
    // A link followed, or a reload, while the session is being restored: the next page must find it.
    window.dispatchEvent(new Event('pagehide'));
    try {
      await restoreSession(store);
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
    expect(localStorage.getItem(LOCAL_KEYS.signedIn)).toBe('1');
    expect(store.get().status).toBe('loading');
  });

  it('logs out an unverified user (spec 1 §4.1 step 5), but not on the verification route', async () => {
    const unverified = { ...owner, userValidation: false };
    markSignedIn();
    const server = fakeIdentityServer({ user: unverified });
    const store = createSessionStore();
    await restoreSession(store);
    expect(store.get().status).toBe('expired');
    expect(server.calls('/auth/logout', 'POST')).toHaveLength(1);

    window.history.pushState({}, '', '/verification?token=abc');
    markSignedIn();
    fakeIdentityServer({ user: unverified });
    const onVerification = createSessionStore();
    await restoreSession(onVerification);
    expect(onVerification.get().status).toBe('authenticated');
    window.history.pushState({}, '', '/');
  });

  it('chooses the initial ship-to before the session opens, so the first calls carry it (spec 1 §4.4)', async () => {
    markSignedIn();
    fakeIdentityServer({ user: { ...owner, defaultShipToId: '0000100003' } });
    const store = createSessionStore();
    await restoreSession(store);
    expect(localStorage.getItem(LOCAL_KEYS.shipToId)).toBe('0000100003');
    expect(localStorage.getItem(LOCAL_KEYS.customerType)).toBe('On Premise');
  });
});

describe('renewing the access token (spec 1 §4.1, decision 0005)', () => {
  it('never runs two refreshes in parallel: concurrent callers share one request', async () => {
    const server = fakeIdentityServer({ user: owner });
    const [a, b, c] = await Promise.all([refreshAccessToken(), refreshAccessToken(), refreshAccessToken()]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(server.calls('/auth/refresh', 'POST')).toHaveLength(1);
    await refreshAccessToken();
    expect(server.calls('/auth/refresh', 'POST')).toHaveLength(2);
  });

  it('renews the token on a 401 and sends the call again with the new one', async () => {
    markSignedIn();
    let rejected = false;
    const server = fakeIdentityServer({ user: owner });
    const store = createSessionStore();
    await restoreSession(store);
    const before = store.get().accessToken;
    server.fetchMock.mockImplementationOnce(async () => {
      rejected = true;
      return new Response(JSON.stringify({ statusCode: 401, message: 'expired' }), { status: 401 });
    });
    const menu = await restRequest('/api/content/v1/pagemenu', menuResponseSchema);
    expect(menu).toEqual({ results: [] });
    expect(rejected).toBe(true);
    expect(server.calls('/auth/refresh', 'POST')).toHaveLength(2);
    expect(store.get().accessToken).not.toBe(before);
    // The refused call went to the replaced fetch; the one recorded is the call sent again.
    const retried = server.requests.filter((request) => request.url.startsWith('/api/content/v1/pagemenu'));
    expect(retried).toHaveLength(1);
    const retriedHeaders = retried[0]!.init!.headers as Record<string, string>;
    expect(retriedHeaders.authorization).toBe(`Bearer ${store.get().accessToken}`);
  });

  it('ends the session when the renewal after a 401 is refused', async () => {
    markSignedIn();
    const behaviour = { user: owner as typeof owner | null };
    const server = fakeIdentityServer(behaviour);
    const store = createSessionStore();
    await restoreSession(store);
    behaviour.user = null;
    server.fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify({ statusCode: 401, message: 'expired' }), { status: 401 }),
    );
    await expect(restRequest('/api/content/v1/pagemenu', messageResponseSchema)).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(store.get().status).toBe('expired');
  });
});

describe('sign-in and log-out', () => {
  it('signs in with generateCustomerToken, then loads the user', async () => {
    const server = fakeIdentityServer({ user: owner });
    const store = createSessionStore();
    const user = await signIn(store, { email: ' owner@example.com ', password: 'Spina-Demo-2026!' });
    expect(user.UID).toBe(owner.UID);
    expect(store.get().status).toBe('authenticated');
    const [request] = server
      .calls('/graphql', 'POST')
      .filter((call) => String(call.init?.body).includes('SignIn'));
    expect(JSON.parse(String(request!.init!.body)).variables).toEqual({
      email: 'owner@example.com',
      password: 'Spina-Demo-2026!',
    });
    expect(localStorage.getItem(LOCAL_KEYS.signedIn)).toBe('1');
  });

  it('signs nobody in when the credentials are refused', async () => {
    fakeIdentityServer({
      user: owner,
      signIn: { status: 401, message: 'The e-mail or password is not correct', code: 'INVALID_CREDENTIALS' },
    });
    const store = createSessionStore();
    await expect(signIn(store, { email: 'owner@example.com', password: 'wrong' })).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'The e-mail or password is not correct',
    });
    expect(store.get().status).toBe('anonymous');
    expect(sessionStorage.getItem(SESSION_KEYS.idToken)).toBeNull();
  });

  it('logs out (spec 1 §4.2): server told, storage cleared except store, language, tutorial record and public caches', async () => {
    markSignedIn();
    const server = fakeIdentityServer({ user: owner });
    const store = createSessionStore();
    await restoreSession(store);
    const kept = {
      store: 'LivePortal_IT_en',
      lang: 'en',
      'tutorialSeen-22222222': '3',
      'helpPagesSeen-22222222': '["a"]',
      'public-banner-cache': '[]',
      'publicArticles-cache': '[]',
    };
    for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
    localStorage.setItem(LOCAL_KEYS.deliveryDate, '2026-12-01');
    localStorage.setItem('banner-cache', '[]');
    sessionStorage.setItem(SESSION_KEYS.searchHistory, '["ipa"]');
    sessionStorage.setItem(SESSION_KEYS.impersonatedUser, 'x');

    await signOut(store);

    expect(server.calls('/auth/logout', 'POST')).toHaveLength(1);
    expect(store.get()).toEqual({ status: 'anonymous', user: null, accessToken: null });
    expect(
      Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
    ).toEqual(kept);
    expect(sessionStorage.length).toBe(0);
  });
});
