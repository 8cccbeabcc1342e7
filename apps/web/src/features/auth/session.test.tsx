import { useMantineContext } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { testUser } from '../../test/users';
import { isBackgroundChange, useSession } from './session';
import { ANONYMOUS_STATE, createSessionStore, type SessionState } from './session-store';

const user = testUser();
const loading: SessionState = { status: 'loading', user: null, accessToken: null };
const signedIn: SessionState = { status: 'authenticated', user, accessToken: 'first' };

function Status() {
  const session = useSession();
  return (
    <p>
      {session.status} {session.accessToken ?? 'no token'}
    </p>
  );
}

describe('the live session', () => {
  // The stores start signed out: one that starts loading restores itself from the (absent) server meanwhile.
  it('follows its store: a sign-in, a renewed token, a sign-out', async () => {
    const store = createSessionStore(ANONYMOUS_STATE);
    await renderWithApp(<Status />, { sessionStore: store });
    expect(screen.getByText('anonymous no token')).toBeInTheDocument();
    await act(async () => store.set(signedIn));
    expect(screen.getByText('authenticated first')).toBeInTheDocument();
    await act(async () => store.set({ ...signedIn, accessToken: 'renewed' }));
    expect(screen.getByText('authenticated renewed')).toBeInTheDocument();
    await act(async () => store.set(ANONYMOUS_STATE));
    expect(screen.getByText('anonymous no token')).toBeInTheDocument();
  });

  it('shows a change made before it subscribed to its store (and restores nothing once signed in)', async () => {
    const store = createSessionStore(loading);
    const original = store.subscribe;
    // The session is restored between the first render and the subscription.
    store.subscribe = (listener) => {
      store.set(signedIn);
      return original(listener);
    };
    await renderWithApp(<Status />, { sessionStore: store });
    expect(await screen.findByText('authenticated first')).toBeInTheDocument();
  });

  it("renders no Mantine component again when the session changes: Mantine's context stays the same", async () => {
    const store = createSessionStore(ANONYMOUS_STATE);
    const contexts = new Set<unknown>();
    function MantineConsumer() {
      contexts.add(useMantineContext());
      return null;
    }
    await renderWithApp(<MantineConsumer />, { sessionStore: store });
    await act(async () => store.set(signedIn));
    await act(async () => store.set({ ...signedIn, accessToken: 'renewed' }));
    expect(contexts.size).toBe(1);
  });
});

describe('changes of the session no one waits on (rendered in slices)', () => {
  it('are the restored session, whatever it turned out to be, and a renewed token', () => {
    expect(isBackgroundChange(loading, signedIn)).toBe(true);
    expect(isBackgroundChange(loading, { ...ANONYMOUS_STATE, status: 'expired' })).toBe(true);
    expect(isBackgroundChange(signedIn, { ...signedIn, accessToken: 'renewed' })).toBe(true);
  });

  it('are not a sign-in, a sign-out, an expired session or another user (acting as a customer)', () => {
    expect(isBackgroundChange(ANONYMOUS_STATE, signedIn)).toBe(false);
    expect(isBackgroundChange(signedIn, ANONYMOUS_STATE)).toBe(false);
    expect(isBackgroundChange(signedIn, { ...ANONYMOUS_STATE, status: 'expired' })).toBe(false);
    expect(isBackgroundChange(signedIn, { ...signedIn, user: testUser({ UID: 'another' }) })).toBe(false);
  });
});
