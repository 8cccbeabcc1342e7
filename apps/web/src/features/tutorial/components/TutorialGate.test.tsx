import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HelpPage, UserInfo } from '@spina/domain';
import { fakeServer, json } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { shipToEntry, testUser } from '../../../test/users';
import { createSessionStore } from '../../auth';
import TutorialGate from './TutorialGate';
import { onPhone } from '../../../test/viewport';

const SLOW = { timeout: 8000 };
const UID = '11111111-1111-4111-8111-111111111111';
const SEEN_KEY = `tutorialSeen:${UID}`;

const helpPage = (id: string, section: string, name: string, extra: Partial<HelpPage> = {}): HelpPage => ({
  id,
  name,
  section,
  page: 1,
  body: `<p>About ${name}.</p>`,
  fileLink: null,
  newCapability: false,
  lastModified: '2026-03-01T07:00:00.000Z',
  ...extra,
});

const PAGES: HelpPage[] = [
  helpPage('p-welcome', 'Welcome', 'The portal at a glance', { fileLink: '/media/help/guide.pdf' }),
  helpPage('p-catalogue', 'Catalogue', 'Finding products'),
  helpPage('p-fast', 'Catalogue', 'Fast Order', { page: 2, newCapability: true }),
  helpPage('p-orders', 'Orders', 'Order history'),
];

type Calls = { url: string; method: string; body: unknown }[];

/**
 * Renders the tutorial for `user` with a fake server answering the help pages and the two identity calls of
 * "On finish" (spec 3 §4), recording what it is sent.
 */
async function renderTutorial(
  user: UserInfo,
  options: {
    pages?: HelpPage[];
    finish?: 'ok' | 'fail';
    language?: 'it' | 'en';
  } = {},
) {
  const calls: Calls = [];
  let counter = user.showTutorial;
  fakeServer({}, (url, init) => {
    const path = url.split('?')[0]!;
    const method = init?.method ?? 'GET';
    calls.push({ url: path, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/content/v1/helppages') return json({ results: options.pages ?? PAGES });
    if (options.finish === 'fail' && path.startsWith('/api/identity/'))
      return json({ statusCode: 503, code: 'UNAVAILABLE', message: 'Try again later' }, 503);
    if (path === `/api/identity/v1/users/SetFirstLoginFlag/${UID}`) return json({ firstLogin: false });
    if (path === `/api/identity/v1/users/SetUserTutorialCounter/${UID}`)
      return json({ showTutorial: (counter += 1) });
    return undefined;
  });
  const store = createSessionStore({ status: 'authenticated', user, accessToken: 'token' });
  const view = await renderWithApp(<TutorialGate />, {
    sessionStore: store,
    language: options.language ?? 'en',
    namespaces: ['tutorial'],
  });
  return { ...view, calls, store };
}

const firstLogin = () => testUser({ firstLogin: true });
const dialog = () => screen.findByRole('dialog', {}, SLOW);
const storedSeen = () => JSON.parse(localStorage.getItem(SEEN_KEY) ?? 'null') as unknown;
const helpPagesRead = (calls: Calls) => calls.filter((call) => call.url === '/api/content/v1/helppages');

/** Lets the fake server's answers and the effects after them settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the first-login tutorial (spec 3 §2, §4 "Tutorial")', () => {
  it('opens on first login without a close button, and Escape does not close it', async () => {
    await renderTutorial(firstLogin());
    const modal = await dialog();
    expect(within(modal).getByRole('heading', { name: 'Welcome to Spina' })).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Close the guide' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lists the sections and steps through them with Next and Back; Done only on the last', async () => {
    await renderTutorial(firstLogin());
    const modal = await dialog();
    const list = within(modal).getByRole('navigation', { name: 'Sections of the guide' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1. Welcome', '2. Catalogue', '3. Orders']);
    expect(within(list).getByRole('button', { name: '1. Welcome' })).toHaveAttribute('aria-current', 'step');
    expect(within(modal).getByRole('heading', { name: 'The portal at a glance' })).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Download the guide' })).toHaveAttribute(
      'href',
      '/media/help/guide.pdf',
    );
    // The dialog starts on Next, so the keyboard is inside it at once (focus trap).
    const next = within(modal).getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(within(modal).getByRole('button', { name: 'Back' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(next);
    expect(within(modal).getByText('Section 2 of 3: Catalogue')).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { name: 'Finding products' })).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { name: 'Fast Order' })).toBeInTheDocument();
    expect(within(modal).getByText('New')).toBeInTheDocument();

    await userEvent.click(within(modal).getByRole('button', { name: 'Back' }));
    expect(within(modal).getByText('Section 1 of 3: Welcome')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: '3. Orders' }));
    expect(within(modal).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('Done sets firstLogin false and adds one to the tutorial counter on the server, then stays closed', async () => {
    const { calls, store } = await renderTutorial(firstLogin());
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: '3. Orders' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const identity = calls.filter((call) => call.url.startsWith('/api/identity/'));
    expect(identity).toEqual(
      expect.arrayContaining([
        { url: `/api/identity/v1/users/SetFirstLoginFlag/${UID}`, method: 'PUT', body: false },
        { url: `/api/identity/v1/users/SetUserTutorialCounter/${UID}`, method: 'PUT', body: undefined },
      ]),
    );
    expect(identity).toHaveLength(2);
    // The browser keeps the counter and the new capabilities seen; the session follows the server.
    expect(storedSeen()).toEqual({ counter: 1, newCapabilities: { 'p-fast': '2026-03-01T07:00:00.000Z' } });
    expect(store.get().user).toMatchObject({ firstLogin: false, showTutorial: 1 });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open with a message, and may then be closed, when Done fails', async () => {
    await renderTutorial(firstLogin(), { finish: 'fail' });
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: '3. Orders' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Done' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Action not performed');
    expect(localStorage.getItem(SEEN_KEY)).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close the guide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reappears when showTutorial is above 0, with a close button; Escape closes it for this visit', async () => {
    const user = testUser({ showTutorial: 1 });
    const first = await renderTutorial(user);
    const modal = await dialog();
    expect(within(modal).getByRole('heading', { name: 'Portal guide' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Close the guide' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(first.calls.filter((call) => call.url.startsWith('/api/identity/'))).toEqual([]);

    // Closed, not finished: it stays closed in this visit and nothing is recorded as seen.
    first.unmount();
    await renderTutorial(user);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(SEEN_KEY)).toBeNull();
  });

  it('stays closed once finished at the counter the server holds', async () => {
    localStorage.setItem(
      SEEN_KEY,
      JSON.stringify({ counter: 2, newCapabilities: { 'p-fast': PAGES[2]!.lastModified } }),
    );
    const { calls } = await renderTutorial(testUser({ showTutorial: 2 }));
    await waitFor(() => expect(helpPagesRead(calls)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reappears when the server raised the counter above the one finished here', async () => {
    localStorage.setItem(
      SEEN_KEY,
      JSON.stringify({ counter: 2, newCapabilities: { 'p-fast': PAGES[2]!.lastModified } }),
    );
    await renderTutorial(testUser({ showTutorial: 3 }));
    expect(within(await dialog()).getByRole('heading', { name: 'Portal guide' })).toBeInTheDocument();
  });

  it('reappears when a help page flagged newCapability changed since the user last saw it', async () => {
    localStorage.setItem(
      SEEN_KEY,
      JSON.stringify({ counter: 1, newCapabilities: { 'p-fast': '2026-02-01T07:00:00.000Z' } }),
    );
    await renderTutorial(testUser({ showTutorial: 1 }));
    const modal = await dialog();
    expect(
      within(modal).getByText(
        'There is something new in the portal: the pages marked New tell you about it.',
      ),
    ).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Close the guide' })).toBeInTheDocument();
  });

  it('records the pages on show in a browser that keeps nothing of a user not due for it', async () => {
    const { calls } = await renderTutorial(testUser());
    await waitFor(() =>
      expect(storedSeen()).toEqual({ counter: 0, newCapabilities: { 'p-fast': PAGES[2]!.lastModified } }),
    );
    expect(helpPagesRead(calls)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is never shown to a user whose every role is POS Academy, and reads no help pages for them', async () => {
    const academy = testUser({
      firstLogin: true,
      showTutorial: 2,
      landing: 'elearning',
      permissionSchema: [
        shipToEntry('0000100001', ['Academy'], { roleName: 'POS Academy', customerType: 'POS' }),
      ],
    });
    const { calls } = await renderTutorial(academy);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(helpPagesRead(calls)).toEqual([]);
    expect(localStorage.getItem(SEEN_KEY)).toBeNull();
  });

  it('is not shown while staff act as the customer user', async () => {
    const acted = testUser({
      firstLogin: true,
      actingStaff: { UID: 'staff', firstName: 'Giulia', lastName: 'Ferri' },
    });
    const { calls } = await renderTutorial(acted);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(helpPagesRead(calls)).toEqual([]);
  });

  it('offers the sections as a dropdown on a phone', async () => {
    onPhone();
    await renderTutorial(firstLogin());
    const modal = await dialog();
    expect(
      within(modal).queryByRole('navigation', { name: 'Sections of the guide' }),
    ).not.toBeInTheDocument();
    await userEvent.selectOptions(within(modal).getByRole('combobox', { name: 'Section' }), '3. Orders');
    expect(within(modal).getByRole('heading', { name: 'Order history' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    await renderTutorial(firstLogin(), { language: 'it' });
    const modal = await dialog();
    expect(within(modal).getByRole('heading', { name: 'Benvenuto su Spina' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Avanti' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Indietro' })).toBeInTheDocument();
    expect(within(modal).getByText('Sezione 1 di 3: Welcome')).toBeInTheDocument();
  });
});
