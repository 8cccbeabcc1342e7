import {
  IDENTITY_MESSAGES,
  ROUTES,
  userInfoSchema,
  type AccessTokenResponse,
  type SessionRenewal,
  type UserInfo,
} from '@spina/domain';
import { UnauthorizedError } from '../../lib/api-errors';
import { setSessionRecovery } from '../../lib/fetch-json';
import { forgetOfflineReads } from '../../lib/offline-reads';
import {
  clearStorageOnSignOut,
  LOCAL_KEYS,
  readSession,
  SESSION_KEYS,
  writeLocal,
  writeSession,
} from '../../lib/storage';
import { applyInitialShipTo } from '../../lib/ship-to/initial-ship-to';
import { refreshAccessToken, refreshDelay, tokenClaims } from './access-token';
import { fetchUserInfo, requestAccessToken, requestSignOut } from './api/identity';
import { ANONYMOUS_STATE, type SessionStore } from './session-store';

/**
 * The flows of a signed-in session (spec 1 §4.1-4.2, spec 3 §4): restore on start, sign in, renew the
 * access token before it expires or after a 401, change identity (acting as a customer user) and log out.
 * Loaded on demand, so a visitor's first page does not carry it.
 */

const refreshTimers = new WeakMap<SessionStore, ReturnType<typeof setTimeout>>();
const restores = new WeakMap<SessionStore, Promise<void>>();
const watchedStores = new WeakSet<SessionStore>();

function stopRenewing(store: SessionStore): void {
  clearTimeout(refreshTimers.get(store));
  refreshTimers.delete(store);
  setSessionRecovery(null);
}

/** This tab's stored session (spec 1 §4.1 step 4): forgotten with its token. */
function forgetStoredSession(): void {
  writeSession(SESSION_KEYS.idToken, null);
  writeSession(SESSION_KEYS.sessionUser, null);
}

/**
 * The user info stored with this tab's session: a renewal answers it, so no read of it is left for the
 * service worker to keep, and a page opened offline finds it here. Undefined when absent or unreadable.
 */
function storedSessionUser(): UserInfo | undefined {
  const stored = readSession(SESSION_KEYS.sessionUser);
  if (!stored) return undefined;
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Makes `token` the access token of every call and renews it a minute before it expires. */
function adoptToken(store: SessionStore, token: string, expiresInSeconds?: number): void {
  writeSession(SESSION_KEYS.idToken, token);
  writeLocal(LOCAL_KEYS.signedIn, '1');
  const expiresAt =
    expiresInSeconds === undefined ? tokenClaims(token).expiresAt : Date.now() + expiresInSeconds * 1000;
  clearTimeout(refreshTimers.get(store));
  const delay = refreshDelay(expiresAt);
  if (delay !== null)
    refreshTimers.set(
      store,
      setTimeout(() => void renew(store), delay),
    );
  setSessionRecovery(() => renew(store));
  watchOtherTabs(store);
}

/**
 * True from the moment the page is being left. The browser then cancels the page's calls, which says nothing
 * about the session: ending it would sign the buyer out of the next page (a link followed, or a reload, while the
 * session was still being restored). The next page asks the server again.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leavingPage = true;
  });
  // A page kept by the browser's back-forward cache comes back to life.
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/** The session check failed (spec 1 §4.3): this tab forgets its token and pages needing sign-in go to /login. */
function expire(store: SessionStore): void {
  if (leavingPage) return;
  stopRenewing(store);
  forgetStoredSession();
  writeLocal(LOCAL_KEYS.signedIn, null);
  void forgetOfflineReads();
  store.set({ status: 'expired', user: null, accessToken: null });
}

/** Forgets the session in this tab only, when another tab of the browser logged out. */
function forgetLocally(store: SessionStore): void {
  stopRenewing(store);
  forgetStoredSession();
  store.set(ANONYMOUS_STATE);
}

function watchOtherTabs(store: SessionStore): void {
  if (watchedStores.has(store)) return;
  watchedStores.add(store);
  window.addEventListener('storage', (event) => {
    const signedOut = event.key === null || (event.key === LOCAL_KEYS.signedIn && event.newValue === null);
    if (signedOut && store.get().status === 'authenticated') forgetLocally(store);
  });
}

const onVerificationRoute = () => window.location.pathname === ROUTES.userVerification.path;

/**
 * Loads the user of `token` and opens the session (spec 1 §4.1): without a user id, or for a user who is not
 * verified outside the verification route, the session ends. The initial ship-to is chosen before the
 * session opens, so that the first calls of every screen carry it. Answers null when the session ended.
 */
async function establish(store: SessionStore, token: string, known?: UserInfo): Promise<UserInfo | null> {
  const { userId } = tokenClaims(token);
  if (!userId) {
    await endOnServer();
    expire(store);
    return null;
  }
  // A renewed session answers its user's info with the token: asked again only when it is not that user's.
  const user = known?.UID === userId ? known : await fetchUserInfo(userId);
  if (!user.userValidation && !onVerificationRoute()) {
    await endOnServer();
    expire(store);
    return null;
  }
  applyInitialShipTo(user);
  writeSession(SESSION_KEYS.sessionUser, JSON.stringify(user));
  writeSession(SESSION_KEYS.impersonatedUser, user.actingStaff ? user.UID : null);
  store.set({ status: 'authenticated', user, accessToken: token });
  return user;
}

/**
 * Renews the access token (refresh cookie): the new token, or null when the session is over, which ends it
 * here. When another tab changed who is signed in (acting as a customer user), this tab loads that user.
 */
async function renew(store: SessionStore): Promise<string | null> {
  let answer: SessionRenewal | null;
  try {
    answer = await refreshAccessToken();
  } catch (error) {
    console.warn('the session could not be renewed', error);
    return null;
  }
  if (!answer) {
    expire(store);
    return null;
  }
  adoptToken(store, answer.token, answer.expiresIn);
  const current = store.get();
  if (current.user && tokenClaims(answer.token).userId !== current.user.UID) {
    await establish(store, answer.token, answer.user).catch(() => expire(store));
  } else if (current.status === 'authenticated') {
    store.set({ ...current, accessToken: answer.token });
  }
  return answer.token;
}

async function restore(store: SessionStore): Promise<void> {
  let token: string | null;
  let user: UserInfo | undefined;
  try {
    const answer = await refreshAccessToken();
    if (!answer) return expire(store);
    token = answer.token;
    user = answer.user;
    adoptToken(store, token, answer.expiresIn);
  } catch (error) {
    // spec 1 §4.1 step 4: the identity service cannot be reached, so the stored session is used if any.
    console.warn('the session could not be checked', error);
    token = readSession(SESSION_KEYS.idToken);
    if (!token) return expire(store);
    user = storedSessionUser();
    adoptToken(store, token);
  }
  try {
    await establish(store, token, user);
  } catch (error) {
    console.warn('the user info could not be loaded', error);
    expire(store);
  }
}

/** Restores the browser's session on start (spec 1 §4.1); runs once per store. */
export function restoreSession(store: SessionStore): Promise<void> {
  let started = restores.get(store);
  if (!started) {
    started = restore(store);
    restores.set(store, started);
  }
  return started;
}

/**
 * Signs in with e-mail and password and opens the session; answers the user (their landing decides where
 * they go). Failures are thrown as the API's typed errors and leave nobody signed in.
 */
export async function signIn(
  store: SessionStore,
  credentials: { email: string; password: string },
): Promise<UserInfo> {
  // A previous session of this tab must not go with the sign-in (nor be renewed on its 401), nor its kept reads.
  stopRenewing(store);
  forgetStoredSession();
  await forgetOfflineReads();
  const token = await requestAccessToken(credentials.email.trim(), credentials.password);
  adoptToken(store, token);
  const user = await establish(store, token).catch((error: unknown) => {
    expire(store);
    throw error;
  });
  if (!user) throw new UnauthorizedError(IDENTITY_MESSAGES.sessionExpired);
  return user;
}

/**
 * Opens the session of another identity answered by the server (acting as a customer user, or back to the
 * staff member): what the browser kept for the previous one goes, the signed-in mark stays.
 */
export async function switchIdentity(store: SessionStore, answer: AccessTokenResponse): Promise<UserInfo> {
  stopRenewing(store);
  clearStorageOnSignOut([LOCAL_KEYS.signedIn]);
  await forgetOfflineReads();
  adoptToken(store, answer.token, answer.expiresIn);
  const user = await establish(store, answer.token).catch((error: unknown) => {
    expire(store);
    throw error;
  });
  if (!user) throw new UnauthorizedError(IDENTITY_MESSAGES.sessionExpired);
  return user;
}

async function endOnServer(): Promise<void> {
  try {
    await requestSignOut();
  } catch (error) {
    console.warn('the server could not end the session', error);
  }
}

/**
 * Logs out (spec 1 §4.2): the server ends the session and clears its cookie, then local and session storage
 * are cleared except the store, the language, the tutorial-seen record and cached public content, and the
 * service worker's kept reads are forgotten.
 */
export async function signOut(store: SessionStore): Promise<void> {
  stopRenewing(store);
  await endOnServer();
  clearStorageOnSignOut();
  await forgetOfflineReads();
  store.set(ANONYMOUS_STATE);
}
