import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setSessionRecovery } from '../../../lib/fetch-json';
import { fakeIdentityServer, type IdentityBehaviour } from '../../../test/fake-identity';
import { renderWithApp } from '../../../test/render';
import { testUser } from '../../../test/users';
import { createSessionStore } from '../session-store';
import LoginPage from './LoginPage';

afterEach(() => setSessionRecovery(null));

function Where() {
  const location = useLocation();
  return <p>landed on {`${location.pathname}${location.search}`}</p>;
}

async function openLogin(behaviour: IdentityBehaviour, path = '/login') {
  const server = fakeIdentityServer(behaviour);
  await renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path, sessionStore: createSessionStore(), namespaces: ['auth'] },
  );
  return server;
}

async function submit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/^E-mail/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login (spec 3 §4, spec 1 §2.2)', () => {
  it('asks for both fields before calling the server', async () => {
    const server = await openLogin({ user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(server.calls('/graphql', 'POST')).toHaveLength(0);
  });

  it('shows the translated refusal for wrong credentials, keeps the e-mail and signs nobody in', async () => {
    await openLogin({
      user: testUser(),
      signIn: { status: 401, message: 'The e-mail or password is not correct', code: 'INVALID_CREDENTIALS' },
    });
    await submit('owner@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is not correct');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('owner@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(sessionStorage.getItem('id_token')).toBeNull();
  });

  it('says when to try again after too many attempts, from Retry-After (429)', async () => {
    await openLogin({
      user: testUser(),
      signIn: {
        status: 429,
        message: 'Too many sign-in attempts. Try again in a few minutes.',
        code: 'TOO_MANY_REQUESTS',
        retryAfter: '540',
      },
    });
    await submit('owner@example.com', 'whatever-it-is');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /Too many sign-in attempts\. Try again in 9 minutes, at \d{2}:\d{2}( [AP]M)?\./,
    );
  });

  it('returns to the page the user wanted after sign-in', async () => {
    await openLogin({ user: testUser() }, '/login?redirect=%2Forders%2Fhistory%3Fpage%3D2');
    await submit('owner@example.com', 'Spina-Demo-2026!');
    expect(await screen.findByText('landed on /orders/history?page=2')).toBeInTheDocument();
  });

  it('never returns to another site', async () => {
    await openLogin({ user: testUser() }, '/login?redirect=https%3A%2F%2Fevil.example');
    await submit('owner@example.com', 'Spina-Demo-2026!');
    expect(await screen.findByText('landed on /')).toBeInTheDocument();
  });

  it('takes staff to their act-as page', async () => {
    await openLogin({ user: testUser({ isStaff: true, permissionSchema: [] }) });
    await submit('staff@example.com', 'Spina-Demo-2026!');
    expect(await screen.findByText('landed on /staff/act-as')).toBeInTheDocument();
  });

  it('hands a POS Academy user off to e-learning (spec 3 §4, §6)', async () => {
    const server = await openLogin({ user: testUser({ landing: 'elearning' }) });
    await submit('academy@example.com', 'Spina-Demo-2026!');
    expect(await screen.findByText('Opening e-learning…')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('/auth/sso/elearning', 'POST')).toHaveLength(1));
    expect(screen.queryByText(/landed on/)).not.toBeInTheDocument();
  });
});
