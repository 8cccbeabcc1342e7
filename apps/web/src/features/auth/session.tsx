import type { UserInfo } from '@spina/domain';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { clearStorageOnSignOut } from '../../lib/storage';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';

export type { SessionStatus } from './session-store';

/** The signed-in user as the identity service describes it (spec 1 §3, spec 3 §3 "Auth user"). */
export type SessionUser = UserInfo;

/** What every screen knows about who is using the portal. */
export type Session = SessionState & {
  /** Ends the session (spec 1 §4.2): clears browser storage except store, language and tutorial records. */
  signOut: () => Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);
const SessionStoreContext = createContext<SessionStore | null>(null);

/** A visitor's session: nobody is signed in, and signing out only clears what the browser kept. */
export const anonymousSession: Session = {
  status: 'anonymous',
  user: null,
  accessToken: null,
  signOut: async () => clearStorageOnSignOut(),
};

// The flows of a signed-in session load on demand: a visitor's first page never needs them.
const runtime = () => import('./session-runtime');

/**
 * True for a change no one is waiting on: a kept session restored as the page opens, or a token renewed. The
 * signed-in frame and page then render in slices that leave the main thread free; read through
 * useSyncExternalStore, the restored session rendered them in one long task (100 ms on a desktop, four times that
 * on a phone). Sign-in, sign-out and acting as a customer apply at once: the navigation that follows reads them.
 */
export function isBackgroundChange(previous: SessionState, next: SessionState): boolean {
  if (previous.status === 'loading') return true;
  return (
    previous.status === 'authenticated' && next.status === 'authenticated' && previous.user === next.user
  );
}

/** The store's state, changed in a transition when the change is a background one (isBackgroundChange). */
function useSessionState(store: SessionStore): SessionState {
  const [state, setState] = useState(store.get);
  useLayoutEffect(() => {
    let shown: SessionState | undefined;
    const apply = () => {
      const next = store.get();
      if (next === shown) return;
      const background = shown !== undefined && isBackgroundChange(shown, next);
      shown = next;
      if (background) startTransition(() => setState(next));
      else setState(next);
    };
    const unsubscribe = store.subscribe(apply);
    // The state as subscribed: a change since the first render shows at once.
    apply();
    return unsubscribe;
  }, [store]);
  return state;
}

function LiveSession({ store, children }: { store: SessionStore; children: ReactNode }) {
  const state = useSessionState(store);
  useEffect(() => {
    if (store.get().status === 'loading') void runtime().then(({ restoreSession }) => restoreSession(store));
  }, [store]);
  const session = useMemo<Session>(
    () => ({ ...state, signOut: () => runtime().then(({ signOut }) => signOut(store)) }),
    [state, store],
  );
  return (
    <SessionStoreContext.Provider value={store}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SessionStoreContext.Provider>
  );
}

type SessionProviderProps = {
  /** A fixed session (tests of screens that only read it); without it the live session runs. */
  session?: Session;
  /** The live session's store; by default one restored from the browser's storage. */
  store?: SessionStore;
  children: ReactNode;
};

/**
 * Provides the session: restored on start when the browser holds one (status 'loading' until known), a
 * visitor's otherwise, and kept up to date by sign-in, refresh, acting as a customer user and log-out.
 */
export function SessionProvider({ session, store, children }: SessionProviderProps) {
  // A fixed session still has a store holding its state, so that screens using the session's flows render.
  const [ownStore] = useState(() => store ?? createSessionStore(session));
  if (session && !store)
    return (
      <SessionStoreContext.Provider value={ownStore}>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </SessionStoreContext.Provider>
    );
  return <LiveSession store={ownStore}>{children}</LiveSession>;
}

/** The current session; throws when used outside SessionProvider, which is a wiring mistake. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The live session's store, for the flows that change it (sign-in, acting as, ship-to); throws without one. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSessionStore needs the live SessionProvider');
  return store;
}
