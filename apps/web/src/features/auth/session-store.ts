import type { UserInfo } from '@spina/domain';
import { LOCAL_KEYS, readLocal, readSession, SESSION_KEYS } from '../../lib/storage';

/**
 * loading: the session is being restored; anonymous: a visitor; expired: the session check failed, so a
 * page that needs sign-in goes to /login (spec 1 §4.3); authenticated: a signed-in user.
 */
export type SessionStatus = 'loading' | 'anonymous' | 'expired' | 'authenticated';

/** What the browser knows about the session at one moment. */
export type SessionState = {
  status: SessionStatus;
  /** The user info of the identity service (spec 3 §3 "Auth user"); null unless authenticated. */
  user: UserInfo | null;
  /** Bearer token sent as `authorization` on every call (spec 1 §7); null for visitors. */
  accessToken: string | null;
};

/** The session's state with change notification, shared by the provider and the session's flows. */
export type SessionStore = {
  get: () => SessionState;
  set: (next: SessionState) => void;
  subscribe: (listener: () => void) => () => void;
};

export const ANONYMOUS_STATE: SessionState = { status: 'anonymous', user: null, accessToken: null };

/** True when this browser holds a session to restore: a token of this tab, or one signed in elsewhere. */
export function hasStoredSession(): boolean {
  return readLocal(LOCAL_KEYS.signedIn) !== null || readSession(SESSION_KEYS.idToken) !== null;
}

/** The state at start: loading when there is a session to restore, else a visitor at once (no call). */
export function initialSessionState(): SessionState {
  return hasStoredSession() ? { status: 'loading', user: null, accessToken: null } : ANONYMOUS_STATE;
}

/** Creates a session store, starting from the browser's stored session unless told otherwise. */
export function createSessionStore(initial: SessionState = initialSessionState()): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
