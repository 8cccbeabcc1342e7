import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import ResetPasswordPage from './ResetPasswordPage';
import VerificationPage from './VerificationPage';

const checklistState = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map(
      (item) => `${item.getAttribute('data-met') === 'true' ? '✓' : '✗'} ${item.textContent?.split(':')[0]}`,
    );

async function open(path: string, answer: (body: Record<string, string>) => Response) {
  const posted = vi.fn(answer);
  fakeServer({}, async (url, init) => {
    if (url.startsWith('/auth/reset-password') || url.startsWith('/auth/verification'))
      return posted(JSON.parse(String(init?.body)));
    return undefined;
  });
  await renderWithApp(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/verification" element={<VerificationPage />} />
    </Routes>,
    { path, namespaces: ['auth'] },
  );
  return posted;
}

const refused = (message: string, code: string) => json({ statusCode: 400, code, message }, 400);

describe('setting a password from an e-mailed link (spec 3 §5)', () => {
  it('shows the policy as a live checklist from the domain’s rules', async () => {
    await open('/reset-password?token=abc', () => json({ message: 'x' }));
    const password = await screen.findByLabelText(/^New password/);
    expect(checklistState()).toEqual([
      '✗ At least 12 characters',
      '✗ One lower case letter',
      '✗ One upper case letter',
      '✗ One numeral',
      '✗ One symbol',
      '✗ The two passwords match',
    ]);
    await userEvent.type(password, 'birra-Fresca');
    expect(checklistState()).toEqual([
      '✓ At least 12 characters',
      '✓ One lower case letter',
      '✓ One upper case letter',
      '✗ One numeral',
      '✓ One symbol',
      '✗ The two passwords match',
    ]);
    await userEvent.type(password, '7');
    await userEvent.type(screen.getByLabelText(/^Retype/), 'birra-Fresca7');
    expect(checklistState().every((item) => item.startsWith('✓'))).toBe(true);
  });

  it('refuses a password that does not meet the policy, or a retype that differs, before sending', async () => {
    const posted = await open('/reset-password?token=abc', () => json({ message: 'x' }));
    await userEvent.type(await screen.findByLabelText(/^New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password does not meet the requirements');
    await userEvent.type(screen.getByLabelText(/^New password/), '-Birra-2026');
    await userEvent.type(screen.getByLabelText(/^Retype/), 'something else');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The new and retyped passwords do not match');
    expect(posted).not.toHaveBeenCalled();
  });

  it('sends token and passwords, then confirms with the server’s message and a way to log in', async () => {
    const posted = await open('/reset-password?token=abc', () =>
      json({ message: 'Your password has been changed successfully' }),
    );
    await userEvent.type(await screen.findByLabelText(/^New password/), 'Birra-Fresca-2026!');
    await userEvent.type(screen.getByLabelText(/^Retype/), 'Birra-Fresca-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed successfully',
    );
    expect(posted).toHaveBeenCalledWith({
      token: 'abc',
      newPassword: 'Birra-Fresca-2026!',
      retypePassword: 'Birra-Fresca-2026!',
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the server’s refusal, such as one of the last 8 passwords', async () => {
    await open('/verification?token=abc', () =>
      refused('The new password cannot be one of the last 8 passwords', 'PASSWORD_REUSED'),
    );
    await userEvent.type(await screen.findByLabelText(/^New password/), 'Birra-Fresca-2026!');
    await userEvent.type(screen.getByLabelText(/^Retype/), 'Birra-Fresca-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Activate the account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new password cannot be one of the last 8 passwords',
    );
  });

  it('says a stale or used link has expired, with where to get a new one', async () => {
    await open('/reset-password?token=used', () =>
      refused('The link has expired (request a new one from support)', 'LINK_EXPIRED'),
    );
    await userEvent.type(await screen.findByLabelText(/^New password/), 'Birra-Fresca-2026!');
    await userEvent.type(screen.getByLabelText(/^Retype/), 'Birra-Fresca-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The link has expired (request a new one from support)');
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('treats a link without token as expired and sends nothing', async () => {
    const posted = await open('/verification', () => json({ message: 'x' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The link has expired (request a new one from support)');
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Activate the account' })).toBeDisabled();
    expect(posted).not.toHaveBeenCalled();
  });
});
